import type { MindMapView } from '@studyloop/events';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as Y from 'yjs';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { saveMindMap } from '../api/mind-maps-api';
import { exportMindMapPng } from '../export-png';
import { colorForUser, useCollabMindMap, type CollabStatus } from '../hooks/use-collab-mind-map';
import { useRefreshMindMap } from '../hooks/use-mind-map-queries';
import { hasOverlaps, laidOut, radialLayout } from '../mind-map-layout';
import { addNode, connectNodes, deleteNode, detailAfterLabel, disconnect, moveNode, placeNodes, renameNode, type EditorEdge, type EditorNode } from '../mind-map-model';
import { CANVAS_ASPECT, clampViewport, FULL_VIEW, MindMapCanvas, PHONE_ASPECT, type Selection, type Viewport } from './mind-map-canvas';
import { MindMapHistory } from './mind-map-history';

const STATUS_TEXT: Record<CollabStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Offline, reconnecting…',
  revoked: 'Access removed',
};

/** The server's copy, shown (read-only) until the live document has synced. */
function fromView(view: MindMapView): { nodes: EditorNode[]; edges: EditorEdge[] } {
  return {
    nodes: view.nodes.map((n) => ({ id: n.id, text: n.text, detail: null, x: n.x, y: n.y, level: n.level, color: n.color })),
    edges: view.nodes.flatMap((n) => n.children.map((to) => ({ key: `${n.id}>${to}`, from: n.id, to }))),
  };
}

