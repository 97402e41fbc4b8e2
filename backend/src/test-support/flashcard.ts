import type { Flashcard } from '../generation/generation.types.js';

/** A card of the given kind whose citation quotes its answer, for gate and checker tests. */
export const card = (kind: Flashcard['kind'], question: string, answer: string): Flashcard => ({
  kind,
  question,
  answer,
  difficulty: 'medium',
  citation: { quote: answer },
});
