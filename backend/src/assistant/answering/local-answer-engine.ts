import { splitSentences } from '../../generation/text/sentences.js';
import { termHead, writtenArticle } from '../../generation/text/articles.js';
import { createBm25Index, jaccardSimilarity } from '../../generation/text/similarity.js';
import { isDisplayable, isExampleOrExercise } from '../../generation/local/sentence-quality.js';
import { contentTerms, countWords } from '../../generation/text/tokens.js';
import { stem } from '../../generation/text/stem.js';
import {
  CitationList, nothingFound, onTopic, relevantPassages,
  type AnswerEngine, type AnswerRequest, type AnswerScope, type ComparedSide, type ComposedAnswer,
} from './answer-engine.js';
import {
  announcesList, definesAsSubject, definesByAcronym, definitionPredicate, introducedAcronym, namedInAside, definitionSentence, dropConnective, statesDefinition, headingNames, introducesName, mentionsPhrase, namesTerm, samePhrase, standing, withoutFigureReferences, termFirst, resolvedPronoun,
  type Standing,
} from './answer-sentences.js';
import { detectIntent, questionLanguage, type Intent, type NotesLanguage } from './intent.js';
import { answerLanguage, answerWording, listed } from './answer-wording.js';
import { textStems, type QueryTerm } from './question-terms.js';
import { opensOnSubject, questionSubject, subjectStanding, type QuestionSubject, type SubjectStanding } from './question-subject.js';
import { differenceSentence, sideBySide } from './difference-sentence.js';
import { detectLanguage } from '../../generation/text/language.js';
import { concedesOrSetsUp, givesCauseOf, givesPointedCauseOf, statesConsequenceOf } from './causal-sentences.js';
import type { RetrievedPassage } from './retrieved-passage.js';
import { namesAskedAttribute } from './attribute-question.js';

/**
 * The built-in engine: an extractive answer shaped by what was asked (see intent.ts). The relevant
 * passages (see relevantPassages) are cut into sentences; each is scored by the share of the
 * question's (IDF-weighted) words it contains, how well its passage matched, and BM25 among the
 * candidate sentences, plus what the intent favours (a definition, causes, the plainest wording).
 * The best sentence comes first; the others follow in reading order, each with its citation. Figure
 * pointers are cut, sentences that lean on a missing one are given with it or not at all. Nothing is
 * made up: with no relevant passage it says so.
 */

const MAX_PASSAGES = 12;
const MAX_SENTENCES = 4;
const NEAR_DUPLICATE = 0.6;
const OVERVIEW_NOTES = 4;
const RELATED_TERMS = 3;
const CAUSAL = /\b(?:because|caus\w*|lead(?:s|ing)? to|led to|result\w*|therefore|due to|so that|when|if|reason\w*|since|drives?|effect)\b/i;

interface Candidate {
  passage: RetrievedPassage;
  passageRank: number;
  sentenceIndex: number;
  /** As shown: figure pointers cut. */
  text: string;
  terms: string[];
  coverage: number;
  standing: Standing;
  score: number;
}

function hasStem(stems: ReadonlySet<string>, stem: string): boolean {
  if (stems.has(stem)) return true;
  if (stem.length < 5) return false;
  // Inflections our light stemmer keeps apart ("economic" / "economics" / "economy" share "econom"); the
  // shorter is at least half the longer: "photo" is not "photosynthesi" (as the index's family).
  for (const s of stems) if (s.length >= 5 && (s.startsWith(stem) ? s.length <= 2 * stem.length : stem.startsWith(s) && stem.length <= 2 * s.length)) return true;
  return false;
}

/** Share of the question's weight in the sentence; words only in its heading count half. */
export function sentenceCoverage(terms: readonly QueryTerm[], sentenceStems: ReadonlySet<string>, headingStems: ReadonlySet<string>): number {
  let got = 0;
  let total = 0;
  for (const t of terms) {
    total += t.idf;
    if (hasStem(sentenceStems, t.stem)) got += t.idf;
    else if (hasStem(headingStems, t.stem)) got += t.idf / 2;
    else got += t.idf * relatedCredit(t, sentenceStems);
  }
  return total > 0 ? got / total : 0;
}

/** A word near the question word in meaning ("scarcity" for "shortage") counts with its (lower) credit. */
function relatedCredit(term: QueryTerm, stems: ReadonlySet<string>): number {
  let best = 0;
  for (const r of term.related ?? []) if (r.weight > best && stems.has(r.stem)) best = r.weight;
  return best;
}

/** Curve and point labels ("S0", "(E1)") belong to a diagram the learner cannot see here. */
const DIAGRAM_LABEL = /\b[A-Z]\d\b/;

/** Fragments, examples, diagram talk and lists of numbers read badly on their own: prefer other sentences. */
/** "The next two sections discuss …": a pointer to other parts of the text, not a claim. */
const SIGNPOST = /\b(?:next|following|previous|preceding|earlier|later|this|these) (?:(?:two|three|few) )?(?:sections?|chapters?|modules?|units?)\b|\b(?:we|you) (?:will|shall) (?:see|discuss|learn|explore|look at|examine|review)\b|\bwe['’]ll (?:see|discuss|learn|explore|look at|examine|review)\b|\bas (?:mentioned|noted|discussed|described|explained|stated) (?:earlier|above|before|previously)\b|\b(?:discussed|covered|introduced) (?:earlier|above|below|in)\b|\b(?:which|as|that) we (?:discuss(?:ed)?|saw|covered|introduced|learned|studied)\b|\bfor more (?:on|about)\b|\bsee the discussion\b|\bexamples? (?:will|should|may|can|might) help (?:to )?(?:illustrate|clarify|explain|show)\b|\b(?:let['’]s|let us) (?:look at|consider) (?:an|some|a few|a couple of) examples?\b/i;

function qualityPenalty(text: string): number {
  const words = countWords(text);
  if (words < 5) return 0.3;
  if (SIGNPOST.test(text)) return 0.3;
  if (DIAGRAM_LABEL.test(text)) return 0.25;
  if (isExampleOrExercise(text)) return 0.2;
  if (!isDisplayable(text, words)) return words > 70 ? 0.15 : 0.1;
  return 0;
}

/**
 * A sentence about the term says what it is or does with the term early (its subject) or explains it
 * ("when …", "because …"); one that only passes it by ("… in terms of the prisoner's dilemma") says less.
 */
function aboutTerm(topic: string, text: string): number {
  // The term as the subject: at the very start, after an article or a dropped connective.
  const early = opensOnSubject(topic, dropConnective(text)) ? 0.08 : 0;
  const explains = /\b(?:when|because|so that|which means|in which|whereby|who|that is)\b/i.test(text) ? 0.04 : 0;
  return early + explains;
}

/** Short sentences of everyday words read plainest ("explain X simply"). */
function plainness(text: string): number {
  const words = text.split(/\s+/).filter(Boolean);
  const long = words.filter((w) => w.replace(/[^\p{L}]/gu, '').length > 9).length / Math.max(1, words.length);
  return -0.015 * Math.max(0, words.length - 18) - 0.5 * long;
}

function intentBonus(intent: Intent, c: Omit<Candidate, 'score'>, focus: HowWhyFocus | null): number {
  switch (intent.kind) {
    case 'define':
    case 'explain-simply': {
      const stated = definesAsSubject(intent.topic, c.text) || namesTerm(intent.topic, c.text) ? 0.25 : 0;
      const definition = c.passage.section === 'definition' ? 0.05 : 0;
      return stated + definition + aboutTerm(intent.topic, c.text) + (intent.kind === 'explain-simply' ? plainness(c.text) : 0);
    }
    case 'how-why': return focus ? howWhyBonus(focus, c) : CAUSAL.test(c.text) ? 0.1 : 0;
    case 'summary': return c.passage.section === 'summary' || c.passage.section === 'key-idea' ? 0.1 : 0;
    case 'key-points': return c.passage.section === 'key-idea' ? 0.15 : 0;
    case 'definitions': return c.passage.section === 'definition' ? 0.15 : 0;
    case 'compare':
    case 'quiz':
    case 'study-next':
    case 'question':
      return 0;
    default: { const unknown: never = intent; return unknown; }
  }
}

