import { isNominalAt, tagEnglish } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { isGenericTerm, isNounPhraseTerm, startsWithDeictic } from './card-gates.js';
import { withoutLeadingArticle } from '../text/articles.js';
import { DETERMINER_LIKE, recurringPhrases, UNIT_WORD } from './key-terms.js';
import type { PreparedDocument } from './prepare-document.js';
import { numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';

/**
 * Outline titles a student would write: a section is named after the concept it teaches, a noun
 * phrase it defines or uses more than the rest of the source does; the whole after the concept
 * its sections share. A size, a count, a direction or a phrase of speech ("tiny change", "two
 * functions", "right", "making sure") describes what is on screen, it names nothing to learn.
 */

/** Counts and ordinals open a description ("two functions", "third line"), not a name. */
const COUNT_WORD = new RegExp(
  String.raw`^(?:${wordGroup(numberWords('en', 1, 10))}|per|${wordGroup(numberWords('es', 2, 5))}|primer|primera|primero|segundo|segunda|tercer|tercera|tercero|` +
    String.raw`${wordGroup(numberWords('fr', 2, 4))}|premier|première|deuxième|troisième|${wordGroup(numberWords('de', 2, 4))}|erste[rsnm]?|zweite[rsnm]?|dritte[rsnm]?)$`,
  'i',
);

/**
 * Size, degree and praise adjectives before a noun describe this example ("tiny nudge", "lower
 * bound", "given vector", "nice representation"), English and the prenominal ones of other languages.
 */
const DESCRIBING_WORD =
  /^(?:tiny|huge|nice|good|bad|great|little|lower|upper|bigger|smaller|larger|given|certain|possible|top|bottom|whole|quick|easy|hard|important|interesting|pequeño|pequeña|pequeños|pequeñas|gran|grande|grandes|bonito|bonita|bonitos|bonitas|buen|bueno|buena|mal|malo|mala|mejor|peor|nuevo|nueva|último|última|mismo|misma|cierto|cierta|otro|otra|mucho|mucha|poco|poca|petit|petite|petits|petites|grand|grande|beau|belle|bon|bonne|nouveau|nouvelle|même|autre|klein|kleine|kleiner|kleines|groß|große|großer|großes|schön|schöne|gut|gute|neue|neuer|andere|anderer)$/i;

/**
 * An adjective placing a thing in the working ("total number", "final result", "resulting wave", "intermediate
 * vector") names a moment of the example in two words; in a longer name it may be part of a concept ("total
 * internal reflection", "intermediate value theorem"). English.
 */
const STAGE_WORD = /^(?:total|final|resulting|intermediate|overall|actual|original|entire)$/i;

/** A side points at the screen ("right hand", "left side"); a unit opening a name still names ("unit vector"). */
const DIRECTION_WORD = /^(?:right|left|derecha|izquierda|droite|gauche|rechts|links)$/i;

/** The medium is not the topic ("en este vídeo", "this channel"). */
const MEDIUM_WORD = /^(?:videos?|vídeos?|vidéos?|channels?|canal|canales|chaînes?|kanal|episodes?|episodios?|épisodes?|folge|lessons?|lecciones?|leçons?)$/i;

/**
 * Whether a key term can head an outline entry: a noun phrase naming a concept, not a description or speech.
 * `headSeenAsNoun`: its sentences showed its last word is a noun there (headIsNounInSection), so its tag out of
 * context ("kick" in "phase kick" reads as a verb alone) is not asked.
 */
export function isTitleTerm(term: string, language: string, headSeenAsNoun = false): boolean {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return false;
  if (!isNounPhraseTerm(term, language) || isGenericTerm(term, language)) return false;
  const first = words[0]!;
  const last = words.at(-1)!;
  if (words.some((w) => COUNT_WORD.test(w)) || /^\p{N}/u.test(first) || UNIT_WORD.test(last) || (words.length === 1 && UNIT_WORD.test(first)) || DIRECTION_WORD.test(first)) return false;
  if (words.some((w) => MEDIUM_WORD.test(w))) return false;
  if (words.length > 1 && (DETERMINER_LIKE.test(first) || DESCRIBING_WORD.test(first))) return false;
  if (!language.toLowerCase().startsWith('en')) return true;
  if (words.length === 2 && STAGE_WORD.test(first)) return false;
  // "The term Julia set", "the name Bayes rule": the name is what follows ("word embeddings" is a name itself).
  if (words.length > 1 && /^(?:term|name|phrase|notion)$/i.test(first)) return false;
  const tags = tagEnglish(term).filter((t) => t.pos !== 'PUNCT');
  // Alone, a word's reading shows only in its sentences (the lite model tags "derivative" ADJ): see usedAsNoun.
  if (words.length === 1) return tags.length === 1 && /^(?:NOUN|PROPN|ADJ)$/.test(tags[0]!.pos);
  // The head names the thing: a noun ("making sure", "problem solving" end on an adjective or a verb).
  if (!headSeenAsNoun && !/^(?:NOUN|PROPN)$/.test(tags.at(-1)?.pos ?? '')) return false;
  // Out of context a noun modifier may read as a verb ("dot product": isNounPhraseTerm weighed that), "zero" as a
  // number ("zero vector"; counts were refused above); an adverb belongs to speech.
  // A possessive names whose it is ("L'Hôpital's rule").
  return tags.slice(0, -1).every((t) => /^(?:NOUN|PROPN|ADJ|ADP|VERB|NUM)$/.test(t.pos) || /^['’]s$/i.test(t.text));
}

const CONTEXT_SENTENCES = 4;

/** A single English word heads a noun phrase where the section says it ("lands", "lines" are verbs there). */
export function usedAsNoun(section: PreparedDocument, word: string): boolean {
  const lower = word.toLowerCase();
  let uses = 0;
  let nominal = 0;
  for (const s of section.sentences) {
    if (uses >= CONTEXT_SENTENCES) break;
    if (findWholeWords(s.text.toLowerCase(), lower) < 0) continue;
    const tags = tagEnglish(s.text);
    const at = tags.findIndex((t) => t.text.toLowerCase() === lower);
    if (at < 0) continue;
    uses++;
    // Named, a noun takes a determiner or a modifier ("the layer", "each edge"); "i-hat lands" is a verb after its subject.
    const determined = /^(?:DET|ADJ|ADP|NUM|PRON)$/.test(tags[at - 1]?.pos ?? '');
    // A noun after a noun modifier heads a compound ("vector addition"); an -s form after a singular noun is a verb
    // agreeing with its subject, whatever its tag ("where that vector lands").
    const compoundHead = tags[at - 1]?.pos === 'NOUN' && tags[at]!.pos === 'NOUN' && !/[^s]s$/.test(lower);
    if ((determined || compoundHead) && isNominalAt(tags, at) && !/^(?:NOUN|PROPN)$/.test(tags[at + 1]?.pos ?? '')) nominal++;
  }
  return uses > 0 && nominal * 2 > uses;
}

/**
 * A phrase's last word is a noun where the section says the phrase ("that phase kick", "a step function"): in most
 * of its sentences the tagger reads it as a noun, or a determiner opens the phrase and no object follows it ("the
 * phase kick depends on…"; "the wave kicks the charge" has a verb).
 */
export function headIsNounInSection(section: PreparedDocument, phrase: string): boolean {
  const words = phrase.toLowerCase().split(/\s+/);
  let uses = 0;
  let nominal = 0;
  for (const s of section.sentences) {
    if (uses >= CONTEXT_SENTENCES) break;
    if (findWholeWords(s.text.toLowerCase(), words.join(' ')) < 0) continue;
    const tags = tagEnglish(s.text);
    const at = tags.findIndex((_, i) => words.every((w, k) => tags[i + k]?.text.toLowerCase() === w));
    if (at < 0) continue;
    uses++;
    const head = at + words.length - 1;
    const next = tags[head + 1]?.pos ?? '';
    const taggedNoun = /^(?:NOUN|PROPN)$/.test(tags[head]!.pos);
    // A participle after a noun is a verb whatever opens the phrase ("the vector rotating", "the charges oscillating").
    const determined = /^(?:DET|ADJ|NUM)$/.test(tags[at - 1]?.pos ?? '') && !/(?:ing|ed)$/.test(words.at(-1)!);
    // An object after the head makes it a verb ("the wave kicks the charge"); a noun after it, a modifier.
    if ((taggedNoun || determined) && !/^(?:NOUN|PROPN|DET|PRON|NUM)$/.test(next)) nominal++;
  }
  return uses > 0 && nominal * 2 > uses;
}

/**
 * A phrase mostly said inside a longer key phrase ("higher order", "order derivatives" in "higher
 * order derivatives") is a piece of that name, not a name.
 */
function partOfLonger(term: string, terms: readonly string[], count: (t: string) => number): boolean {
  const key = term.toLowerCase();
  const longer = terms.filter((t) => {
    const other = t.toLowerCase();
    return other.startsWith(`${key} `) || other.endsWith(` ${key}`);
  });
  if (longer.length === 0) return false;
  const own = count(term);
  return longer.some((t) => count(t) * 2 >= own);
}

/**
 * Sentences lower-cased once per document, and all of them joined: titles ask phraseCount for many
 * phrases in each section and the whole, and most phrases are absent from most sentences.
 */
const lowered = new WeakMap<readonly { text: string }[], { sentences: string[]; all: string }>();

function loweredSentences(doc: PreparedDocument): { sentences: string[]; all: string } {
  let cached = lowered.get(doc.sentences);
  if (!cached) {
    const sentences = doc.sentences.map((s) => s.text.toLowerCase());
    cached = { sentences, all: sentences.join('\n') };
    lowered.set(doc.sentences, cached);
  }
  return cached;
}

/** Uses of the phrase in singular or plural, whole words, case-insensitive. */
export function phraseCount(doc: PreparedDocument, phrase: string): number {
  const singular = singularOf(phrase);
  const { sentences, all } = loweredSentences(doc);
  // Both forms begin with the singular: where it is absent, so are they.
  if (!all.includes(singular)) return 0;
  const forms = [...new Set([singular, `${singular}s`])];
  let count = 0;
  for (const text of sentences) {
    if (!text.includes(singular)) continue;
    for (const form of forms) {
      let offset = 0;
      for (let at = findWholeWords(text, form); at >= 0; at = findWholeWords(text.slice(offset), form)) {
        count++;
        offset += at + form.length;
      }
    }
  }
  return count;
}

function singularOf(phrase: string): string {
  return phrase.toLowerCase().replace(/(?<=[^s])s$/, '');
}

/** "Linear transformations" and "linear transformation", "redes neuronales" and "red neuronal" are one outline entry. */
export function titleKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/(?<=[^s])s$/, '').replace(/(?<=\p{L}{2})e$/u, ''))
    .join(' ');
}

