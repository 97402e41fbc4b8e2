import escapeStringRegexp from 'escape-string-regexp';
import { tagEnglish } from '../../generation/text/nlp.js';
import { isContentWord, wordTokens } from '../../generation/text/tokens.js';
import { mentionsPhrase, phraseStems, samePhrase } from './answer-sentences.js';

/**
 * What a how/why question is about, read against the material: "price floor" in "What happens when a
 * price floor is set above the equilibrium?", "public goods" in "Why is it hard for markets to provide
 * public goods?". The subject is the longest run of the question's words that the material uses as a
 * term: a heading of a passage (a section title, a defined term). Its siblings are the other terms of
 * those headings that share a word with it ("price ceiling" for "price floor"): a sentence about a
 * sibling is not about the subject, however many of the question's words it holds.
 */
export interface QuestionSubject {
  subject: string;
  siblings: string[];
}

/** A heading longer than this is a title ("Positive Externalities in Public Health Programs"), not a term. */
const MAX_TERM_WORDS = 4;
const MAX_SUBJECT_WORDS = 4;

/** "The Adverse Selection Problem" → "Adverse Selection Problem": a term as a title writes it. */
function asTerm(heading: string): string {
  return heading.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/^\s*(?:the|an?|el|la|los|las|un|una)\s+/i, '').trim();
}

/** The question's word runs, longest first, then earliest: each starts and ends with a content word. */
function runs(question: string): string[] {
  const words = wordTokens(question);
  const out: { text: string; length: number; start: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_SUBJECT_WORDS && i + n <= words.length; n++) {
      const first = words[i]!;
      const last = words[i + n - 1]!;
      if (!isContentWord(first.lower) || !isContentWord(last.lower)) continue;
      out.push({ text: question.slice(first.start, last.end), length: n, start: i });
    }
  }
  return out.sort((a, b) => b.length - a.length || a.start - b.start).map((r) => r.text);
}

/** "How does a refracting telescope work?": the verb asks how; it is no part of the subject ("telescope work"). The thing asked about is group 1. */
const HOW_IT_WORKS = /^\s*how\s+(?:do|does|did|can|could)\s+(?:(?:a|an|the)\s+)?(.+?)\s+(?:work|function|operate)\s*\??\s*$/i;

/**
 * `texts`: the passages' own text. When no heading names a run of the question, a run of two words or more that
 * the texts use, in two places at least ("the sodium-potassium pump", "the cell membrane"), is the subject; so is
 * such a run that holds the run a heading names and says more ("refracting telescope" under "Telescopes").
 */
export function questionSubject(question: string, headings: readonly string[], texts: readonly string[] = []): QuestionSubject | null {
  const named = [...new Set(headings.map(asTerm).filter(Boolean))];
  const asked = runs(HOW_IT_WORKS.exec(question)?.[1] ?? question);
  const headed = asked.find((run) => named.some((h) => mentionsPhrase(h, run)));
  const used = asked.find((run) => run.split(/\s+/).length >= 2 && texts.filter((t) => mentionsPhrase(t, run)).length >= 2);
  // "How does a refracting telescope work?" under "Telescopes": the texts' longer name holding the heading's is the subject.
  // A verb before it ("provide public goods") makes no name: the texts write the longer name after an article.
  const longer = headed && used && used.length > headed.length && mentionsPhrase(used, headed) && texts.some((t) => followsArticle(t, used));
  const subject = longer ? used : headed ?? used;
  if (!subject) return null;
  const own = new Set(phraseStems(subject));
  const siblings = named.filter((h) => h.split(/\s+/).length <= MAX_TERM_WORDS && !mentionsPhrase(h, subject) && !samePhrase(h, subject)
    && !mentionsPhrase(subject, h) && phraseStems(h).some((s) => own.has(s)));
  return { subject, siblings };
}

