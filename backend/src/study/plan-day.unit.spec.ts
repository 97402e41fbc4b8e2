import { planDay, usualStartHour, type PlanInput, type PlanNotes } from './plan-day.js';

const startOfToday = new Date('2026-03-04T00:00:00Z');
const notes = (id: string, title: string, createdAt: string, extra: Partial<PlanNotes> = {}): PlanNotes => ({
  id, title, createdAt: new Date(createdAt), lastStudiedAt: null, lastReviewedAt: null, lastQuizzedAt: null, ...extra,
});
const input = (overrides: Partial<PlanInput>): PlanInput => ({
  startOfToday, dueCount: 0, reviewsToday: 0, notes: [], sessionHours: [], completedIds: new Set(), ...overrides,
});

const cells = notes('n-cells', 'Cell Biology', '2026-02-01T00:00:00Z', { lastStudiedAt: new Date('2026-03-03T18:00:00Z'), lastQuizzedAt: new Date('2026-03-02T10:00:00Z') });
const atoms = notes('n-atoms', 'Atoms', '2026-02-10T00:00:00Z');
const waves = notes('n-waves', 'Waves', '2026-01-10T00:00:00Z', { lastQuizzedAt: new Date('2026-02-01T10:00:00Z') });

describe('planDay', () => {
  it('plans nothing for a learner with no notes and no cards', () => {
    expect(planDay(input({}))).toEqual([]);
  });

  it('plans due reviews, a pomodoro on the most recent notes and a quiz on notes not quizzed lately, from 9:00', () => {
    expect(planDay(input({ dueCount: 23, notes: [waves, atoms, cells] }))).toEqual([
      { id: 'review', kind: 'review', notesId: null, activity: 'Review 23 due flashcards', duration: 15, completed: false, time: '09:00' },
      { id: 'pomodoro-n-cells', kind: 'pomodoro', notesId: 'n-cells', activity: 'Pomodoro: Cell Biology', duration: 25, completed: false, time: '09:20' },
      // Cell Biology was quizzed two days ago; Atoms (never quizzed) is the most recent of the others.
      { id: 'quiz-n-atoms', kind: 'quiz', notesId: 'n-atoms', activity: 'Quiz: Atoms', duration: 10, completed: false, time: '09:50' },
    ]);
  });

  it('starts at the hour the learner usually studies, and keeps the day within 24 hours', () => {
    const evenings = Array.from({ length: 24 }, (_, h) => (h === 19 ? 5 : h === 8 ? 2 : 0));
    expect(usualStartHour(evenings)).toBe(19);
    expect(planDay(input({ notes: [atoms], sessionHours: evenings }))[0].time).toBe('19:00');
    const lateNight = Array.from({ length: 24 }, (_, h) => (h === 23 ? 1 : 0));
    expect(planDay(input({ dueCount: 4, notes: [atoms], sessionHours: lateNight })).map((i) => i.time)).toEqual(['23:00', '23:10', '23:40']);
    // 90 due cards take 45 minutes: the 90-minute plan moves earlier so it ends before midnight.
    expect(planDay(input({ dueCount: 90, notes: [atoms], sessionHours: lateNight })).map((i) => i.time)).toEqual(['22:25', '23:15', '23:45']);
  });

  it('shows what was done today as completed, on whichever notes it was done', () => {
    const studiedToday = { ...waves, lastStudiedAt: new Date('2026-03-04T08:00:00Z'), lastQuizzedAt: new Date('2026-03-04T08:30:00Z') };
    const plan = planDay(input({ dueCount: 0, reviewsToday: 12, notes: [studiedToday, atoms, cells] }));
    expect(plan.map((i) => [i.id, i.activity, i.completed])).toEqual([
      ['review', 'Review due flashcards', true],
      ['pomodoro-n-waves', 'Pomodoro: Waves', true],
      ['quiz-n-waves', 'Quiz: Waves', true],
    ]);
  });

  it('marks items the learner completed by hand', () => {
    const plan = planDay(input({ dueCount: 3, notes: [atoms], completedIds: new Set(['review', 'quiz-n-atoms']) }));
    expect(plan.map((i) => [i.id, i.completed])).toEqual([['review', true], ['pomodoro-n-atoms', false], ['quiz-n-atoms', true]]);
  });

  it('offers no quiz when every set of notes was quizzed this week', () => {
    const recent = { ...atoms, lastQuizzedAt: new Date('2026-03-01T10:00:00Z') };
    expect(planDay(input({ notes: [recent, cells] })).map((i) => i.kind)).toEqual(['pomodoro']);
  });
});