export interface SectionTitleInput {
  /** Terms the section defines, in order. */
  defined: readonly string[];
  /** The section's recurring key phrases, most repeated first. */
  recurring: readonly string[];
  section: PreparedDocument;
  whole: PreparedDocument;
  language: string;
  /** Keys (titleKey) of titles earlier sections took. */
  used: ReadonlySet<string>;
}

/** Uses below this, an undefined phrase is said in passing, not taught. */
const MIN_SECTION_USES = 2;
const MIN_SOURCE_USES = 3;
const MULTI_WORD_WEIGHT = 5;
const DEFINED_NAME_BONUS = 1000;

/**
 * The section's concept: a title-worthy term it defines or uses often and mostly here (uses in the
 * section times the share of the source's uses that fall in it), a multi-word name before a single word.
 */
export function sectionConcept(input: SectionTitleInput): string | undefined {
  // "Una matriz" from a definition's subject is titled "Matriz": an outline heading takes no article.
  const definedTerms = input.defined.map(withoutLeadingArticle);
  const definedKeys = new Set(definedTerms.map((t) => t.toLowerCase()));
  const seen = new Set<string>();
  const scored: { term: string; score: number }[] = [];
  let aside: string | undefined;
  const consider = (term: string, pieceOf: readonly string[]): void => {
    const key = titleKey(term);
    // "Networks" after "Neural networks": an earlier title's head word names that part again.
    if (seen.has(key) || input.used.has(key) || [...input.used].some((u) => u.endsWith(` ${key}`))) return;
    seen.add(key);
    const english = input.language.toLowerCase().startsWith('en');
    // Out of context the lite tagger reads some nouns as verbs ("kick", "step"): a phrase is then judged where it is said.
    const titleWorthy = isTitleTerm(term, input.language) || (english && term.includes(' ') && isTitleTerm(term, input.language, true) && headIsNounInSection(input.section, term));
    if (!titleWorthy) return;
    if (english && !term.includes(' ') && !usedAsNoun(input.section, term)) return;
    if (partOfLonger(term, pieceOf, (t) => phraseCount(input.section, t))) return;
    const defined = definedKeys.has(term.toLowerCase());
    const here = phraseCount(input.section, term);
    const everywhere = Math.max(here, phraseCount(input.whole, term), 1);
    // A phrase said twice in the whole lecture ("clear picture") describes a moment; a concept recurs.
    if (!defined && (here < MIN_SECTION_USES || everywhere < MIN_SOURCE_USES)) {
      // A name said twice and only here ("biological analogy") still beats a number when nothing else names the part.
      if (!aside && term.includes(' ') && here >= MIN_SECTION_USES && here === everywhere) aside = term;
      return;
    }
    // A name of several words ("chain rule") before a single word the section repeats ("height").
    // "More than elsewhere": the section's share of the uses against its share of the words (a short
    // section saying the lecture's main term a few times still names it), dampened so frequency counts too.
    const lift = (here / everywhere) / Math.min(1, Math.max(input.section.wordCount, 1) / Math.max(input.whole.wordCount, 1));
    // A name the section defines ("identity transformation") is what it teaches, however often it is said.
    const taught = defined && term.includes(' ') ? DEFINED_NAME_BONUS : 0;
    const score = taught + Math.max(here, 1) * Math.log2(1 + lift) * (defined ? 2 : 1) * (term.includes(' ') ? MULTI_WORD_WEIGHT : 1);
    scored.push({ term, score });
  };
  for (const term of [...definedTerms, ...input.recurring.map(withoutLeadingArticle)]) consider(term, input.recurring);
  // A short part repeats few phrases of its own: the lecture's key phrases it says most (the "Laplacian" of a
  // two-minute part) still name it rather than a number.
  if (scored.length === 0 && !aside) {
    const lecture = wholeRecurring(input.whole, input.language);
    // Names only: a lone word said twice in a short part ("people", "graph") is a passing word, not its topic.
    for (const term of lecture.map(withoutLeadingArticle)) if (term.includes(' ')) consider(term, lecture);
  }
  const best = scored.reduce<{ term: string; score: number } | undefined>((top, c) => (!top || c.score > top.score ? c : top), undefined);
  if (!best) return aside;
  return best.term.includes(' ') ? best.term : (kindOf(best.term, scored, input.language) ?? best.term);
}