/** Sentences of the passages, scored for the question. */
function candidates(question: Intent, terms: readonly QueryTerm[], passages: readonly RetrievedPassage[], focus: HowWhyFocus | null = null): Candidate[] {
  const out: Omit<Candidate, 'score'>[] = [];
  passages.forEach((passage, passageRank) => {
    const headingStems = new Set(textStems(passage.heading ?? ''));
    splitSentences(passage.text).forEach((span, sentenceIndex) => {
      const text = withoutFigureReferences(span.text);
      if (text === null) return;
      const sentenceTerms = textStems(text);
      out.push({
        passage, passageRank, sentenceIndex, text, terms: sentenceTerms, standing: standing(text),
        coverage: sentenceCoverage(terms, new Set(sentenceTerms), headingStems),
      });
    });
  });
  const bm25 = createBm25Index(out.map((c) => c.terms)).score(terms.map((t) => t.stem));
  const topBm25 = Math.max(1e-9, ...bm25);
  return out.map((c, i) => ({
    ...c,
    score: c.coverage + 0.5 * c.passage.coverage + 0.3 * ((bm25[i] ?? 0) / topBm25) + 0.05 * c.passage.density
      + intentBonus(question, c, focus) - qualityPenalty(c.text) - 0.01 * c.passageRank - (c.standing === 'dangling' ? 0.05 : 0),
  }));
}

/** The sentence just before this one in its passage, when it was a candidate. */
function predecessor(c: Candidate, all: readonly Candidate[]): Candidate | undefined {
  return all.find((o) => o.passage === c.passage && o.sentenceIndex === c.sentenceIndex - 1);
}

/**
 * The best-scoring sentences that say something about the question, without repeats. A sentence
 * that leans on the one before it comes with that one (when it stands alone), else it is skipped.
 */
function pick(all: readonly Candidate[], max = MAX_SENTENCES, taken: Candidate[] = [], keep: (c: Candidate) => boolean = () => false): Candidate[] {
  const best = Math.max(0, ...all.map((c) => c.coverage));
  if (best === 0) return taken;
  const ranked = all.filter((c) => c.coverage >= best * 0.5 || keep(c)).sort((a, b) => b.score - a.score);
  const picked = [...taken];
  const fresh = (c: Candidate) => !picked.includes(c) && !picked.some((p) => jaccardSimilarity(p.terms, c.terms) >= NEAR_DUPLICATE);
  for (const c of ranked) {
    if (picked.length >= max) break;
    if (!fresh(c)) continue;
    if (c.standing === 'dangling') {
      const before = predecessor(c, all);
      if (picked.includes(before!)) { picked.push(c); continue; }
      if (!before || before.standing === 'dangling' || picked.length + 2 > max || !fresh(before)) continue;
      picked.push(before, c);
      continue;
    }
    picked.push(c);
  }
  return picked;
}

/** One sentence alone is rarely an answer: add its neighbour from the same passage. */
function withContext(picked: Candidate[], all: readonly Candidate[]): Candidate[] {
  if (picked.length !== 1) return picked;
  const [only] = picked as [Candidate];
  const next = all.find((c) => c.passage === only.passage && c.sentenceIndex === only.sentenceIndex + 1);
  if (!next || countWords(next.text) < 6 || jaccardSimilarity(next.terms, only.terms) >= NEAR_DUPLICATE) return picked;
  return [only, next];
}

/**
 * The best sentence first (it answers), then the rest in reading order: notes in order of their best
 * sentence, then place in the note. A sentence right after its predecessor keeps its opener; elsewhere
 * a droppable connective ("However, …") is dropped.
 */
function ordered(picked: Candidate[], canLead: (c: Candidate) => boolean = () => true, leaning?: Candidate): Candidate[] {
  if (!picked.length) return [];
  const byScore = [...picked].sort((a, b) => b.score - a.score);
  // An example or exercise sentence never leads: the answer comes first.
  const leads = (c: Candidate) => !isExampleOrExercise(c.text) && c.standing !== 'dangling';
  // The answer leaning on its predecessor leads through it (see below), ahead of sentences that fit less.
  const first = leaning ?? byScore.find((c) => leads(c) && canLead(c)) ?? byScore.find(leads) ?? byScore[0]!;
  const lead = first.standing === 'dangling' ? (picked.find((c) => c.passage === first.passage && c.sentenceIndex === first.sentenceIndex - 1) ?? first) : first;
  const notesOrder = new Map<string, number>([[lead.passage.notesId, 0]]);
  for (const c of [...picked].sort((a, b) => b.score - a.score)) if (!notesOrder.has(c.passage.notesId)) notesOrder.set(c.passage.notesId, notesOrder.size);
  const rest = picked.filter((c) => c !== lead).sort((a, b) =>
    (notesOrder.get(a.passage.notesId) ?? 0) - (notesOrder.get(b.passage.notesId) ?? 0)
    || a.passage.position - b.passage.position
    || a.sentenceIndex - b.sentenceIndex);
  // The lead's own follower stays right after it.
  const follower = rest.find((c) => c.passage === lead.passage && c.sentenceIndex === lead.sentenceIndex + 1);
  return [lead, ...(follower ? [follower] : []), ...rest.filter((c) => c !== follower)];
}

function sentenceText(c: Candidate, previous: Candidate | undefined): string {
  const joined = previous && comesRightAfter(c, previous);
  return !joined && c.standing === 'connective' ? dropConnective(c.text) : c.text;
}

function compose(sentences: Candidate[], list = new CitationList(), lines: string[] = []): ComposedAnswer {
  sentences.forEach((c, i) => lines.push(`${sentenceText(c, sentences[i - 1])} [${list.number(c.passage, c.text)}]`));
  return { answer: lines.join(' '), citations: list.citations, found: lines.length > 0 };
}

export class LocalAnswerEngine implements AnswerEngine {
  readonly name = 'local';

  async answer(request: AnswerRequest): Promise<ComposedAnswer> {
    const intent = request.intent ?? detectIntent(request.question);
    // Nothing to answer from: said in the language of the question.
    const none = (noTopic = false) => nothingFound(request.scope, questionLanguage(request.question), noTopic);
    if (intent.kind === 'compare' && request.sides?.length === 2) return compare(request.sides as [ComparedSide, ComparedSide], request.scope, request.question);
    if ((intent.kind === 'summary' || intent.kind === 'key-points' || intent.kind === 'definitions') && intent.topic === null) {
      return request.notesParts?.length ? overview(intent.kind, request.notesParts, none) : none(true);
    }
    if (request.terms.length === 0) {
      if (request.scope === 'notes' && request.notesParts?.length) return overview('summary', request.notesParts, none);
      return none(true);
    }
    // A term to define or explain: passages that define it come first, then those naming it as a phrase
    // ("public good", not "good … public"), so the definition is among the passages answered from.
    const ranked = intent.kind === 'define' || intent.kind === 'explain-simply' ? definingFirst(request.passages, intent.topic) : request.passages;
    const passages = onTopic(relevantPassages(ranked, request.terms.length, MAX_PASSAGES, request.scope), request.terms.length, intent, request.scope);
    if (!passages.length) return none();
    const focus = intent.kind === 'how-why' ? howWhyFocus(intent.topic, passages) : null;
    const all = candidates(intent, request.terms, passages, focus);
    // "What is the boiling point of water?" is not answered by what the material says of water alone.
    if ((intent.kind === 'question' || intent.kind === 'define') && request.scope === 'library' && !namesAskedAttribute(request.question, all.map((c) => c.terms))) return none();
    if (focus) return howWhyAnswer(focus, all) ?? none();
    switch (intent.kind) {
      case 'define':
      case 'explain-simply':
        return defineOrExplain(intent, all, passages, request.notesParts ?? [], languageOf(request.question, passages), continuations(intent, request, passages)) ?? none();
      case 'key-points':
      case 'definitions': {
        const section = intent.kind === 'key-points' ? 'key-idea' : 'definition';
        const parts = all.filter((c) => c.passage.section === section && c.coverage > 0);
        if (parts.length >= 2) return compose(ordered(pick(parts)));
        break;
      }
      case 'summary':
      case 'how-why':
      case 'question':
      case 'compare':
      case 'quiz':
      case 'study-next':
        break;
      default: { const unknown: never = intent; return unknown; }
    }
    const picked = pick(all);
    if (!picked.length) return none();
    return compose(ordered(withContext(picked, all)));
  }
}

