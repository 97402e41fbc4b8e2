import { FlashcardEntity } from './flashcard.entity.js';
import { flashcardFromRow } from './flashcard-row.js';

/** A joined flashcards row the way node-postgres hands it over (types already parsed). */
function pgRow(): Record<string, unknown> {
  return {
    id: '6f1c1d7e-0000-4000-8000-000000000001', notes_id: '6f1c1d7e-0000-4000-8000-000000000002', user_id: '6f1c1d7e-0000-4000-8000-000000000003',
    position: 4, question: 'What is opportunity cost?', answer: 'The value of the next best alternative', kind: 'definition', difficulty: 'medium',
    citation: { quote: 'the next best alternative', sectionTitle: 'Choices' }, section: 2,
    next_review_at: new Date('2026-03-02T10:00:00.000Z'), times_reviewed: 7, correct_answers: 5, created_at: new Date('2025-11-01T08:00:00.000Z'),
    fsrs_state: 'review', stability: 12.5, fsrs_difficulty: 4.25, reps: 7, lapses: 1, scheduled_days: 9, learning_steps: 0,
    last_reviewed_at: new Date('2026-02-21T10:00:00.000Z'),
    notes_title: 'Economics', notes_public: false,
  };
}

describe('flashcardFromRow', () => {
  it('gives the card entity with every column as its field, without the joined columns', () => {
    const card = flashcardFromRow(pgRow(), ['notes_title', 'notes_public']);
    expect(card).toBeInstanceOf(FlashcardEntity);
    expect({ ...card }).toEqual({
      id: '6f1c1d7e-0000-4000-8000-000000000001', notesId: '6f1c1d7e-0000-4000-8000-000000000002', userId: '6f1c1d7e-0000-4000-8000-000000000003',
      position: 4, question: 'What is opportunity cost?', answer: 'The value of the next best alternative', kind: 'definition', difficulty: 'medium',
      citation: { quote: 'the next best alternative', sectionTitle: 'Choices' }, section: 2,
      nextReviewAt: new Date('2026-03-02T10:00:00.000Z'), timesReviewed: 7, correctAnswers: 5, createdAt: new Date('2025-11-01T08:00:00.000Z'),
      fsrsState: 'review', stability: 12.5, fsrsDifficulty: 4.25, reps: 7, lapses: 1, scheduledDays: 9, learningSteps: 0,
      lastReviewedAt: new Date('2026-02-21T10:00:00.000Z'),
    });
  });

  it('keeps a never-reviewed card as the table has it (no section, no last review)', () => {
    const card = flashcardFromRow({ ...pgRow(), section: null, last_reviewed_at: null, fsrs_state: 'new', reps: 0 }, ['notes_title', 'notes_public']);
    expect(card.section).toBeNull();
    expect(card.lastReviewedAt).toBeNull();
    expect(card.fsrsState).toBe('new');
    expect(card.nextReviewAt).toBeInstanceOf(Date);
  });
});