/**
 * Wordings that name their subject whole: "How does a water pump work?", "Who invented the light bulb?". What sits
 * between the asking words and the end (or "work") is the thing asked about, not a bag of words.
 */
const NAMED_WHOLE = [
  HOW_IT_WORKS,
  /^\s*who\s+(?:invented|discovered|designed|built|created|developed)\s+(?:(?:a|an|the)\s+)?(.+?)\s*\??\s*$/i,
];
const MAX_NAMED_WORDS = 4;
/**
 * "How do plant cells make food?": after "do" the subject is plural, so it ends on its first plural word ("cells");
 * what follows is the verb, which the tagger often takes for a noun ("astronomers record", "cars store").
 */
const PLURAL_SUBJECT = /^\s*(?:how|why|when|where|what)\s+(?:do|did|can|could)\s+(?:(?:the|these|those)\s+)?((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+(?<!s)s)(?![\p{L}])/iu;

/**
 * The thing a question names whole, when it is a name of two words or more ("water pump", "light bulb"):
 * the material must write it as that phrase, since its head word alone ("the sodium-potassium pump") is
 * another thing. Null when the wording does not name it whole, or names one word or a clause.
 */
export function namedWholeSubject(question: string): string | null {
  for (const wording of NAMED_WHOLE) {
    const named = wording.exec(question)?.[1]?.trim();
    if (!named) continue;
    const words = named.split(/\s+/);
    return words.length >= 2 && words.length <= MAX_NAMED_WORDS && words.every(isContentWord) ? named : null;
  }
  const plural = PLURAL_SUBJECT.exec(question)?.[1];
  return plural ? compoundOf(plural) : null;
}

/**
 * The nouns of a plural subject, its adjectives dropped: "plant cells", "cell phones", "blood cells" (of "white blood
 * cells"). "larger telescopes", "big molecules" say which of a thing the notes name, not another thing: no compound.
 */
function compoundOf(run: string): string | null {
  const words = run.split(/\s+/);
  if (!words.every(isContentWord)) return null;
  const tags = tagEnglish(run).filter((t) => /\p{L}/u.test(t.text));
  if (tags.length !== words.length) return null;
  const firstNoun = tags.findIndex((t) => t.pos !== 'ADJ');
  const nouns = words.slice(firstNoun);
  return nouns.length >= 2 ? nouns.join(' ') : null;
}

function followsArticle(text: string, phrase: string): boolean {
  return new RegExp(String.raw`(?:^|[^\p{L}])(?:an?|the)\s+${escapeStringRegexp(phrase)}(?![\p{L}])`, 'iu').test(text);
}

/**
 * How a sentence stands to the subject: it names it ('names'), sits under a heading that names it and
 * no sibling while naming no sibling itself ('under'), names only a sibling or sits under one ('sibling'),
 * or none of these ('other').
 */
export type SubjectStanding = 'names' | 'under' | 'sibling' | 'other';

export function subjectStanding(s: QuestionSubject, text: string, heading: string | null): SubjectStanding {
  if (mentionsPhrase(text, s.subject)) return 'names';
  const sibling = (t: string) => s.siblings.some((x) => mentionsPhrase(t, x));
  if (sibling(text)) return 'sibling';
  const h = heading ?? '';
  if (sibling(h)) return 'sibling';
  return mentionsPhrase(h, s.subject) ? 'under' : 'other';
}

/** "The sodium-potassium pump, which …, transports …": the sentence opens on the subject, after an article: it is what the sentence is about. */
export function opensOnSubject(subject: string, text: string): boolean {
  const words = text.trim().replace(/^(?:the|an?|el|la|los|las|un|una)\s+/i, '').split(/\s+/);
  const bare = subject.trim().replace(/^(?:the|an?|el|la|los|las|un|una)\s+/i, '');
  return samePhrase(words.slice(0, bare.split(/\s+/).length).join(' ').replace(/[,;:]$/, ''), bare);
}