/**
 * What a how/why question asks of its subject: a cause ("why …", "what causes …"), a consequence
 * ("what happens when …", "what are the effects of …"), or how it works ("how do …").
 */
interface HowWhyFocus {
  subject: QuestionSubject;
  asks: 'cause' | 'consequence' | 'process';
  /** Each sentence's standing to the subject, worked out once (it is asked for at every step). */
  standings: Map<string, SubjectStanding>;
}

function standingTo(focus: HowWhyFocus, c: Pick<Candidate, 'text' | 'passage'>): SubjectStanding {
  const key = `${c.passage.heading ?? ''}\u0000${c.text}`;
  let known = focus.standings.get(key);
  if (known === undefined) {
    known = subjectStanding(focus.subject, c.text, c.passage.heading);
    focus.standings.set(key, known);
  }
  return known;
}

const ASKS_CONSEQUENCE = /^\s*what\s+(?:happens|happened|will happen|would happen)\b|\bwhat\s+(?:is|are)\s+the\s+(?:effects?|consequences?|results?|impacts?)\b|\bhow\s+(?:does|do|did|would|will)\s+.+\s+affect\b|^\s*¿?\s*qué\s+(?:pasa|ocurre|sucede)\b|\b(?:consecuencias|efectos?)\s+de\b/iu;
const ASKS_CAUSE = /^\s*why\b|^\s*what\s+(?:causes?|caused|leads?\s+to|drives?|explains?)\b|\bpor\s*qué(?!\p{L})|\bqué\s+(?:causa|provoca)\b/iu;

function howWhyFocus(question: string, passages: readonly RetrievedPassage[]): HowWhyFocus | null {
  const subject = questionSubject(question, passages.map((p) => p.heading ?? ''), passages.map((p) => p.text));
  if (!subject) return null;
  return { subject, asks: ASKS_CONSEQUENCE.test(question) ? 'consequence' : ASKS_CAUSE.test(question) ? 'cause' : 'process', standings: new Map() };
}

/** A sentence fits the question when it is about the subject and gives what is asked (a cause, a consequence). */
function fitsQuestion(focus: HowWhyFocus, c: Pick<Candidate, 'text' | 'passage'>): number {
  const about = standingTo(focus, c);
  if (about !== 'names' && about !== 'under') return 0;
  const subject = focus.subject.subject;
  switch (focus.asks) {
    // What the subject is often is why it happens ("Adverse selection refers to the problem in which buyers know more …").
    case 'cause': return givesCauseOf(subject, c.text) || givesPointedCauseOf(subject, c.text) ? 0.2 : definesAsSubject(subject, c.text) ? 0.15 : 0;
    case 'consequence': return statesConsequenceOf(subject, c.text) ? 0.2 : 0;
    // "How does X work?": a sentence where X acts ("The pump transports …") says how, more than one naming it in a cause.
    case 'process': return (CAUSAL.test(c.text) ? 0.1 : 0) + (opensOnSubject(subject, dropConnective(c.text)) ? 0.1 : 0);
    default: { const unknown: never = focus.asks; return unknown; }
  }
}

/**
 * How/why: sentences about the subject come first, one about a sibling term ("price ceiling" for "price
 * floor") never; a sentence giving what is asked is favoured, a concession, a set-up or a worked example
 * is not.
 */
function howWhyBonus(focus: HowWhyFocus, c: Omit<Candidate, 'score'>): number {
  const about = standingTo(focus, c);
  const aboutBonus = about === 'names' ? 0.15 : about === 'under' ? 0.05 : about === 'sibling' ? -0.3 : 0;
  return aboutBonus + fitsQuestion(focus, c) - (concedesOrSetsUp(c.text) ? 0.2 : 0);
}

/**
 * The answer to a how/why question: its first sentence is about the subject and gives what is asked
 * when the material has one (such a sentence is considered even if it shares few of the question's
 * words: "When quantity supplied exceeds quantity demanded, a surplus exists." under "Price Floors");
 * sentences about a sibling are left out, and those of another note than the first's only when they name the subject.
 * The first sentence reads on its own: no diagram labels, pointers or fragments.
 */
function howWhyAnswer(focus: HowWhyFocus, all: readonly Candidate[]): ComposedAnswer | null {
  const standingOf = (c: Candidate) => standingTo(focus, c);
  // A concession, set-up or worked example is no part of a cause or a consequence ("In some cases, markets can …").
  // An agenda sentence ("The next two sections discuss …") answers nothing.
  const pool = all.filter((c) => standingOf(c) !== 'sibling' && !SIGNPOST.test(c.text) && (focus.asks === 'process' || !concedesOrSetsUp(c.text)));
  const about = (c: Candidate) => standingOf(c) !== 'other' && !concedesOrSetsUp(c.text) && qualityPenalty(c.text) === 0;
  // A cause or a consequence: the best sentence giving it is always among those picked, however many others
  // match more words, and it comes first. "How do …" asks how something works: any sentence about the subject may lead.
  const asksFor = (c: Candidate) => focus.asks !== 'process' && fitsQuestion(focus, c) > 0;
  // "The phospholipids are tightly packed … This structure causes the membrane to be selectively permeable.": a cause
  // opening on a pointer answers together with the sentence it points back to.
  const readableBefore = (c: Candidate) => {
    const before = predecessor(c, pool);
    return before && before.standing !== 'dangling' && !concedesOrSetsUp(before.text) && qualityPenalty(before.text) === 0 ? before : undefined;
  };
  const answering = pool.filter((c) => (c.standing !== 'dangling' || readableBefore(c)) && about(c) && asksFor(c)).sort((a, b) => b.score - a.score)[0];
  const taken = !answering ? [] : answering.standing === 'dangling' ? [readableBefore(answering)!, answering] : [answering];
  const picked = withContext(pick(pool, MAX_SENTENCES, taken, asksFor), pool);
  if (!picked.length) return null;
  const fitting = picked.some((c) => about(c) && asksFor(c));
  const canLead = (c: Candidate) => about(c) && (!fitting || asksFor(c));
  // "How does a refracting telescope work?" where no sentence has the telescope act: what it is (a design that uses a
  // lens …) says how it works better than a sentence that only names it.
  const whatItIs = focus.asks === 'process' && !pool.some((c) => about(c) && opensOnSubject(focus.subject.subject, dropConnective(c.text)))
    ? definitionOf(focus.subject.subject, all) : undefined;
  if (whatItIs) picked.splice(0, picked.length, whatItIs, ...picked.filter((c) => c.text !== whatItIs.text && !whatItIs.text.includes(c.text)).slice(0, MAX_SENTENCES - 1));
  const [lead, ...rest] = ordered(picked, canLead, answering?.standing === 'dangling' ? answering : whatItIs);
  // "Adverse selection refers to … This creates a problem … because …": the sentence after the first that
  // goes on giving what is asked comes right after it, even if it leans on it.
  const quoted = inSource(lead!, all);
  const next = quoted && readableNext(quoted, all);
  const goesOn = next && fitsQuestion(focus, next) > 0 && !concedesOrSetsUp(next.text) ? [next] : [];
  // "Price ceilings are enacted to keep prices low. However, when the price is not allowed to rise, … a
  // shortage occurs.": a first sentence that does not name the subject comes after the one before it that does.
  const before = quoted && standingOf(lead!) !== 'names' ? predecessor(quoted, all) : undefined;
  const namedBefore = before && standingOf(before) === 'names' && before.standing !== 'dangling' && !concedesOrSetsUp(before.text) && qualityPenalty(before.text) === 0 ? [before] : [];
  // Its connective goes: "However, when …" after "… are enacted to keep prices low." opposes nothing the learner asked.
  const first = quoted && namedBefore.length ? { ...quoted, text: dropConnective(quoted.text), standing: 'alone' as const } : lead!;
  const shown = [...namedBefore, first, ...goesOn];
  const others = rest.filter((c) => !shown.includes(c) && c !== quoted && (c.passage.notesId === lead!.passage.notesId || standingOf(c) === 'names'));
  return compose([...shown, ...others].slice(0, MAX_SENTENCES));
}

