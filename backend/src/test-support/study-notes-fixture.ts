import { readFileSync } from 'node:fs';
import type { TestClient } from './test-app.js';

/** A short lesson about cells (the benchmark processes the same text). */
export const CELL_LESSON = readFileSync(new URL('../../../tests/bench/realtime/bench-notes.txt', import.meta.url), 'utf8');

/** Study notes owned by the client's user, made the way a learner makes them: processing pasted text. */
export async function createStudyNotes(owner: TestClient): Promise<{ id: string; title: string; keyIdeas: string[]; definitions: Record<string, string> }> {
  const processed = await owner.post('/api/materials/process', { type: 'text', content: CELL_LESSON });
  if (processed.status !== 201) throw new Error(`processing failed: ${processed.status} ${JSON.stringify(processed.body)}`);
  const notes = await owner.get(`/api/notes/${processed.body.studyNotes.id}`);
  return notes.body;
}
