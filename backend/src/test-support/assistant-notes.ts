import { notesStream } from '@studyloop/events';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { loadEconomicsFixture, type FixtureSection } from '../generation/eval/fixtures.js';
import type { FakeOpenAiServer } from '../generation/openai/fake-openai-server.js';
import type { ModelAnswer } from '../generation/openai/model-answer.schema.js';
import { splitSentences } from '../generation/text/sentences.js';
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
export async function processSection(app: TestApp, client: TestClient, title: string, projections?: ProjectionName[]): Promise<string> {
  const section = fixtureSection(title);
  const res = await client.post('/api/materials/process', { type: 'text', content: `${section.section}\n\n${section.text}` });
  if (res.status !== 201) throw new Error(`processing '${title}' failed: ${res.status} ${JSON.stringify(res.body)}`);
  const notesId = res.body.studyNotes.id as string;
  await waitForNotes(app, notesId, projections);
  return notesId;
}

/** The notes a model would write for a fixture section: its real sentences and glossary. */
export function modelNotesFor(title: string, definitions = 4): ModelAnswer {
  const section = fixtureSection(title);
  const sentences = splitSentences(section.text).map((s) => s.text).filter((s) => s.split(' ').length > 8);
  return {
    title: section.section,
    summary: sentences.slice(0, 3).join(' '),
    keyIdeas: sentences.slice(3, 8).map((text) => ({ text, sourceId: 1, quote: text })),
    definitions: section.glossary.slice(0, definitions).map((g) => ({ term: g.term, meaning: g.meaning, sourceId: 1, quote: g.meaning })),
    timestamps: [],
    flashcards: section.glossary.slice(0, 3).map((g) => ({ question: `What is ${g.term}?`, answer: g.meaning, kind: 'definition' as const, difficulty: 'easy' as const, sourceId: 1, quote: g.meaning })),
  };
}

/** Processes a fixture section with the fake model answering as `modelNotesFor`; returns the notes id. */
export async function processSectionWithModel(app: TestApp, client: TestClient, fake: FakeOpenAiServer, title: string, definitions?: number): Promise<string> {
  fake.reply({ content: JSON.stringify(modelNotesFor(title, definitions)) });
  return processSection(app, client, title, ['assistant-passages', 'study-notes']);
}
