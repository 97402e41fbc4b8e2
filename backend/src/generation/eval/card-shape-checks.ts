import type { Flashcard } from '../generation.types.js';
import { lacksFrenchMainVerb, lacksGermanMainVerb } from '../local/french-german-main-verbs.js';
import { tagEnglish } from '../text/nlp.js';

/**
 * The evaluation's own reading of sentence shapes a student would throw away, written apart from the
 * generation gates so that the printed figures do not just repeat what the gates already believe.
 */

/** The sentence a card makes the learner read whole: a cloze with its blank filled, else the answer. */
export function cardSentence(card: Flashcard): string {
  return card.kind === 'cloze' ? card.question.replace('_____', card.answer) : card.answer;
}

const LEADING_ADVERB = /^(?:always|just|simply|now|then|first|again|\p{L}+ly)$/iu;

/**
 * English: "Always moving the rest of space in a way that keeps …", "Cost of training, which is …": the first verb
 * belongs to a relative clause and none heads the sentence.
 */
export function hasNoMainVerb(sentence: string, language: string): boolean {
  if (language.toLowerCase().startsWith('es')) {
    // "Siempre moviendo el resto del espacio …": a gerund opens and no clause follows a comma.
    return /^(?:\p{L}+\s+)?\p{L}+(?:ando|iendo)\s[^,]*$/iu.test(sentence.trim()) && !/^\p{L}+\s+(?:es|son|está|están)\s/iu.test(sentence.trim());
  }
  // French and German have no tagger here: the spelling reading of the finite verb (french-german-main-verbs).
  if (language.toLowerCase().startsWith('fr')) return lacksFrenchMainVerb(sentence);
  if (language.toLowerCase().startsWith('de')) return lacksGermanMainVerb(sentence);
  if (!language.toLowerCase().startsWith('en')) return false;
  const tokens = tagEnglish(sentence).filter((t) => t.pos !== 'PUNCT' || t.text === ',');
  const openerAt = tokens.findIndex((t) => !LEADING_ADVERB.test(t.text));
  const opener = tokens[openerAt];
  const gerund = opener?.pos === 'VERB' && /ing$/i.test(opener.text);
  const bareNoun = openerAt === 0 && /^(?:NOUN|PROPN)$/.test(opener?.pos ?? '');
  if (!gerund && !bareNoun) return false;
  const verbAt = tokens.findIndex((t, i) => i > openerAt && (t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed)$/i.test(t.text) && tokens[i - 1]?.pos !== 'PART')));
  if (verbAt < 0) return gerund;
  const relative = (i: number): boolean => /^(?:that|which|who)$/i.test(tokens[i - 1]?.text ?? '');
  // "… who must use a large language often learn a subset": a later verb outside the relative heads the sentence;
  // "evenly spaced" and "to use" do not.
  const heads = (t: (typeof tokens)[number], i: number): boolean =>
    t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text) && tokens[i - 1]?.pos !== 'PART' && (!/ed$/i.test(t.text) || /^(?:NOUN|PRON)$/.test(tokens[i - 1]?.pos ?? '')));
  const laterMainVerb = tokens.some((t, i) => i > verbAt + 1 && heads(t, i) && !relative(i));
  return relative(verbAt) && !laterMainVerb;
}

const SPANISH_COMMANDS = new Set('imagina imagínate piensa toma tómate fíjate observa mira recuerda considera organiza conceptualiza supón'.split(' '));

const LISTENER_VERBS = new Set('think imagine consider notice remember picture suppose'.split(' '));

