import type { MindMapEditSummary } from '@studyloop/events';
import * as Y from 'yjs';
import { mindMapTypes } from './mind-map-doc.js';

export const emptySummary = (): MindMapEditSummary => ({
  nodesAdded: 0, nodesRemoved: 0, nodesRenamed: 0, nodesMoved: 0, connectionsAdded: 0, connectionsRemoved: 0, updates: 0,
});

export function addSummaries(a: MindMapEditSummary, b: MindMapEditSummary): MindMapEditSummary {
  return {
    nodesAdded: a.nodesAdded + b.nodesAdded,
    nodesRemoved: a.nodesRemoved + b.nodesRemoved,
    nodesRenamed: a.nodesRenamed + b.nodesRenamed,
    nodesMoved: a.nodesMoved + b.nodesMoved,
    connectionsAdded: a.connectionsAdded + b.connectionsAdded,
    connectionsRemoved: a.connectionsRemoved + b.connectionsRemoved,
    updates: a.updates + b.updates,
  };
}

/**
 * Calls `onChange(summary, origin)` for every transaction that changed the map, saying what it
 * changed (a node added in the same transaction is not also counted as moved or renamed).
 * Returns the function that stops watching.
 */
export function watchMindMapChanges(doc: Y.Doc, onChange: (summary: MindMapEditSummary, origin: unknown) => void): () => void {
  const { nodes, edges } = mindMapTypes(doc);
  const onNodes = (events: Y.YEvent<Y.AbstractType<unknown>>[], tr: Y.Transaction) => {
    const summary = emptySummary();
    const added = new Set<string>();
    const renamed = new Set<string>();
    const moved = new Set<string>();
    for (const event of events) {
      if (event.target === nodes) {
        event.changes.keys.forEach((change, key) => {
          if (change.action === 'add') { summary.nodesAdded++; added.add(key); }
          else if (change.action === 'delete') summary.nodesRemoved++;
          else { renamed.add(key); }
        });
      } else if (event.target instanceof Y.Map && event.target.parent === nodes) {
        const id = event.path[0] as string;
        if (added.has(id)) continue;
        if (event.changes.keys.has('text')) renamed.add(id);
        if (event.changes.keys.has('x') || event.changes.keys.has('y')) moved.add(id);
      }
    }
    for (const id of added) { renamed.delete(id); moved.delete(id); }
    summary.nodesRenamed = renamed.size;
    summary.nodesMoved = moved.size;
    if (summary.nodesAdded + summary.nodesRemoved + summary.nodesRenamed + summary.nodesMoved) onChange(summary, tr.origin);
  };
  const onEdges = (event: Y.YMapEvent<{ from: string; to: string }>, tr: Y.Transaction) => {
    const summary = emptySummary();
    event.changes.keys.forEach((change) => {
      if (change.action === 'add') summary.connectionsAdded++;
      else if (change.action === 'delete') summary.connectionsRemoved++;
    });
    if (summary.connectionsAdded + summary.connectionsRemoved) onChange(summary, tr.origin);
  };
  nodes.observeDeep(onNodes);
  edges.observe(onEdges);
  return () => {
    nodes.unobserveDeep(onNodes);
    edges.unobserve(onEdges);
  };
}
