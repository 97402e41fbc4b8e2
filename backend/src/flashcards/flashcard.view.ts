import type { FlashcardView } from '@studyloop/events';
import type { FlashcardEntity } from './flashcard.entity.js';

export function toFlashcardView(card: FlashcardEntity, notesTitle: string): FlashcardView {
  return {
    id: card.id,
    question: card.question,
    answer: card.answer,
    difficulty: card.difficulty,
    nextReviewAt: card.nextReviewAt.toISOString(),
    timesReviewed: card.timesReviewed,
    correctAnswers: card.correctAnswers,
    kind: card.kind,
    citation: card.citation,
    section: card.section ?? null,
    notesId: card.notesId,
    notesTitle,
    createdAt: card.createdAt.toISOString(),
  };
}
