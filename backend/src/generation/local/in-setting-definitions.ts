import { isProForm, readSentence, readWords, tagEnglish, type TaggedToken } from '../text/nlp.js';
import { cleanTerm, cutMeaning, looksPlural, stripIntroPhrases, type DefinitionMatch } from './definition-patterns.js';

/**
 * Textbooks define a system, a method or a kind of case by what happens inside it: "In a parliamentary system, the
 * legislature selects the prime minister"; "In negative punishment, you remove a pleasant stimulus to decrease
 * behavior"; "In job sharing, two or more employees perform the work of a full-time position". The opening
 * "In X," names the term, the clause after it says what holds there, timelessly (present tense). Read as "X: when …".
 * "Under totalitarianism, the government controls …" sets a doctrine or a system the same way.
 *
 * English written prose only (a speaker's "in this case, …" leans on the screen), and only the bare or indefinite
 * opening: "In the United States, …" and "In Citizens United, …" name a place or a case, not a kind.
 */

/** Sentence adverbials built on "in" ("In contrast, …", "In other words, …"): fixed phrases of the language, not settings. */
const DISCOURSE_PHRASE =
  /^(?:contrast|addition|fact|general|particular|practice|principle|theory|turn|terms|exchange|short|sum|summary|total|reality|effect|essence|response|return|part|order|brief|conclusion|comparison|other words|time|kind|private|public|person|detail|full|advance|earnest|retrospect|hindsight|parallel|place|sequence|common)$/i;

/**
 * Names of fields of study, by their form ("sociology", "economics", "political science", "gender studies", "chemistry",
 * "philosophy"), and the world at large ("In nature, elements rarely occur alone", "In space, however, the light of the
 * stars is steady"): a scope for a claim, not a kind the clause defines.
 */
const FIELD = /(?:ology|ography|ics|istry|osophy|\bscience|\bstudies|\bstudy|^nature|^space)$/i;

/** "In X, …" or "Under X, …"; a name set off after the term ("In partial reinforcement, also referred to as …, the …") is read past. */
const OPENING =
  /^(?<prep>In|Under)\s+(?:(?<article>an?)\s+)?(?<x>[\p{Ll}][\p{Ll}\p{N}’'-]*(?:\s+[\p{Ll}\p{N}’'-]+){0,4}),\s+(?:(?:also|sometimes|often)\s+(?:called|known\s+as|referred\s+to\s+as|termed)\s+[^,;:]{2,60},\s+)?(?<y>\S.{10,})$/u;

/** "Under totalitarianism, …", "Under majority rule, …": "under" sets a doctrine or a system; "under pressure" is a circumstance. */
const UNDER_TERM = /(?:ism|\srule|\ssystem|\sregime|\sgovernment|\slaw|\sjurisdiction|\sscrutiny|\sdoctrine|\sstandard|\smodel)$/i;

/** ", usually a hereditary ruler,": an adverb-led aside renaming the subject. */
const ASIDE = /,\s+(?:usually|often|typically|generally|normally|sometimes|mostly|always)\s+[^,;:]{2,40},\s+/i;

/** A subject that counts a whole class ("all political decisions", "both presidents and prime ministers"): timeless, not pointing. */
const QUANTIFIER = /^(?:all|both|each|every|no|most)$/i;

export interface InSettingContext {
  phraseCount(phrase: string): number;
  /** The phrase occurs in an earlier sentence. */
  namedBefore(phrase: string): boolean;
}