const wholeRecurringCache = new WeakMap<PreparedDocument, string[]>();

/** The whole source's recurring key phrases, found once per source. */
function wholeRecurring(whole: PreparedDocument, language: string): string[] {
  let found = wholeRecurringCache.get(whole);
  if (!found) {
    found = recurringPhrases(whole, language);
    wholeRecurringCache.set(whole, found);
  }
  return found;
}

/** Romance noun phrases put the head first ("aproximación cuadrática"), English and German last. */
const HEAD_FIRST = /^(?:es|fr|it|pt)/i;

/**
 * A bare word heading names the section says ("approximation" in "quadratic approximation", "capas" in
 * "capas ocultas"): the outline names the kind it is about, the best-scored such name.
 */
function kindOf(word: string, scored: readonly { term: string; score: number }[], language: string): string | undefined {
  const head = titleKey(word);
  let best: { term: string; score: number } | undefined;
  for (const c of scored) {
    const words = titleKey(c.term).split(' ');
    if (words.length < 2 || (HEAD_FIRST.test(language) ? words[0] : words.at(-1)) !== head) continue;
    if (!best || c.score > best.score) best = c;
  }
  return best?.term;
}

/**
 * The whole's concept: the title-worthy key term the most sections use, a section's title or
 * a term the first section defines before others (a lecture opens on its subject), three uses at least.
 */
