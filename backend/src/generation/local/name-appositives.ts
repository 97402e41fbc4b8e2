import { hasFiniteVerb, readSentence, readWords } from '../text/nlp.js';
import { cleanTerm, looksPlural, renamingPhrase, type DefinitionContext, type DefinitionMatch } from './definition-patterns.js';

/**
 * A named event, law, group or line glossed where the sentence mentions it, the way history books introduce them:
 *   "… forbade settlement west of the Proclamation Line, a borderline running along the spine of the Appalachians";
 *   "… beginning the Inquisition in 1480, a brutal campaign to root out …" (a date between the name and its gloss);
 *   "… became known as the Terror, a period of extreme violence against …";
 *   "… as the Protestant Reformation, a split or schism among European Christians, began".
 * The name is capitalised after "the" (a person's name takes no article) and is the object of a verb or a preposition;
 * the gloss is a noun phrase restricted by its tail, as the lower-case renamings in definition-patterns.ts are.
 * Written English only.
 */

const NAME_WORD = String.raw`\p{Lu}[\p{Ll}’'-]+`;
const GLOSSED_NAME = new RegExp(
  String.raw`(?<=^|\s)the\s+(?<name>${NAME_WORD}(?:\s+(?:of\s+(?:the\s+)?)?${NAME_WORD}){0,3})(?:\s+in\s+\d{3,4})?,\s+(?=(?:a|an|the)\s)`,
  'gu',
);
/** Before "the Name": a verb or a preposition takes it, or "as" names it. */
const TAKES_OBJECT = /^(?:VERB|ADP|AUX)$/;
/** "…enforcing the Navigation Acts, a move that threatened …": the noun comments on the whole clause, not on the name. */
const CLAUSE_COMMENT = /^(?:a|an|the)\s+(?:\p{L}+\s+)?(?:move|step|decision|development|sign|reversal|blow|feat|trend|turn|setback)\b/iu;
/** "… in the United States, a 50 percent increase from 2000": a figure comments on a count, it glosses no name. */
const MEASURE = /^(?:a|an|the)\s+(?:\p{L}+\s+)?\d/u;
const RELATIVE = /^(?:that|which|who|whose|where|whom|when)$/i;

export function matchNameAppositives(sentence: string, context: DefinitionContext): DefinitionMatch[] {
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  if (!/\sthe\s+\p{Lu}[^,]*,\s+(?:a|an|the)\s/u.test(body)) return [];
  const reading = readSentence(sentence);
  const read = { ...context, reading };
  const out: DefinitionMatch[] = [];
  for (const m of body.matchAll(GLOSSED_NAME)) {
    const name = m.groups?.name ?? '';
    const preceding = body.slice(0, m.index).trim().split(/\s+/);
    const before = preceding.at(-1) ?? '';
    const [opener] = readWords([before], reading);
    if (!opener || (!TAKES_OBJECT.test(opener.pos) && !/^as$/i.test(before))) continue;
    // "Another example of an ideological group was the Civil Human Rights Front, a …": an example is an instance, not a term.
    if (/\bexamples?\s+(?:of|is|are|was|were)\b|\bfor (?:example|instance)\b|\bsuch as\s*$/i.test(preceding.join(' '))) continue;
    // "a Bank of the United States, an institution …": the name is the longer one that ends here.
    if (/^of$/i.test(before) && /^\p{Lu}/u.test(preceding.at(-2) ?? '')) continue;
    // "… became known as the Terror, a period of …": a name given and glossed at once is the text's term.
    const named = /\b(?:known|called|termed|named|dubbed)\s+as$|\b(?:called|termed|named|dubbed)$/i.test(body.slice(0, m.index).trim());
    const term = cleanTerm(name, reading);
    if (!term) continue;
    const after = body.slice(m.index + m[0].length);
    const meaning = renamingPhrase(after, term, read);
    if (!meaning || CLAUSE_COMMENT.test(meaning) || MEASURE.test(meaning) || cutShort(meaning, after, reading)) continue;
    if (inOpeningAdverbial(body, m.index, reading) && !insertedBeforeMainClause(after, meaning, reading)) continue;
    // "Still, under the Romans, the majority of Egyptian subjects lived in rural areas", "Only a few years after the adoption
    // of the Articles of Confederation, the republican experiment seemed …": with no verb before the name, a "gloss" that runs
    // to the sentence's end is the main clause.
    if (!hasFiniteVerb(readWords(preceding, reading)) && after.slice(after.indexOf(meaning) + meaning.length).trim() === '') continue;
    out.push({ term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: named ? 1 : 0.8, pattern: 'name-appositive' });
  }
  return out;
}

/** "During the Revolution, …", "Even in the South, …", "Located in …, …": the name sits in the phrase that opens the sentence. */
function inOpeningAdverbial(body: string, at: number, reading: ReturnType<typeof readSentence>): boolean {
  const firstComma = body.indexOf(',');
  if (firstComma >= 0 && firstComma < at) return false;
  const [first, second] = readWords(body.split(/\s+/).slice(0, 2), reading);
  const participle = first?.pos === 'VERB' && /(?:ing|ed)$/i.test(first.text);
  return first !== undefined && (/^(?:ADP|SCONJ|PART)$/.test(first.pos) || /^to$/i.test(first.text) || (first.pos === 'ADV' && second?.pos === 'ADP') || participle);
}

/**
 * After an opening phrase, the noun phrase after the comma is usually the main clause's subject ("During the Revolution,
 * a complex situation existed …"); it glosses the name only when it is set off by a second comma before the subject and
 * verb of the main clause ("With the start of the Crusades, the wars between Christians and Muslims …, Christians in
 * Spain … began") and has no verb of its own.
 */
function insertedBeforeMainClause(after: string, meaning: string, reading: ReturnType<typeof readSentence>): boolean {
  const rest = after.slice(after.indexOf(meaning) + meaning.length).replace(/^\s*\([^()]*\)/, '');
  const main = /^\s*,\s+(?<clause>.+)$/u.exec(rest)?.groups?.clause;
  if (!main) return false;
  const own = meaning.split(/\s+/);
  const relative = own.findIndex((w) => RELATIVE.test(w));
  if (hasFiniteVerb(readWords(own.slice(0, relative < 0 ? own.length : relative), reading))) return false;
  const words = readWords(main.split(/\s+/).slice(0, 10), reading);
  return /^(?:DET|NOUN|PROPN|ADJ|NUM|PRON)$/.test(words[0]?.pos ?? '') && !RELATIVE.test(words[0]?.text ?? '') && hasFiniteVerb(words.slice(1));
}

/**
 * "a law that provided federal money" (before "—or “bounties”—to slave-catchers"), "… in favor of friendly" (before ",
 * preferably democratic, regimes"): a gloss that goes on past a dash, or stops on a modifier at a comma, was cut short.
 */
function cutShort(meaning: string, after: string, reading: ReturnType<typeof readSentence>): boolean {
  const next = after.slice(after.indexOf(meaning) + meaning.length);
  if (/^\s*[—–]/.test(next)) return true;
  const [last] = readWords(meaning.split(/\s+/).slice(-1), reading);
  return /^\s*,/.test(next) && /^(?:ADJ|DET|ADP|CCONJ)$/.test(last?.pos ?? '');
}