export function matchInSettingDefinition(sentence: string, context: InSettingContext): DefinitionMatch | undefined {
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  if (!/^(?:In|Under)\s/.test(body) || body.endsWith('?')) return undefined;
  const g = OPENING.exec(body)?.groups;
  if (!g?.x || !g.y || DISCOURSE_PHRASE.test(g.x)) return undefined;
  if (g.prep === 'Under' && !UNDER_TERM.test(g.x)) return undefined;
  const reading = readSentence(sentence);
  const words = g.x.split(/\s+/);
  const tags = readWords(words, reading);
  // A noun phrase of modifiers and a noun ("negative punishment", "job sharing"), not a gerund with its object
  // ("In making public policy, …") nor a phrase with a determiner or a pronoun ("In some cases", "In their view").
  // After its article the phrase ends on its noun at the comma, whatever the tagger says ("In a closed primary", "primary"
  // read as an adjective), and a participle before it modifies it ("closed").
  const headed = g.article !== undefined;
  const modifier = (t: TaggedToken, i: number): boolean => t.pos === 'VERB' && ((/ing$/.test(t.text) && i > 0) || (headed && /ed$/.test(t.text) && i < tags.length - 1));
  if (!tags.every((t, i) => /^(?:ADJ|NOUN)$/.test(t.pos) || modifier(t, i))) return undefined;
  if (!/^(?:NOUN|VERB)$/.test(tags.at(-1)?.pos ?? '') && !(headed && tags.length > 1 && tags.at(-1)?.pos === 'ADJ')) return undefined;
  const term = cleanTerm(g.x, reading);
  // The text keeps using the term: a one-off setting ("In ancient times") is scene-setting, not a concept taught.
  if (!term || context.phraseCount(term) < 2) return undefined;
  // "In low-income countries, …", "In humans, …": a plural names where or among whom, not a kind of arrangement.
  if (looksPlural(term)) return undefined;
  // "In economics, …", "In political science, …": a field sets the scope of a remark about its own usage.
  if (FIELD.test(term)) return undefined;
  // "In soft authoritarianism, on the other hand, regimes affirm …": an aside opens the clause.
  const main = stripIntroPhrases(g.y, reading);
  // "one ruler, usually a hereditary ruler, holds …": an aside on the subject is no list; "only" focuses the subject.
  const clauseWords = main.replace(ASIDE, ' ').replace(/^only\s+/i, '').split(/\s+/).slice(0, 12);
  const clause = readWords(clauseWords, reading);
  // "In biology, anatomy, and healthcare, …": the opening was a list, the comma did not close it.
  const verbAt = clause.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (clauseWords.slice(0, verbAt < 0 ? clauseWords.length : verbAt).some((w) => w.endsWith(','))) return undefined;
  if (!isTimelessMainClause(clause)) return undefined;
  const meaning = cutMeaning(main, { clause: true });
  if (!meaning || meaning.toLowerCase().includes(term.toLowerCase())) return undefined;
  // "In observational research, scientists are conducting a case study when they focus on one person": a condition on
  // the clause's own subject says when that subject's act holds, not what the setting is.
  if (/\s(?:when|whenever|if)\s+(?:they|it|he|she|we|you)\s/i.test(meaning)) return undefined;
  // "In a closed primary, only members … may vote": a counted kind's own head says what it is ("a primary in which …"); one
  // word ("monarchy"), a gerund ("job sharing") or a phrase without its article ("In diabetes mellitus") reads "when …".
  const head = term.split(/\s+/).at(-1) ?? '';
  if (g.article && term.includes(' ') && !/ing$/i.test(head)) {
    const article = /^[aeiou]/i.test(head) ? 'an' : 'a';
    return { term, meaning: `${article} ${head.toLowerCase()} in which ${meaning}`, form: 'noun-phrase', plural: false, confidence: 0.6, pattern: 'in-setting' };
  }
  return { term, meaning: `when ${meaning}`, form: 'when-clause', plural: false, confidence: 0.6, pattern: 'in-setting' };
}

/**
 * "a neutral stimulus is presented …", "you remove …", "regimes act …": a subject that stands on its own and a
 * present-tense verb. "this approach was …" leans on the sentence before; "the Court ruled …" tells a story.
 */
function isTimelessMainClause(tags: readonly TaggedToken[]): boolean {
  const first = tags[0];
  // "In a presidential system, there is a much stronger separation of powers …": what holds there, timelessly.
  // "there are three likely outcomes" counts what happens, it does not say what holds.
  if (first && /^there$/i.test(first.text) && /^(?:is|are)$/i.test(tags[1]?.text ?? '')) return tags[2] !== undefined && tags[2].pos !== 'NUM' && !isProForm(tags[2]);
  // A count opens a subject too ("two or more employees …", "all political decisions …").
  if (!first || (isProForm(first) && first.pos !== 'NUM' && !QUANTIFIER.test(first.text) && !/^(?:you|we|one|people|everyone|someone)$/i.test(first.text)) || /^(?:ADP|SCONJ|CCONJ|ADV|VERB|AUX|PART)$/.test(first.pos)) return false;
  // "the number of responses needed for a reward varies": a participle after its noun opens a reduced relative, not the verb.
  const found = tags.findIndex((t, i) => (t.pos === 'VERB' || t.pos === 'AUX') && !(t.pos === 'VERB' && /ed$/i.test(t.text) && tags[i - 1]?.pos === 'NOUN' && tags[i + 1]?.pos === 'ADP'));
  // "the states and national government exercise exclusive authority": a bare verb after its subject, read as a noun.
  const verb = found >= 0 ? found : tags.findIndex((t, i) => i > 0 && t.pos === 'NOUN' && tags[i - 1]?.pos === 'NOUN' && /^(?:ADJ|DET)$/.test(tags[i + 1]?.pos ?? '') && tagEnglish(`they ${t.text.toLowerCase()}`)[1]?.pos === 'VERB');
  if (verb < 1) return false;
  const v = tags[verb]!;
  // A past or a hypothetical ("an organization would generate …") tells a story, not what holds.
  if (/^(?:was|were|had|did|would|could|might)$/i.test(v.text)) return false;
  // A bare past form ("ruled", "took"): not an auxiliary's participle, and not its own lemma.
  return !(v.pos === 'VERB' && v.text.toLowerCase() !== v.lemma && !/(?:s|ing)$/i.test(v.text));
}
