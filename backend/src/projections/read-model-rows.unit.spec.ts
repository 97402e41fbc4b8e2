import { fromColumns, parsedJson } from './read-model-rows.js';

class NotesActivity {
  userId!: string;
  reviews = 0;
  bestQuizScore: number | null = null;
  lastReviewedAt: Date | null = null;
}

describe('read-model rows', () => {
  it('given a JSON row, when read, then columns become fields, `...At` times become Dates and missing fields keep their defaults', () => {
    const row = fromColumns(() => new NotesActivity(), { user_id: 'u1', best_quiz_score: 80, last_reviewed_at: '2026-03-01T09:00:00+00:00' });
    expect(row).toBeInstanceOf(NotesActivity);
    expect(row).toEqual(Object.assign(new NotesActivity(), { userId: 'u1', bestQuizScore: 80, lastReviewedAt: new Date('2026-03-01T09:00:00Z') }));
  });

  it('keeps a null time null', () => {
    expect(fromColumns(() => new NotesActivity(), { user_id: 'u1', last_reviewed_at: null }).lastReviewedAt).toBeNull();
  });

  it('takes JSON whether the driver parsed it or not', () => {
    expect(parsedJson('[{"a":1}]')).toEqual([{ a: 1 }]);
    expect(parsedJson([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(parsedJson(null)).toBeNull();
  });
});
