import type { Flashcard } from '../generation.types.js';
import { citationFor } from './citation.js';
import { lacksGermanMainVerb } from './french-german-main-verbs.js';
import type { PreparedDocument } from './prepare-document.js';
import { mostCentralFirst, type SalienceModel } from './salience.js';
import { addressesReader, isExampleOrExercise, startsWithAnaphora } from './sentence-quality.js';

/**
 * German slides give a claim and its reason in one line: "HashMaps sind keine Collections, da das Interface Collection
 * nicht implementiert wird", "Ausreißer beeinflussen die Varianz stark, da Bezugsgröße der Mittelwert ist". A student
 * asks for the reason as a German exam does, "Begründen Sie: HashMaps sind keine Collections." (the English cards'
 * "Explain why …"; asking "Warum …?" would reorder the claim's words), answered by the whole line. Written sources
 * only: said aloud, "da" is also "there" and "then".
 */

const CAUSE = /^(?<claim>[^,;:?!()]{20,160}?),\s+(?:da|weil)\s+(?<reason>[^;:?!]{10,200})\.$/u;
/** A claim opening on a subordinate clause ("Wenn …, da …") or a pointing word states no claim of its own. */
const SUBORDINATE_OPENING = /^(?:wenn|falls|ob|dass|weil|da|obwohl|während|nachdem|bevor|sobald|indem)\s/iu;

export function germanCauseCards(doc: PreparedDocument, model: SalienceModel, limit: number, used: ReadonlySet<string>): Flashcard[] {
  if (doc.kind === 'video') return [];
  const ranked = mostCentralFirst(model, doc.sentences.filter((s) => s.displayable && !s.apparatus && (model.scores[s.index] ?? 0) > 0 && !used.has(s.quote)));
  const cards: Flashcard[] = [];
  for (const s of ranked) {
    if (cards.length >= limit) break;
    const claim = CAUSE.exec(s.text.trim())?.groups?.claim?.trim();
    if (!claim || SUBORDINATE_OPENING.test(claim) || startsWithAnaphora(claim, 'de') || addressesReader(s.text, 'de') || isExampleOrExercise(claim, 'de')) continue;
    if (lacksGermanMainVerb(`${claim}.`)) continue;
    cards.push({ question: `Begründen Sie: ${claim}.`, answer: s.text.trim(), kind: 'concept', difficulty: s.wordCount > 25 ? 'hard' : 'medium', citation: citationFor(s) });
  }
  return cards;
}
