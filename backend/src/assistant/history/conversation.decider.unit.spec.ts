import type { AssistantEvent } from '@studyloop/events';
import { Invalid } from '../../common/domain-errors.js';
import { decide, evolve, initialState, snapshot, type ConversationCommand } from './conversation.decider.js';

const given = (events: AssistantEvent[]) => events.reduce(evolve, initialState);
const citation = { notesId: 'n1', title: 'Public Goods', snippet: 'A free rider benefits without paying.', section: 'source' as const };
const record = (overrides: Partial<ConversationCommand['data']> = {}): ConversationCommand => ({
  type: 'RecordAnsweredQuestion',
  data: {
    questionId: 'q1', userId: 'u1', question: '  What is a free rider?  ', notesId: null, answer: 'A free rider benefits without paying. [1]',
    citations: [citation], found: true, engine: 'local', askedAt: '2026-01-01T00:00:00.000Z', answeredAt: '2026-01-01T00:00:01.000Z', ...overrides,
  },
});

describe('conversation decider', () => {
  it('records the trimmed question together with its answer', () => {
    const events = decide(record(), given([]));
    expect(events).toEqual([
      { type: 'AssistantQuestionAsked', eventId: 'q1', data: { questionId: 'q1', userId: 'u1', question: 'What is a free rider?', notesId: null, askedAt: '2026-01-01T00:00:00.000Z' } },
      {
        type: 'AssistantAnswered',
        data: {
          questionId: 'q1', userId: 'u1', notesId: null, answer: 'A free rider benefits without paying. [1]', citations: [citation],
          found: true, engine: 'local', answeredAt: '2026-01-01T00:00:01.000Z',
        },
      },
    ]);
    expect(given(events)).toEqual({ questions: 1, answered: 1, lastQuestionId: 'q1' });
  });

  it('records a nothing-found answer without citations, scoped to a note', () => {
    const events = decide(record({ notesId: 'n1', found: false, citations: [], answer: 'I couldn’t find anything about that in these notes.' }), given([]));
    expect(events.map((e) => e.data.notesId)).toEqual(['n1', 'n1']);
  });

  it('refuses a blank or too long question', () => {
    expect(() => decide(record({ question: '   ' }), initialState)).toThrow(new Invalid('Please enter a question'));
    expect(() => decide(record({ question: 'x'.repeat(2001) }), initialState)).toThrow('Questions can be at most 2,000 characters long');
    expect(decide(record({ question: 'x'.repeat(2000) }), initialState)).toHaveLength(2);
  });

  it('keeps “found” and citations consistent', () => {
    expect(() => decide(record({ found: true, citations: [] }), initialState)).toThrow();
    expect(() => decide(record({ found: false }), initialState)).toThrow();
    expect(() => decide(record({ answer: ' ' }), initialState)).toThrow();
  });

  it('records a question once: the command retried after its append landed records nothing', () => {
    const recorded = given(decide(record(), given([])));
    expect(decide(record(), recorded)).toEqual([]);
    expect(decide(record({ questionId: 'q2' }), recorded)).toHaveLength(2);
  });

  it('keeps its state through a snapshot', () => {
    const state = given(decide(record(), given([])));
    expect(snapshot.fromJSON(JSON.parse(JSON.stringify(snapshot.toJSON(state))))).toEqual(state);
  });
});