export function MindMapEditor({ notesId, view, me }: { notesId: string; view: MindMapView; me: { id: string; name: string } }) {
  const refreshMindMap = useRefreshMindMap(notesId);
  const { session, status, synced, snapshot, peers } = useCollabMindMap(view.id, me, refreshMindMap);
  const [selection, setSelection] = useState<Selection>(null);
  const [connecting, setConnecting] = useState<{ from: string | null } | null>(null);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [changes, setChanges] = useState(0);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const stageRef = useRef<HTMLDivElement | null>(null);
  const [viewport, setViewport] = useState<Viewport>(FULL_VIEW);
  const [aspect, setAspect] = useState(CANVAS_ASPECT);
  // On a phone the whole 800-unit map would be a strip of unreadable chips: a square window, zoomed
  // in on the main topic (about 11 px text), then pinch, pan or use the zoom buttons.
  useLayoutEffect(() => {
    const width = stageRef.current?.clientWidth ?? 800;
    if (width >= 600) return;
    const root = view.nodes.find((n) => n.level === 0);
    setAspect(PHONE_ASPECT);
    setViewport(clampViewport({ zoom: Math.min(3, 700 / Math.max(width, 1)), cx: root?.x ?? FULL_VIEW.cx, cy: root?.y ?? FULL_VIEW.cy }, PHONE_ASPECT));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first map: later edits must not re-zoom the learner's view.
  }, []);
  const zoomBy = (factor: number) => setViewport((v) => clampViewport({ ...v, zoom: v.zoom * factor }, aspect));
  const renameRef = useRef<HTMLInputElement | null>(null);

  const live = synced && session !== null && status !== 'revoked';
  const serverCopy = useMemo(() => {
    const copy = fromView(view);
    return hasOverlaps(copy.nodes) ? { ...copy, nodes: laidOut(copy.nodes, copy.edges) } : copy;
  }, [view]);
  const shown = live ? snapshot : serverCopy;
  const title = (live && snapshot.title) || view.title;
  const selectedNode = selection?.kind === 'node' ? shown.nodes.find((n) => n.id === selection.id) ?? null : null;
  const doc = session?.doc ?? null;

  useEffect(() => { setDraft(selectedNode?.text ?? ''); }, [selectedNode?.id, selectedNode?.text]);
  useEffect(() => {
    session?.provider.awareness.setLocalStateField('selected', selection?.kind === 'node' ? selection.id : null);
  }, [session, selection]);
  useEffect(() => {
    if (!doc) return;
    const count = () => setChanges((c) => c + 1);
    doc.on('update', count);
    return () => doc.off('update', count);
  }, [doc]);
  // First layout: a synced map whose nodes overlap (as generated maps used to) is laid out radially
  // once, for everyone (the same positions on every client, so simultaneous openers agree).
  const laidOutDoc = useRef<Y.Doc | null>(null);
  useEffect(() => {
    if (!live || !doc || laidOutDoc.current === doc) return;
    laidOutDoc.current = doc;
    if (hasOverlaps(snapshot.nodes)) placeNodes(doc, radialLayout(snapshot.nodes, snapshot.edges));
  }, [live, doc, snapshot]);
  // Someone else deleted what we had selected.
  useEffect(() => {
    if (selection?.kind === 'node' && !shown.nodes.some((n) => n.id === selection.id)) setSelection(null);
    if (selection?.kind === 'edge' && !shown.edges.some((e) => e.key === selection.key)) setSelection(null);
  }, [shown, selection]);

  const parentForNew = useMemo(() => selectedNode?.id ?? shown.nodes.find((n) => n.level === 0)?.id ?? null, [selectedNode, shown.nodes]);

  const add = () => {
    if (!doc) return;
    const id = addNode(doc, parentForNew);
    setSelection({ kind: 'node', id });
    setTimeout(() => renameRef.current?.select(), 0);
  };

  const commitRename = () => {
    if (!doc || !selectedNode) return;
    const text = draft.trim();
    if (!text) { setDraft(selectedNode.text); return; }
    renameNode(doc, selectedNode.id, text);
  };

  const remove = () => {
    if (!doc || !selection) return;
    if (selection.kind === 'node') deleteNode(doc, selection.id);
    else disconnect(doc, selection.key);
    setSelection(null);
  };

  const onNodeClick = (id: string) => {
    if (connecting && doc) {
      if (!connecting.from) {
        setConnecting({ from: id });
        setSelection({ kind: 'node', id });
        return;
      }
      if (!connectNodes(doc, connecting.from, id) && connecting.from !== id) toast({ title: 'Already connected', description: 'These two nodes are connected already.' });
      setConnecting(null);
      setSelection({ kind: 'node', id });
      return;
    }
    setSelection({ kind: 'node', id });
  };

  const save = async () => {
    if (!doc) return;
    setSaving(true);
    try {
      await saveMindMap(notesId, Y.encodeStateAsUpdate(doc));
      toast({ title: 'Mind map saved', description: 'Everyone in the group sees the latest version.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Save failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const exportPng = async () => {
    if (!svgRef.current) return;
    try {
      const name = await exportMindMapPng(svgRef.current, title);
      toast({ title: 'Mind map exported', description: `Downloaded ${name}` });
    } catch (error) {
      toast({ title: 'Export failed', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <div className="mind-map-editor">
      <div className="mind-map-toolbar" role="toolbar" aria-label="Mind map tools">
        <Button size="sm" onClick={add} disabled={!live}>Add node</Button>
        <Button
          size="sm"
          variant={connecting ? 'primary' : 'outline'}
          aria-pressed={connecting !== null}
          disabled={!live || shown.nodes.length < 2}
          onClick={() => setConnecting(connecting ? null : { from: selectedNode?.id ?? null })}
        >
          {connecting ? (connecting.from ? 'Pick the node to connect to' : 'Pick the first node') : 'Connect'}
        </Button>
        <Button size="sm" variant="outline" onClick={remove} disabled={!live || !selection}>Delete</Button>
        <form
          className="mind-map-toolbar__rename"
          onSubmit={(event) => { event.preventDefault(); commitRename(); }}
        >
          <Input
            ref={renameRef}
            aria-label="Node text"
            placeholder={selectedNode ? '' : 'Select a node to rename it'}
            value={draft}
            maxLength={200}
            disabled={!live || !selectedNode}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commitRename}
          />
          <Button size="sm" variant="secondary" type="submit" disabled={!live || !selectedNode || draft.trim() === selectedNode.text}>Rename</Button>
        </form>
        <span className="mind-map-toolbar__spacer" />
        <Button size="sm" variant="outline" onClick={save} loading={saving} disabled={!live}>Save</Button>
        <Button size="sm" variant="secondary" onClick={exportPng}>Export PNG</Button>
      </div>

      {/* Status, people and zoom share one row, so the map starts a row higher on the page (phones: the zoom buttons wrap below). */}
      <div className="mind-map-statusbar">
        <div className="mind-map-presence" aria-live="polite">
          <Badge variant={status === 'live' && live ? 'success' : status === 'revoked' ? 'destructive' : 'neutral'} data-testid="mind-map-status">
            {status === 'live' && !live ? 'Syncing…' : STATUS_TEXT[status]}
          </Badge>
          <ul className="mind-map-presence__people" aria-label="People editing">
            <li style={{ ['--peer' as string]: colorForUser(me.id) }}>{me.name} (you)</li>
            {peers.map((p) => <li key={p.clientId} style={{ ['--peer' as string]: p.color }}>{p.name}</li>)}
          </ul>
        </div>
        <div className="mind-map-zoom" role="group" aria-label="Zoom">
          <Button size="sm" variant="outline" onClick={() => zoomBy(1.4)} disabled={viewport.zoom >= 4}>Zoom in</Button>
          <Button size="sm" variant="outline" onClick={() => zoomBy(1 / 1.4)} disabled={viewport.zoom <= 1}>Zoom out</Button>
          <Button size="sm" variant="outline" onClick={() => setViewport(clampViewport(FULL_VIEW, aspect))} disabled={viewport.zoom <= 1}>Whole map</Button>
        </div>
      </div>
      <div className="mind-map-stage" ref={stageRef}>
        <MindMapCanvas
          aspect={aspect}
          viewport={viewport}
          onViewport={setViewport}
          svgRef={svgRef}
          title={title}
          nodes={shown.nodes}
          edges={shown.edges}
          peers={live ? peers : []}
          selection={selection}
          connectFrom={connecting?.from ?? null}
          readOnly={!live}
          onSelect={(next) => { setSelection(next); if (!next) setConnecting(null); }}
          onNodeClick={onNodeClick}
          onMove={(id, x, y) => doc && moveNode(doc, id, x, y)}
          onCursor={(point) => session?.provider.awareness.setLocalStateField('cursor', point)}
          onRename={(id) => { setSelection({ kind: 'node', id }); setTimeout(() => renameRef.current?.select(), 0); }}
          onDelete={remove}
        />
      </div>
      <p className="mind-map-hint">
        Drag nodes (or Tab to one and use the arrow keys) to move them. Double-click a node (or press Enter) to rename it; Delete removes the selection.
        Pinch, Ctrl + scroll or the zoom buttons zoom; drag the background to pan.
        {selectedNode?.detail ? <><br /><strong>{selectedNode.text}:</strong> {detailAfterLabel(selectedNode)}</> : null}
      </p>
      {status === 'revoked' && <p role="alert" className="mind-map-hint">You no longer have access to this mind map.</p>}
      <MindMapHistory notesId={notesId} changeCount={changes} />
    </div>
  );
}
