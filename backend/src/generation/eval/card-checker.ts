import type { Flashcard } from '../generation.types.js';
import { definitionQuestion, isFragment, rejectCard, startsWithDeictic } from '../local/card-gates.js';
import { cardSentence, hasNoMainVerb, hasPronounSubjectAfterOpener, isCommand, isHedgedCloze, isHedgedKeyPoint, pointsAtPicture, sameSentenceRepeats } from './card-shape-checks.js';

/**
 * A stricter reader than the gates, for evaluation: a card is a fragment when the gates call it one
 * or its text runs on or is cut; junk when any other gate rejects it, its question is ungrammatical
 * (number or article disagreeing with what the gates would write), it gives its answer away, or
 * it is too thin or too long to study.
 */

export type CardVerdict = 'good' | 'fragment' | 'junk';

export function judgeCard(card: Flashcard, language: string): CardVerdict {
  const rejection = rejectCard(card, language);
  if (rejection === 'fragment') return 'fragment';
  if (rejection) return 'junk';
  const answerWords = card.answer.split(/\s+/).length;
  if (card.kind !== 'cloze' && (answerWords < 3 || answerWords > 70)) return 'junk';
  if (card.kind === 'cloze' && card.question.split(/\s+/).length < 7) return 'fragment';
  if (card.kind === 'concept' && startsWithDeictic(card.question.replace(/^(?:explain why|what is the key point about)\s+/i, ''), language)) return 'junk';
  if (card.kind === 'definition') {
    const m = /^What (?:is|are) (?:(?:a|an|the) )?(.+)\?$/.exec(card.question);
    const term = m?.[1];
    if (language.startsWith('en') && term) {
      const withArticle = definitionQuestion(term, 'en', { countNoun: true });
      const without = definitionQuestion(term, 'en');
      const definite = definitionQuestion(term, 'en', { definite: true });
      // The source's own article ("A sentence is …") outweighs the suffix rule.
      const stated = [definitionQuestion(term, 'en', { countNoun: true, stated: true }), definitionQuestion(term, 'en', { definite: true, stated: true })];
      if (![withArticle, without, definite, ...stated].includes(card.question)) return 'junk';
    }
    if (term && card.answer.toLowerCase().startsWith(`${term.toLowerCase()} is ${term.toLowerCase()}`)) return 'junk';
  }
  if (card.kind === 'concept' && isFragment(card.answer, language)) return 'fragment';
  // Shapes read by the evaluation itself (card-shape-checks), not by the gates.
  if (card.kind !== 'definition' && hasNoMainVerb(cardSentence(card), language)) return 'fragment';
  if (card.kind === 'cloze' && isCommand(cardSentence(card), language)) return 'junk';
  if (isHedgedKeyPoint(card) || pointsAtPicture(card) || isHedgedCloze(card) || hasPronounSubjectAfterOpener(card)) return 'junk';
  return 'good';
}

/** Verdicts for a deck: each card on its own, and a card repeating an earlier card's sentence is junk. */
export function judgeCards(cards: readonly Flashcard[], language: string): CardVerdict[] {
  const repeats = sameSentenceRepeats(cards);
  return cards.map((c, i) => (repeats[i] ? 'junk' : judgeCard(c, language)));
}