/** An instruction to the listener ("Take a moment to imagine …", "Organize the activations …", "Tómate un momento …"). */
export function isCommand(sentence: string, language: string): boolean {
  // "…, think about why …", "… on V. Think about what's happening here.": the instruction follows a comma or a full stop.
  const clauses = sentence.split(/[,.;:]\s+/).slice(1);
  const laterVerbs = language.toLowerCase().startsWith('es') ? SPANISH_COMMANDS : LISTENER_VERBS;
  if (clauses.some((c) => laterVerbs.has((c.split(/\s+/)[0] ?? '').toLowerCase()) && !/^\S+\s+(?:in|en|que|de)\s/iu.test(c))) return true;
  const words = sentence.trim().replace(/^[¡¿"“]+/u, '').split(/\s+/);
  if (language.toLowerCase().startsWith('es')) return SPANISH_COMMANDS.has((words[0] ?? '').toLowerCase());
  if (!language.toLowerCase().startsWith('en')) return false;
  const tokens = tagEnglish(sentence);
  const at = tokens.findIndex((t) => !LEADING_ADVERB.test(t.text));
  const verb = tokens[at];
  const next = tokens[at + 1];
  return verb?.pos === 'VERB' && verb.text.toLowerCase() === verb.lemma && !/ing$/i.test(verb.text) && next?.pos !== 'PUNCT' && next?.text.toLowerCase() !== 'that';
}

const KEY_POINT = /^(?:What is the key point about|¿Cuál es la idea clave sobre)\s/i;
const HEDGED_OPENING = /^(?:some|many|several|most|traditionally|typically|usually|often|sometimes|you\s+(?:could|can|might)|algun[oa]s|much[oa]s|vari[oa]s|tradicionalmente|normalmente|a\s+veces|podrías|puedes)(?![\p{L}])/iu;

/** A "key point" answered by a hedge, an example or a remark about the course, not a statement about the topic. */
export function isHedgedKeyPoint(card: Flashcard): boolean {
  return card.kind === 'concept' && KEY_POINT.test(card.question) && (HEDGED_OPENING.test(card.answer.trim()) || /\bthe same way as\b/i.test(card.answer));
}

/** A cloze asking for one example among many ("Some _____ are simple …") or a choice not made ("You could have chosen …"). */
export function isHedgedCloze(card: Flashcard): boolean {
  return card.kind === 'cloze' && /^(?:(?:some|many|several|algun[oa]s|much[oa]s)\s+_____|you\s+could\s+have\s|podrías\s+haber\s)/iu.test(card.question.trim());
}

const PRONOUN_SUBJECT = /^(?:this|that|these|those|they|they're|we|we're|i|i'm|he|she|esto|esta|este|estos|estas|eso|esa|ese|esos|esas|ellos|ellas|él|ella|nosotros|yo)(?![\p{L}'])/iu;

/** "After the transformation, that square gets …", "Together, they're called …": a short opener, then a pronoun subject. */
export function hasPronounSubjectAfterOpener(card: Flashcard): boolean {
  if (card.kind !== 'cloze') return false;
  const [opener, ...rest] = card.question.split(',');
  return rest.length > 0 && (opener ?? '').trim().split(/\s+/).length <= 6 && PRONOUN_SUBJECT.test(rest.join(',').trim());
}

const DEMONSTRATIVE = /(?<![\p{L}])(?:of|in|on|to|at|from|between|interpret|de|en|a|entre)\s+(?:this|that|these|those|este|esta|estos|estas|ese|esa|esos|esas)\s+([\p{L}-]{3,})(?:\s+([\p{L}-]{3,}))?/giu;
const IDIOMS = /^(?:case|way|point|sense|moment|time|context|caso|manera|forma|sentido|momento|punto|vez)$/i;

/** A concept answer pointing at the screen: "the negative area of that parallelogram", with no parallelogram in the card. */
export function pointsAtPicture(card: Flashcard): boolean {
  if (card.kind !== 'concept') return false;
  for (const m of card.answer.matchAll(DEMONSTRATIVE)) {
    // The noun is one of the next two words ("that parallelogram", "that first column").
    const nouns = [m[1], m[2]].filter((w): w is string => Boolean(w)).map((w) => w.toLowerCase());
    const seen = `${card.question} ${card.answer.slice(0, m.index)}`.toLowerCase();
    if (!IDIOMS.test(nouns[0] ?? '') && !nouns.some((n) => seen.includes(n.slice(0, 5)))) return true;
  }
  return false;
}

/** Later cards that ask for a sentence an earlier concept or cloze card already asks for. */
export function sameSentenceRepeats(cards: readonly Flashcard[]): boolean[] {
  const key = (c: Flashcard): string => cardSentence(c).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const seen = new Set<string>();
  return cards.map((c) => {
    if (c.kind === 'definition') return false;
    const k = key(c);
    const repeat = seen.has(k);
    seen.add(k);
    return repeat;
  });
}