export function centralConcept(candidates: readonly string[], sections: readonly PreparedDocument[], sectionTitles: readonly string[], whole: PreparedDocument, language: string, openingDefinitions: readonly string[] = []): string | undefined {
  const terms = candidates.map(withoutLeadingArticle);
  const opening = new Set(openingDefinitions.map((t) => titleKey(withoutLeadingArticle(t))));
  const titles = new Set(sectionTitles.map(titleKey));
  const openingTitle = titleKey(sectionTitles[0] ?? '');
  let best: { term: string; score: number } | undefined;
  const seen = new Set<string>();
  for (const term of terms) {
    const key = titleKey(term);
    if (seen.has(key) || !term.includes(' ') || !isTitleTerm(term, language)) continue;
    seen.add(key);
    if (partOfLonger(term, terms, (t) => phraseCount(whole, t))) continue;
    const total = phraseCount(whole, term);
    if (total < 3) continue;
    const spread = sections.filter((s) => phraseCount(s, term) > 0).length;
    // The opening section's title or defined term counts most: a lecture opens on its subject.
    const named = opening.has(key) || key === openingTitle ? 1 : titles.has(key) ? 0.5 : 0;
    // Spread first, but a term said often in the opening section names the lecture over one said thrice in two.
    const score = spread + named + total / 5;
    if (!best || score > best.score) best = { term, score };
  }
  return best?.term;
}

