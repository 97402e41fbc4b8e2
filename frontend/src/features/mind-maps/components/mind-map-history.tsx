import type { MindMapHistoryEntry } from '@studyloop/events';
import { useMindMapHistory } from '../hooks/use-mind-map-queries';

/** Edits are recorded a few seconds after they settle; refresh the list a little after that. */
const REFRESH_AFTER_CHANGE_MS = 5_000;
const SHOWN = 6;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function describeEdit(entry: MindMapHistoryEntry): string {
  if (entry.kind === 'created') return `created the map from the notes (${plural(entry.nodesAdded, 'node')})`;
  const parts = [
    entry.nodesAdded && `added ${plural(entry.nodesAdded, 'node')}`,
    entry.nodesRenamed && `renamed ${plural(entry.nodesRenamed, 'node')}`,
    entry.nodesMoved && `moved ${plural(entry.nodesMoved, 'node')}`,
    entry.nodesRemoved && `deleted ${plural(entry.nodesRemoved, 'node')}`,
    entry.connectionsAdded && `connected ${plural(entry.connectionsAdded, 'pair')}`,
    entry.connectionsRemoved && `removed ${plural(entry.connectionsRemoved, 'connection')}`,
  ].filter(Boolean);
  return parts.join(', ') || 'edited the map';
}

function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return new Date(iso).toLocaleDateString();
}

/** Who changed the map and how (from the MindMapEdited history), refreshed after changes settle. */
export function MindMapHistory({ notesId, changeCount }: { notesId: string; changeCount: number }) {
  const history = useMindMapHistory(notesId, changeCount, REFRESH_AFTER_CHANGE_MS);

  if (!history.data?.length) return null;
  return (
    <section className="mind-map-history" aria-label="Recent edits">
      <h3 className="mind-map-history__title">Recent edits</h3>
      <ul>
        {history.data.slice(0, SHOWN).map((entry) => (
          <li key={entry.id}>
            <strong>{entry.username ?? 'Someone'}</strong> {describeEdit(entry)}
            <span className="mind-map-history__time"> · {timeAgo(entry.at)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