/**
 * The definition of the asked term among the passages, best first: the note's own definition of
 * exactly that term (its definitions list), then a sentence of the source that opens with the term and
 * says what it is ("A price floor is …", "Public goods have two defining characteristics: …"), then one
 * that names it ("… are called free riders").
 */
function definitionOf(topic: string, all: readonly Candidate[]): Candidate | undefined {
  const entry = (c: Candidate) => c.passage.section === 'definition' && headingNames(c.passage.heading ?? '', topic);
  // "Price controls are of two kinds." says what the term is made of only with the sentence after it.
  // "Note that kinship, or …" asks the reader to note a definition: without its opener it is none of an exercise.
  const usable = all.filter((c) => c.standing !== 'dangling' && !isExampleOrExercise(dropConnective(c.text)) && !announcesList(c.text));
  const best = (cs: readonly Candidate[]) => [...cs].sort((a, b) => b.score - a.score)[0];
  // The entry's first sentence: it is rendered with the term as its subject (definitionSentence), even
  // when the quote it keeps leans on its neighbours ("Another method … is coinsurance, which means …").
  const entries = all.filter(entry);
  const found = best(entries.filter((c) => definesAsSubject(topic, c.text) || statesDefinition(topic, c.text))) ?? best(entries.filter((c) => c.sentenceIndex === 0));
  // "reserve requirement: The Federal Reserve requires that banks keep …": the note kept as the meaning the sentence
  // before "We call this a reserve requirement." — no predicate of "X is …"; the two sentences of the source say it.
  if (found && meaningIsASentence(found)) return namedAfterItsPredecessor(topic, all) ?? found;
  // "Osmosis occurs when there is an imbalance …" says when, "Osmosis is the diffusion of water …" says what it is.
  if (found && saysOnlyWhen(topic, found.text)) return best(usable.filter((c) => c.passage.section !== 'definition' && saysWhatItIs(topic, c.text))) ?? found;
  return found
    ?? best(usable.filter((c) => definesAsSubject(topic, c.text)))
    ?? best(definedByAcronym(topic, usable, all))
    ?? best(usable.filter((c) => namesTerm(topic, c.text)))
    ?? best(all.filter((c) => namedInAside(topic, c.text) !== null))
    ?? namedAfterItsPredecessor(topic, all);
}

/** "X occurs when …", "X: happens when …": a condition, not what X is. */
function saysOnlyWhen(topic: string, text: string): boolean {
  return definitionPredicate(topic, text) !== null && /^[^,;:]*?\b(?:occurs?|happens?|exists?)\s+when\b/i.test(text);
}

/** "Osmosis is the diffusion of water …": the term, "is", then the kind it is (an article and a noun phrase). */
function saysWhatItIs(topic: string, text: string): boolean {
  return /^(?:an?|the)\s+\p{L}/iu.test(definitionPredicate(topic, text) ?? '') && /^(?:(?:an?|the)\s+)?[\p{L}\s-]+?\s+(?:is|are)\s/iu.test(text.trim());
}

/** "… known as an astronomical unit (AU) …" then "One AU is the average distance …": said of the acronym, what the term is. */
function definedByAcronym(topic: string, usable: readonly Candidate[], all: readonly Candidate[]): Candidate[] {
  const acronym = introducedAcronym(topic, all.map((c) => c.text));
  return acronym ? usable.filter((c) => definesByAcronym(acronym, c.text)) : [];
}

/**
 * A "term: meaning" entry whose meaning opens as a sentence does ("The Federal Reserve requires …", "Individuals can run
 * …": a capital, then a lower-case letter), not as a predicate ("an amount that …", "GDP divided by population").
 */
function meaningIsASentence(c: Candidate): boolean {
  const heading = c.passage.heading ?? '';
  return heading !== '' && c.text.toLowerCase().startsWith(`${heading.toLowerCase()}:`) && /^\p{Lu}\p{Ll}/u.test(c.text.slice(heading.length + 1).trim());
}

/**
 * "A firm sells below cost to drive its rivals out. This is called predatory pricing." / "… Esta
 * práctica se conoce como dumping.": the sentence naming the term points back to the one before it,
 * which says what the term is. Both together, as one sentence of the answer, define it.
 */
