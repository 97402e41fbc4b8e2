import { notesStream } from '@studyloop/events';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { loadEconomicsFixture, type FixtureSection } from '../generation/eval/fixtures.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import type { ProjectionName } from '../projections/projection.js';
import type { TestApp, TestClient } from './test-app.js';

/** Fixture sections by title (OpenStax Principles of Economics 3e). */
export function fixtureSection(title: string): FixtureSection {
  const section = loadEconomicsFixture().find((s) => s.section === title);
  if (!section) throw new Error(`No fixture section '${title}'`);
  return section;
}

/** Resolves once the named projections include everything on the note's stream. */
export async function waitForNotes(app: TestApp, notesId: string, projections: ProjectionName[] = ['assistant-passages']): Promise<void> {
  const store = app.app.get<EventLog>(EVENT_LOG);
  const events = await store.readStream(notesStream(notesId));
  const last = events.at(-1);
  if (!last) throw new Error(`No events for notes ${notesId}`);
  const reached = await app.app.get(ProjectionRunner).waitFor(last.position, projections, 15_000);
  if (!reached) throw new Error(`Projections ${projections.join(', ')} did not reach notes ${notesId}`);
}

/** Processes a fixture section as pasted text through the real API; returns the notes id. */
export async function processSection(app: TestApp, client: TestClient, title: string): Promise<string> {
  const section = fixtureSection(title);
  const res = await client.post('/api/materials/process', { type: 'text', content: `${section.section}\n\n${section.text}` });
  if (res.status !== 201) throw new Error(`processing '${title}' failed: ${res.status} ${JSON.stringify(res.body)}`);
  const notesId = res.body.studyNotes.id as string;
  await waitForNotes(app, notesId);
  return notesId;
}