/** The lite tagger reads a lone "pastoral" as a noun; an adjective's ending says what it is. */
const ADJECTIVE_ENDING = /(?:al|ic|ian|ive|ous|ary|ful|less)$/i;

function readsAsAdjective(word: string): boolean {
  const tag = tagEnglish(word)[0];
  return tag?.pos === 'ADJ' || (tag?.pos === 'NOUN' && ADJECTIVE_ENDING.test(word));
}

/**
 * A heading that is a feature's teaser ("That Will Be How Much?", "Is It Fair?") or leans on what came before it
 * asks nothing on its own: "What is the key point about that will be how much?".
 */
export function isTeaserHeading(title: string, language: string): boolean {
  const text = title.trim().replace(/^[¿¡]/u, '');
  return startsWithDeictic(text, language) || (/\?$/.test(text) && !WH_OPENER.test(text));
}

const WH_OPENER = /^(?:why|how|what|when|where|which|who|whose|whom|por qué|cómo|qué|cuándo|dónde|cuál|quién|pourquoi|comment|quand|où|quel|quelle|qui|warum|wie|was|wann|wo|welche[rsmn]?|wer)(?![\p{L}])/iu;

/**
 * A lone adjective under a heading of kinds ("Preindustrial Societies" › "Pastoral") is short for the kind: asked
 * about as "Pastoral societies". With no such heading before it, it names no topic to ask about.
 */
export function kindNamedByAdjective(title: string, earlierTitles: readonly string[]): string | undefined {
  if (title.trim().includes(' ') || !readsAsAdjective(title.trim().toLowerCase())) return title;
  for (const earlier of [...earlierTitles].reverse()) {
    const kinds = tagEnglish(earlier.toLowerCase()).at(-1);
    if (kinds?.pos === 'NOUN' && /[^s]s$/i.test(kinds.text)) return `${title} ${kinds.text.toLowerCase()}`;
  }
  return undefined;
}