function namedAfterItsPredecessor(topic: string, all: readonly Candidate[]): Candidate | undefined {
  const naming = all.filter((c) => c.standing === 'dangling' && namesTerm(topic, c.text)).sort((a, b) => b.score - a.score);
  for (const named of naming) {
    const chain = pointedBackTo(named, all);
    if (chain) return { ...named, text: [...chain.map((c) => c.text), named.text].join(' '), terms: [...chain.flatMap((c) => c.terms), ...named.terms], standing: 'alone' };
    const before = predecessor(named, all);
    if (!before || before.standing === 'dangling' || isExampleOrExercise(before.text) || /\?["”’)]?$/.test(before.text)) {
      // "This could be seen as …, but sociologists use the term X to describe …": the clause naming X stands alone.
      const clause = /^.*?(?:,\s*but|;)\s+(.+)$/i.exec(named.text)?.[1];
      if (clause && standing(clause) === 'alone' && namesTerm(topic, clause)) return { ...named, text: capitalised(clause), standing: 'alone' };
      continue;
    }
    // It opens the answer: an opener joining it to what came before goes ("And if a researcher …").
    const opening = before.standing === 'connective' ? dropConnective(before.text) : before.text;
    return { ...named, text: `${opening} ${named.text}`, terms: [...before.terms, ...named.terms], standing: 'alone' };
  }
  return undefined;
}

/**
 * "Located above the erythrocytes is a pale, thin layer composed of … These are the WBCs … and the platelets … This layer
 * is referred to as the buffy coat …": the naming's pointer ("This layer") skips a sentence that leans on the same thing
 * and reaches back to the one that brings its noun in. Both sentences before it, then, say what the term is.
 */
function pointedBackTo(named: Candidate, all: readonly Candidate[]): Candidate[] | undefined {
  const noun = /^(?:this|that|these|those)\s+(\p{L}+)\s/iu.exec(named.text)?.[1];
  const between = predecessor(named, all);
  const first = between && predecessor(between, all);
  if (!noun || !between || !first || between.standing !== 'dangling' || first.standing === 'dangling') return undefined;
  if (isExampleOrExercise(first.text) || /\?["”’)]?$/.test(first.text) || !mentionsPhrase(first.text, noun) || mentionsPhrase(between.text, noun)) return undefined;
  return [{ ...first, text: first.standing === 'connective' ? dropConnective(first.text) : first.text }, between];
}

/** "formed elements of blood" → "formed elements": a name of two words or more before "of"/"in". */
function nameBeforeOf(topic: string): string | undefined {
  const name = /^(.+?)\s+(?:of|in)\s+\S/i.exec(topic)?.[1];
  return name && name.trim().split(/\s+/).length >= 2 ? name.trim() : undefined;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "… the term X to describe …", "The concept X refers to …": X in group 1. */
const TERM_NAMED = /\bthe (?:term|word|phrase|concept|label)\s+(.+?)\s+(?:(?:is used )?to (?:describe|refer to|mean|denote|name)|refers? to|describes?|means|denotes?)\b/i;

/**
 * A sentence that says what another term is: its subject, before "is a/an/the …", "refers to", "means",
 * is a name not holding the asked term ("Meritocracy is a system in which social stratification …"); a
 * pronoun is no other term.
 */
function definesAnother(topic: string, text: string): boolean {
  // "Sociologists use the term status consistency to describe … social stratification …": it gives another term its
  // meaning; the word the term is a kind of ("Geologists also use the word stratification …") is no other term.
  const termNamed = TERM_NAMED.exec(text.replace(/[“”"‘’]/g, ''))?.[1];
  if (termNamed !== undefined) return !mentionsPhrase(termNamed, topic) && !mentionsPhrase(topic, termNamed);
  const subject = /^(.*?)\s+(?:is|are)\s+(?:an?|the|one)\s+(.*)$|^(.*?)\s+(?:refers? to|means|describes)\s/i.exec(dropConnective(text));
  // "The U.S. dollar is a floating exchange rate, …": an instance of the term, not another term.
  if (subject?.[2] !== undefined && mentionsPhrase(subject[2].split(/\s+/).slice(0, topic.trim().split(/\s+/).length + 1).join(' '), topic)) return false;
  const named = (subject?.[1] ?? subject?.[3])?.replace(/^(?:an?|the)\s+/i, '').trim();
  if (!named || named.split(/\s+/).length > 4 || /[,;:()]/.test(named)) return false;
  // A pronoun or an acronym (which may stand for the asked term) is no other term.
  if (/^(?:it|its|this|that|these|those|they|their|there|here|which|what|who|one|each|both|all|such|he|she|his|her|we|our|you|your)\b/i.test(named) || /^[A-Z0-9&]{2,}$/.test(named)) return false;
  // A name holding the term is a kind of it, or the term itself ("Institutional ethnography", "The concept of meritocracy").
  return !mentionsPhrase(named, topic);
}

/**
 * The definition as it opens the answer. An entry quoting a sentence that leans on the one before it
 * ("This is called X—which occurs when …", as the note keeps it) opens as the entry recast with X as
 * its subject ("The X occurs when …": the first sentence answers), the sentence it leaned on coming next
 * (the case the text names X after); when it cannot be recast, it comes after that sentence (as a source
 * sentence naming X would: namedAfterItsPredecessor) if that one reads on its own, else as it is.
 */
/** "This is called …", "These are known as …", "Such a policy is termed …": the sentence names what the one before it describes. */
const POINTS_BACK = /^(?:this|these|that|those|such)\b/i;

function opening(term: string, quote: string, shown: string, defining: Candidate | undefined, all: readonly Candidate[]): { text: string; leanedOn?: Candidate } {
  if (standing(quote) !== 'dangling' || !defining) return { text: shown };
  const before = predecessor(defining, all);
  if (!before || before.standing === 'dangling' || /\?["”’)]?$/.test(before.text)) return { text: shown };
  // "This is called X—which …" names what the sentence before it describes: after the definition that
  // sentence reads as its case, even an example ("If a researcher told the students …"); "Another method …
  // is X, which …" leans on a sentence about something else, which is left out.
  if (shown !== quote) return POINTS_BACK.test(quote) && namesTerm(term, quote) ? { text: shown, leanedOn: before } : { text: shown };
  if (isExampleOrExercise(before.text)) return { text: shown };
  return { text: `${before.standing === 'connective' ? dropConnective(before.text) : before.text} ${quote}` };
}

/** What the material says, for how it writes a term: not the notes' entries ("random sample: when …" opens on the bare term by its form). */
function textOf(all: readonly Candidate[]): string[] {
  return all.filter((o) => o.passage.section !== 'definition').map((o) => o.text);
}

/** A definition as the answer's first sentence: the note's own entry with the term as its subject (definitionSentence). */
function shownDefinition(c: Candidate, asked: string, language: () => NotesLanguage, all: readonly Candidate[]): string {
  const term = c.passage.section === 'definition' ? c.passage.heading ?? asked : asked;
  // The article the material writes before the term ("A random sample is when …", not "Random sample is when …").
  const shown = c.passage.section === 'definition' ? definitionSentence(term, asked, c.text, language, () => writtenArticle(term, textOf(all))) : c.text;
  // "Laws that … are called price controls." → "Price controls are laws that …" (English wording: only in English notes).
  const named = /\b(?:called|known as|termed|referred to as|call)\b/i.test(shown) && language() === 'en' ? termFirst(term, shown) : null;
  return named ?? shown;
}

/**
 * The language of the answer's own words (answerLanguage: the material's, else the question's), told
 * once and only if the answer writes some: telling it reads the material.
 */
function languageOf(question: string, passages: readonly RetrievedPassage[]): () => NotesLanguage {
  let language: NotesLanguage | undefined;
  return () => (language ??= answerLanguage(question, passages.map((p) => p.text)));
}

/** Passages that define the term first: the note's own entry, then text saying what it is, then text naming it. */
function definingFirst(passages: readonly RetrievedPassage[], topic: string): RetrievedPassage[] {
  const rank = (p: RetrievedPassage): number => {
    if (p.section === 'definition' && headingNames(p.heading ?? '', topic)) return 4;
    if (!mentionsPhrase(p.text, topic)) return 0;
    const sentences = splitSentences(p.text).map((s) => s.text);
    if (sentences.some((s) => definesAsSubject(topic, s))) return 3;
    return sentences.some((s) => namesTerm(topic, s)) ? 2 : 1;
  };
  const ranks = new Map(passages.map((p) => [p, rank(p)]));
  return [...passages].sort((a, b) => ranks.get(b)! - ranks.get(a)!);
}

/**
 * The sentence of the source that states the definition (the entry's quote, or the definition itself
 * when it came from the source): what follows it there is usually what the term means in practice.
 */
function sourceOf(definition: Candidate, all: readonly Candidate[]): Candidate | undefined {
  if (definition.passage.section === 'definition') return inSource(definition, all);
  // A key idea or summary sentence quotes the source too: what follows it is there.
  return inSource(definition, all) ?? definition;
}

/** The sentence as the source says it (a note's definition or key idea quotes it): there it has neighbours. */
function inSource(c: Candidate, all: readonly Candidate[]): Candidate | undefined {
  if (c.passage.section === 'source') return c;
  return all.find((o) => o.passage.section === 'source' && o.passage.notesId === c.passage.notesId
    && (o.text === c.text || jaccardSimilarity(o.terms, c.terms) >= NEAR_DUPLICATE));
}

/**
 * The sentence that comes right after this one in the source: the next of its passage, or, when it ends
 * its passage, the first of the note's next source passage under the same heading (the source is cut into
 * passages by size, so "… refers to a society’s categorization …" may end one and its explanation open the
 * next: "Geologists also use the word “stratification” …"), when that passage was retrieved too.
 */
function nextInSource(c: Candidate, all: readonly Candidate[]): Candidate | undefined {
  const inPassage = all.find((o) => o.passage === c.passage && o.sentenceIndex === c.sentenceIndex + 1);
  if (inPassage || c.passage.section !== 'source' || all.some((o) => o.passage === c.passage && o.sentenceIndex > c.sentenceIndex)) return inPassage;
  return all.find((o) => o.sentenceIndex === 0 && followsInSource(o.passage, c.passage));
}

/** The passage continues the other one in the same note's source, under the same heading. */
function followsInSource(next: RetrievedPassage, previous: RetrievedPassage): boolean {
  return next.section === 'source' && previous.section === 'source' && next.notesId === previous.notesId
    && next.position === previous.position + 1 && (next.heading ?? '') === (previous.heading ?? '');
}

/** Whether `c` is the sentence right after `previous` in the source (it may keep an opener that joins the two). */
function comesRightAfter(c: Candidate, previous: Candidate): boolean {
  return c.passage === previous.passage ? c.sentenceIndex === previous.sentenceIndex + 1 : c.sentenceIndex === 0 && followsInSource(c.passage, previous.passage);
}

const WORKED_STEP = /^step\s+\d+\b/i;

/** The next sentence in the source, when it reads as part of an answer (not a pointer, diagram talk or a fragment). */
function readableNext(c: Candidate, all: readonly Candidate[]): Candidate | undefined {
  const next = nextInSource(c, all);
  // A worked step ("Step 10. Now sum up your columns …") belongs to its exercise.
  if (!next || countWords(next.text) < 6 || SIGNPOST.test(next.text) || DIAGRAM_LABEL.test(next.text) || WORKED_STEP.test(next.text) || !isDisplayable(next.text)) return undefined;
  return next;
}

/**
 * The sentences of the retrieved source passages that continue the ones answered from (not among them:
 * the answer keeps to its best passages), so that what follows a definition ending its passage is at hand.
 */
function continuations(intent: Intent, request: AnswerRequest, passages: readonly RetrievedPassage[]): Candidate[] {
  const next = request.passages.filter((p) => !passages.includes(p) && passages.some((q) => followsInSource(p, q)));
  return next.length ? candidates(intent, request.terms, next) : [];
}

/** A sentence giving something its name ("… known as …", "… is called …", "… se conoce como …"). */
const NAMES_SOMETHING = /\b(?:called|known as|termed|referred to as)\b|\b(?:se (?:le |les )?llaman?|se conocen? como|se denominan?)(?![\p{L}])/iu;

/**
 * What follows the definition in the source, when it reads as part of an answer (an example, a
 * consequence). A sentence that only announces a list ("Price controls come in two flavors.") comes
 * with the sentence that gives it, or not at all.
 */
function followersOf(topic: string, defining: Candidate | undefined, lead: Candidate, all: readonly Candidate[]): Candidate[] {
  const next = defining && readableNext(defining, all);
  // The next term's definition ("Meritocracy is a system …") is no part of this one's.
  if (!next || jaccardSimilarity(next.terms, lead.terms) >= NEAR_DUPLICATE || definesAnother(topic, next.text)) return [];
  // A new paragraph may turn to another point ("Moreover, the exact level of fiscal policy …"): it follows the
  // definition only when it goes on about the term (or what it is a kind of: "Geologists also use the word
  // “stratification” …") and names nothing else ("Information societies, sometimes known as … societies, …").
  if (next.passage !== defining.passage) {
    const head = termHead(topic);
    const onTerm = mentionsPhrase(next.text, topic) || (head !== '' && mentionsPhrase(next.text, head));
    if (!onTerm || (NAMES_SOMETHING.test(next.text) && !mentionsPhrase(next.text, topic))) return [];
  }
  if (!announcesList(next.text)) return [next];
  const listed = readableNext(next, all);
  return listed ? [next, listed] : [];
}

/**
 * Define X: its definition (the first sentence answers), the sentence that follows it in the source,
 * then the best sentence about X. Explain X simply: the same, the plainest sentences about it, then
 * related terms of the same note.
 */
function defineOrExplain(
  intent: DefineIntent, all: Candidate[], passages: RetrievedPassage[], notesParts: readonly RetrievedPassage[], language: () => NotesLanguage,
  continued: readonly Candidate[] = [],
): ComposedAnswer | null {
  const own = definitionOf(intent.topic, all);
  // "Explain the formed elements of blood": the text defines "the formed elements"; what they belong to is the note's topic.
  const named = own ? undefined : nameBeforeOf(intent.topic);
  const byName = named ? definitionOf(named, all) : undefined;
  const asked = byName ? { ...intent, topic: named! } : intent;
  return answerDefining(asked, own ?? byName, all, passages, notesParts, language, continued);
}

type DefineIntent = Extract<Intent, { kind: 'define' | 'explain-simply' }>;

function answerDefining(
  intent: DefineIntent, definition: Candidate | undefined, all: Candidate[], passages: RetrievedPassage[], notesParts: readonly RetrievedPassage[],
  language: () => NotesLanguage, continued: readonly Candidate[],
): ComposedAnswer | null {
  const max = 3;
  const list = new CitationList();
  let answer: ComposedAnswer;
  if (definition) {
    const defining = sourceOf(definition, all);
    const { text, leanedOn } = opening(definition.passage.heading ?? intent.topic, definition.text, shownDefinition(definition, intent.topic, language, all), defining, all);
    const lead: Candidate = { ...definition, text, standing: definition.passage.section === 'definition' ? 'alone' : definition.standing };
    // The sentence the entry leaned on comes second; what follows the entry in the source then no longer
    // follows what it leans on ("It …"), so it comes only if it reads on its own.
    const after = followersOf(intent.topic, defining, lead, [...all, ...continued]);
    const followers = leanedOn ? [leanedOn, ...after.filter((c) => c.standing !== 'dangling')] : after;
    // "… became known as the X hypothesis. It is based on …": that sentence, said of X, answers first.
    const said = leanedOn ? undefined : saidOfTheTerm(intent.topic, lead, defining, all);
    const taken = [lead, ...(said ? [said.next] : []), ...(defining && defining !== definition ? [defining] : []), ...followers];
    // Then sentences about the term itself (saysOfTheTerm). A sentence that only gives the term its name ("Sociologists use the term X to describe …", "… are called X")
    // defines it a second time: the answer has done that.
    const about = all.filter((c) => !taken.some((t) => t === c || (t.passage === c.passage && t.text.includes(c.text))) && c.passage.section !== 'definition' && saysOfTheTerm(intent.topic, c.text, language) && !introducesName(intent.topic, c.text));
    const shown = said ? [said.first, lead, ...followers.filter((c) => c !== said.next)] : [lead, ...followers];
    const rest = pick(about, taken.length + max - shown.length, taken).filter((c) => !taken.includes(c));
    const lines = [...shown, ...ordered(rest)].slice(0, max);
    // Room left: what the kind X belongs to is, when the text says ("a random sample" is a sample: "…, or a sample, a manageable number of subjects who represent a larger population").
    const kind = lines.length < max ? kindOf(intent.topic, [...taken, ...lines], all, language) : undefined;
    // The follower leans on the definition's wording when it comes right after it.
    answer = composeAfter(kind ? [...lines, kind] : lines, defining, list);
  } else {
    // No sentence defines the term: those that say something of it, when there are any ("… a free rider problem can
    // arise, in which people …"), not a worked example's step that happens to share its words.
    // One such sentence is topped up with the best of the rest (not a pointer or a story line in the first person).
    const named = pick(all.filter((c) => saysOfTheTerm(intent.topic, c.text, language)), max);
    const picked = withContext(named.length >= 2 ? named : pick(all.filter((c) => !SIGNPOST.test(c.text) && !toldInFirstPerson(c.text, language)), max, named), all);
    const chain = picked.length ? picked : leaningChain(intent.topic, all, max);
    if (!chain.length) return null;
    answer = compose(picked.length ? ordered(picked, (c) => !givesDataPoint(c.text)) : chain, list);
  }
  if (intent.kind === 'explain-simply') {
    const related = relatedTerms(intent.topic, definition?.passage.notesId ?? passages[0]!.notesId, [...notesParts, ...passages]);
    if (related.length) {
      const named = related.map((p) => `${p.heading} [${list.number(p, p.text)}]`);
      const wording = answerWording(language());
      answer.answer += ` ${wording.relatedTerms(listed(named, wording))}`;
      answer.citations = list.citations;
    }
  }
  return answer;
}

/** An amount ("$1,000", "61.8%", "80,000", "47 years", "$419 billion"); not a year, a name ("M1") or a reference ("(1939)"). */
const DATA_FIGURE = /[$€£¥]\s?\d|\d\s?(?:%|percent\b|per cent\b)|\b\d{1,3}(?:,\d{3})+\b|\b\d+\.\d+\b|\b\d+\s+(?:years?|months?|weeks?|days?|hours?|times|hundred|thousand|million|billion|trillion|people|persons)\b/i;
/** "In 2010, …", "As of 2019, …", "By 1900, …", "For the data from November 2021, …": what was so then. */
const DATED_OPENING = /^(?:in|by|as of|since|from|until|between|for the data from)\s+(?:(?:early|late|mid|the)\s+)?(?:\p{L}+\s+)?\d{4}s?\b/iu;

/**
 * A data point about the term ("In 2010, there were about 80,000 centenarians …", "For the data from November 2021,
 * the labor force participation rate is 61.8%.", "You have bought a $1,000 bond whose coupon rate is 8%."): what it
 * came to somewhere, not what it is. When nothing defines the term, a sentence that is no data point opens the answer if there is one.
 */
export function givesDataPoint(text: string): boolean {
  return DATA_FIGURE.test(text) || DATED_OPENING.test(text.trim());
}

/**
 * A character's or narrator's own voice ("I should choose not to contribute …"): a story's line, not the material's
 * claim. English words ("me" is a Spanish and French pronoun too): English material only.
 */
const FIRST_PERSON_SINGULAR = /\b(?:I|me|my|myself)\b/;

function toldInFirstPerson(text: string, language: () => NotesLanguage): boolean {
  return FIRST_PERSON_SINGULAR.test(text) && language() === 'en';
}

/**
 * A sentence that tells the learner something about the term: it names the term (not only a look-alike stem:
 * "deducted" is not "deductible"), is no example, exercise or worked step (shown only right after what it
 * illustrates), no pointer to other parts, no announced list, no line of a story told in the first person,
 * and does not say what another term is ("Meritocracy is a system in which social stratification …").
 */
function saysOfTheTerm(topic: string, text: string, language: () => NotesLanguage): boolean {
  return mentionsPhrase(text, topic) && !isExampleOrExercise(text) && !SIGNPOST.test(text) && !announcesList(text)
    && !toldInFirstPerson(text, language) && !definesAnother(topic, text);
}

/**
 * "Secondary groups are … They may also be … These groups serve an instrumental function …, meaning …":
 * when the only sentences naming the term lean on the ones before them, the best of them with the
 * sentences it leans on, back to one that stands alone (at most `max` in all), else nothing.
 */
function leaningChain(topic: string, all: readonly Candidate[], max: number): Candidate[] {
  const naming = all.filter((c) => mentionsPhrase(c.text, topic) && !isExampleOrExercise(c.text)).sort((a, b) => b.score - a.score);
  for (const named of naming) {
    const chain = [named];
    while (chain[0]!.standing === 'dangling' && chain.length < max) {
      const before = predecessor(chain[0]!, all);
      if (!before) break;
      chain.unshift(before);
    }
    if (chain[0]!.standing !== 'dangling') return chain;
  }
  return [];
}

/**
 * A definition that names the term without saying what it is ("In the 1920s, linguists … advanced this
 * idea which became known as the Sapir-Whorf hypothesis.") followed in the source by a sentence saying
 * what "it" is ("It is based on the idea that …"): that sentence with the term for its pronoun
 * (resolvedPronoun), to open the answer before the naming sentence.
 */
function saidOfTheTerm(topic: string, lead: Candidate, defining: Candidate | undefined, all: readonly Candidate[]): { first: Candidate; next: Candidate } | undefined {
  if (!defining || definesAsSubject(topic, lead.text) || !namesTerm(topic, defining.text)) return undefined;
  const next = readableNext(defining, all);
  const term = lead.passage.section === 'definition' ? lead.passage.heading ?? topic : topic;
  const text = next && resolvedPronoun(term, next.text, () => writtenArticle(term, textOf(all)));
  return next && text ? { first: { ...next, text, standing: 'alone' }, next } : undefined;
}

/**
 * "Random sample" is a kind of "sample": the sentence that says what a sample is (the note's entry, or a
 * source sentence defining or naming it without the whole term), when the answer has room for it. English
 * terms only (the head noun is the last word: "muestra aleatoria" is a "muestra").
 */
function kindOf(topic: string, shown: readonly Candidate[], all: readonly Candidate[], language: () => NotesLanguage): Candidate | undefined {
  const head = termHead(topic);
  if (head === '' || samePhrase(head, topic) || language() !== 'en') return undefined;
  const fresh = (c: Candidate) => !shown.some((s) => s === c || s.text === c.text || jaccardSimilarity(s.terms, c.terms) >= NEAR_DUPLICATE);
  const readable = (c: Candidate) => c.standing !== 'dangling' && qualityPenalty(c.text) === 0 && !SIGNPOST.test(c.text) && !announcesList(c.text) && !mentionsPhrase(c.text, topic);
  const best = (cs: readonly Candidate[]) => [...cs].sort((a, b) => b.score - a.score)[0];
  const entry = best(all.filter((c) => c.passage.section === 'definition' && headingNames(c.passage.heading ?? '', head) && fresh(c) && !mentionsPhrase(c.text, topic)));
  if (entry) return { ...entry, text: shownDefinition(entry, head, language, all), standing: 'alone' };
  const named = best(all.filter((c) => c.passage.section === 'source' && readable(c) && fresh(c) && namesAlone(head, c.text) && (definesAsSubject(head, c.text) || namesTerm(head, c.text))));
  // "The means of enforcing rules are known as sanctions." → "Sanctions are the means of enforcing rules."
  return named && { ...named, text: shownDefinition(named, head, language, all) };
}

/**
 * The noun named by itself, not as part of another kind ("…, or a sample, …", "known as sanctions",
 * "Slavery refers to …"; not "The federal income tax, which is …" for "tax", nor "an exogamous marriage"
 * for "marriage"): an article, "as", "called" or "or" right before it, or the sentence's start.
 */
function namesAlone(noun: string, text: string): boolean {
  const words = text.toLowerCase().replace(/[“”"‘’]/g, '').split(/\s+/);
  const want = stem(noun.toLowerCase());
  return words.some((w, i) => stem(w.replace(/[^\p{L}-]/gu, '')) === want && (i === 0 || /^(?:a|an|the|as|called|or|termed)$/.test(words[i - 1] ?? '')));
}

/** Like compose, where the second sentence may be the follower of `defining` (it keeps its opener there). */
function composeAfter(sentences: Candidate[], defining: Candidate | undefined, list: CitationList): ComposedAnswer {
  const lines = sentences.map((c, i) => {
    const previous = i === 1 && defining && comesRightAfter(c, defining) ? defining : sentences[i - 1];
    return `${sentenceText(c, previous)} [${list.number(c.passage, c.text)}]`;
  });
  return { answer: lines.join(' '), citations: list.citations, found: lines.length > 0 };
}

/** Other glossary terms of the same note, those that mention the topic (or are mentioned with it) first. */
function relatedTerms(topic: string, notesId: string, parts: readonly RetrievedPassage[]): RetrievedPassage[] {
  const seen = new Set<string>();
  const definitions = parts.filter((p) => {
    if (p.notesId !== notesId || p.section !== 'definition' || !p.heading || headingNames(p.heading, topic)) return false;
    const key = p.heading.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const topicWords = new Set(contentTerms(topic));
  const closeness = (p: RetrievedPassage) => contentTerms(`${p.heading} ${p.text}`).filter((w) => topicWords.has(w)).length;
  return definitions.sort((a, b) => closeness(b) - closeness(a) || a.position - b.position).slice(0, RELATED_TERMS);
}

/**
 * A side's definition (or its best sentence) and the difference in one sentence: the material's own
 * sentence setting the two against each other, else what the two definitions do not share.
 */
function compare(sides: [ComparedSide, ComparedSide], scope: AnswerScope, question: string): ComposedAnswer {
  const answeredFrom: RetrievedPassage[] = [];
  const found = sides.map((side) => {
    const passages = relevantPassages(side.passages, side.terms.length, MAX_PASSAGES, scope);
    if (!passages.length) return null;
    answeredFrom.push(...passages);
    const intent: Intent = { kind: 'define', topic: side.topic };
    const all = candidates(intent, side.terms, passages);
    const definition = definitionOf(side.topic, all);
    const best = definition ?? pick(all, 1)[0];
    return best ? { side, sentence: best, all, predicate: definitionPredicate(side.topic, best.text) } : null;
  });
  const [a, b] = found;
  if (!a && !b) return nothingFound(scope, questionLanguage(question));
  const language = languageOf(question, answeredFrom);
  const list = new CitationList();
  const lines: string[] = [];
  for (const f of found) if (f) lines.push(`${shownDefinition(f.sentence, f.side.topic, language, f.all)} [${list.number(f.sentence.passage, f.sentence.text)}]`);
  const contrast = a && b ? contrastSentence(sides, [a.sentence, b.sentence]) : undefined;
  if (a && b) {
    if (contrast) {
      lines.push(`${contrast.text} [${list.number(contrast.passage, contrast.text)}]`);
    } else if (a.predicate && b.predicate) {
      // What the two definitions do not share (an English reading), else both side by side.
      const language = detectLanguage(`${a.sentence.text} ${b.sentence.text}`);
      const [sideA, sideB] = [{ term: a.side.topic, predicate: a.predicate, sentence: a.sentence.text }, { term: b.side.topic, predicate: b.predicate, sentence: b.sentence.text }];
      lines.push((language === 'en' ? differenceSentence(sideA, sideB) : null) ?? sideBySide(sideA, sideB, language));
    } else {
      // Neither side is defined in so many words: a sentence naming both may still say how they stand to each other.
      const namesBoth = (text: string) => mentionsPhrase(text, sides[0].topic) && mentionsPhrase(text, sides[1].topic);
      const both = sentenceNamingBoth(sides, [a.sentence, b.sentence]);
      if (both) lines.push(`${both.text} [${list.number(both.passage, both.text)}]`);
      else if (!namesBoth(a.sentence.text) && !namesBoth(b.sentence.text)) lines.push(answerWording(language()).differenceNotStated(a.side.topic, b.side.topic));
    }
  } else {
    const missing = (a ? sides[1] : sides[0]).topic;
    lines.push(answerWording(language()).nothingToCompare(missing));
  }
  return { answer: lines.join(' '), citations: list.citations, found: true };
}

const CONTRAST = /\b(?:while|whereas|but|unlike|in contrast|on the other hand|however|instead|rather than|opposite|mientras que|a diferencia de|en cambio|pero|sin embargo|en lugar de)(?![\p{L}])/iu;

/**
 * "A price ceiling keeps …, while a price floor keeps …": one side before the contrast word, the other
 * after it. "… make moral hazard and adverse selection disappear, but …" contrasts something else.
 */
export function setsAgainst(text: string, a: string, b: string): boolean {
  const m = CONTRAST.exec(text);
  if (!m) return false;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  // "Unlike a price floor, a price ceiling …": the contrast word opens the sentence, its side follows it up to the comma.
  const [first, second] = before.trim() === '' ? [after.split(',')[0] ?? '', after.split(',').slice(1).join(',')] : [before, after];
  return (mentionsPhrase(first, a) && mentionsPhrase(second, b)) || (mentionsPhrase(first, b) && mentionsPhrase(second, a));
}

/** A sentence of the material that names both sides and sets them against each other. */
function contrastSentence(sides: [ComparedSide, ComparedSide], used: Candidate[]): Candidate | undefined {
  return bestOfBothSides(sides, used, (text) => setsAgainst(text, sides[0].topic, sides[1].topic));
}

/** A sentence of the material that names both sides, whatever it says of them. */
function sentenceNamingBoth(sides: [ComparedSide, ComparedSide], used: Candidate[]): Candidate | undefined {
  return bestOfBothSides(sides, used, (text) => mentionsPhrase(text, sides[0].topic) && mentionsPhrase(text, sides[1].topic));
}

function bestOfBothSides(sides: [ComparedSide, ComparedSide], used: Candidate[], fits: (text: string) => boolean): Candidate | undefined {
  const passages = [...sides[0].passages, ...sides[1].passages];
  const terms = [...sides[0].terms, ...sides[1].terms];
  return candidates({ kind: 'question', topic: '' }, terms, passages)
    .filter((c) => !used.some((u) => u.text === c.text) && c.standing !== 'dangling' && fits(c.text))
    .sort((x, y) => y.score - x.score)[0];
}

/**
 * "Summarize my notes" / "this note", key points, definitions: from the notes' own parts, grouped by
 * note (most recent first), each item cited.
 */
function overview(kind: 'summary' | 'key-points' | 'definitions', parts: readonly RetrievedPassage[], none: () => ComposedAnswer): ComposedAnswer {
  const section = kind === 'key-points' ? 'key-idea' : kind === 'definitions' ? 'definition' : 'summary';
  const byNote = new Map<string, RetrievedPassage[]>();
  for (const p of parts) byNote.set(p.notesId, [...(byNote.get(p.notesId) ?? []), p]);
  const notes = [...byNote.values()].slice(0, OVERVIEW_NOTES);
  const perNote = Math.max(1, Math.min(2, Math.floor(6 / notes.length)));
  const list = new CitationList();
  const lines: string[] = [];
  for (const noteParts of notes) {
    const chosen = noteParts.filter((p) => p.section === section);
    if (section === 'summary') {
      const summary = chosen[0];
      if (!summary) continue;
      const sentences = splitSentences(summary.text).map((s) => withoutFigureReferences(s.text)).filter((s): s is string => s !== null);
      const wanted = notes.length === 1 ? 4 : perNote;
      let taken = 0;
      for (const [i, s] of sentences.entries()) {
        if (taken >= wanted) break;
        if (i > 0 && taken === 0 && standing(s) === 'dangling') continue;
        lines.push(`${taken === 0 && standing(s) === 'connective' ? dropConnective(s) : s} [${list.number(summary, s)}]`);
        taken++;
      }
    } else {
      for (const p of chosen.slice(0, notes.length === 1 ? 4 : perNote)) {
        const text = withoutFigureReferences(p.text) ?? p.text;
        lines.push(`${section === 'definition' && definitionPredicate(p.heading ?? '', text) === null && !text.toLowerCase().includes((p.heading ?? '').toLowerCase()) ? `${p.heading}: ${text}` : text} [${list.number(p, text)}]`);
      }
    }
  }
  if (!lines.length) return kind === 'summary' ? none() : overview('summary', parts, none);
  return { answer: lines.join(' '), citations: list.citations, found: true };
}
