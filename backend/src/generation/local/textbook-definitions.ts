import { tagEnglish } from '../text/nlp.js';
import { cleanTerm, cutMeaning, looksPlural, type DefinitionMatch } from './definition-patterns.js';
import { withoutConnective } from './definition-rewritings.js';
import { numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';

/**
 * Textbook definition forms the sentence-by-sentence patterns (definition-patterns.ts) miss, English prose only:
 *   "The first characteristic, that a public good is nonexcludable, means that it is costly …"
 *   "Public goods have two defining characteristics: they are nonexcludable and non-rival."
 *   "This asset-liability time mismatch—the ability for customers to withdraw …—can cause …" (a dash appositive)
 *   "… a trend in international trade, which economists call splitting up the value chain."
 *   "… in what we call the payment system, which helps an economy exchange goods …"
 *   "We call this X." after "What about a situation where …?" or "When …, …." (the sentence before names the thing)
 *   "We call the situation in which …, … a voting cycle." / "we call this combination of patents, … intellectual property"
 *   "A patent gives the inventor the exclusive legal right to …" / "on a fee-for-service basis, which means that …"
 *   "The neoclassical perspective holds that …" / "… not depository institutions, which are institutions that …"
 *   "… a bond’s present value, which is the most that …" / "Those who buy the stock become the firm’s owners, or shareholders."
 *   "Implicit costs are more subtle. They represent the opportunity cost of …" (the pronoun continues the subject)
 *   "M1 money supply includes cash, checkable deposits, and savings." (a listing of members)
 *   "types of economic integration, ranging from free trade agreements, in which …, to common markets, in which …"
 * The rewritings and repairs that help the ordinary patterns are in definition-rewritings.ts.
 */

const NAMER = String.raw`(?:we|economists|people|researchers|analysts|\p{L}+(?:ists|ians))`;
const ARTICLE = /^(?:the|a|an)\s+/i;
const ORDINAL = String.raw`(?:first|second|third|fourth|other|last|final|next)`;
const QUALITY = String.raw`(?:characteristic|feature|property|condition|requirement|trait|attribute)`;

/** "The first characteristic, that a public good is nonexcludable, means that it is costly …" */
const QUALITY_MEANS = new RegExp(
  String.raw`^the\s+${ORDINAL}\s+(?:main\s+|key\s+|defining\s+)?${QUALITY}(?:\s+of\s+[^,]{2,40})?,\s+that\s+[^,]{1,50}?\s+(?:is|are)\s+(?<x>[\p{L}-]+),\s+means\s+that,?\s+(?<y>.+)$`,
  'iu',
);
/** "Public goods have two defining characteristics: they are nonexcludable and non-rival." */
const DEFINING_LIST = new RegExp(
  String.raw`^(?<x>[^,:;]{3,50}?)\s+(?:has|have)\s+${wordGroup(numberWords('en', 2, 4), ['several'])}\s+(?:defining|key|main|essential|distinguishing)\s+${QUALITY}s:\s+(?:it\s+is|they\s+are)\s+(?<y>[^,:;]+)$`,
  'iu',
);
/** "…, which economists call splitting up the value chain" (the noun phrase before is the meaning). */
const WHICH_WE_CALL = new RegExp(String.raw`,\s+which\s+${NAMER}\s+(?:often\s+|sometimes\s+|usually\s+)?call\s+(?:the\s+|a\s+|an\s+)?(?<x>[^,;:()]{3,60})$`, 'iu');
/** "… what we call the payment system, which helps an economy exchange goods …" */
const WHAT_WE_CALL = new RegExp(
  String.raw`\bwhat\s+${NAMER}\s+(?:often\s+|sometimes\s+|usually\s+)?call\s+(?:the\s+|a\s+|an\s+)?(?<x>[^,;:()]{3,60}?),\s+which\s+(?<y>(?!is\b|are\b|was\b|were\b|means\b)\p{Ll}+s\s+.+)$`,
  'iu',
);
/**
 * "… asserting what Gramsci called hegemony, or domination by means of …", "what Marxists call the dictatorship of the
 * proletariat, a temporary period when …", "what Hobbes called a Leviathan—an enormously powerful governmental entity—":
 * whoever names it (a person, "he", a school), the gloss after the name says what it is.
 */
const WHAT_NAMED = new RegExp(
  String.raw`\bwhat\s+(?:${NAMER}|he|she|they|(?:\p{Lu}\p{Ll}+\s+){0,2}\p{Lu}\p{Ll}+(?:\s+and\s+\p{Lu}\p{Ll}+)?)\s+(?:often\s+|sometimes\s+|usually\s+|later\s+)?(?:call|calls|called|termed|dubbed|named|labell?ed)\s+(?:the\s+|a\s+|an\s+)?["“]?(?<x>[^,;:()—"“”]{3,60})["”]?(?<gloss>,\s+or\s+|,\s+(?=(?:a|an|the)\s)|—)(?<y>.+)$`,
  'u',
);
/**
 * "In the absence of any political authority—what Hobbes called the state of nature—…", "a common religious sentiment—what
 * Rousseau calls a civil religion—that …": the name set off by dashes names the noun phrase just before them.
 */
const DASH_WHAT_NAMED = new RegExp(
  String.raw`—what\s+(?:${NAMER}|he|she|they|(?:\p{Lu}\p{Ll}+\s+){0,2}\p{Lu}\p{Ll}+)\s+(?:often\s+|sometimes\s+|usually\s+|later\s+|might\s+)?(?:call|calls|called|termed|dubbed|named)\s+(?:the\s+|a\s+|an\s+)?["“]?(?<x>[^,;:()—"“”]{3,60}?)["”]?—`,
  'u',
);
/** "We call this kind of good a public good." / "This method was known as cost-plus regulation." */
const NAMES_THIS = new RegExp(
  String.raw`^(?:${NAMER}\s+(?:often\s+|sometimes\s+|usually\s+|also\s+)?call\s+(?:this|that|these|such)(?:\s+(?:kind|type|sort)\s+of\s+\p{L}+|(?:\s+\p{L}+)??)|(?:this|these|such)(?:\s+\p{L}+)?\s+(?:is|are|was|were)\s+(?:often\s+|sometimes\s+|also\s+)?(?:called|known\s+as|termed))\s+(?<x>(?:the\s+|a\s+|an\s+)?[^,;:()]{3,60})$`,
  'iu',
);

/** "Weber called the rule of trained officials by fixed procedures bureaucracy": a named scholar coins a term. */
const SCHOLAR_NAMED = /^(?!(?:He|She|They|It|We|This|That)\s)(?:\p{Lu}\p{Ll}+\s+){0,2}\p{Lu}\p{Ll}+\s+(?:called|named|termed|dubbed|labell?ed)\s+(?<rest>(?:the|a|an|this|these)\s+[^;:()]{8,200})$/u;
/** "Freud called this transference: the patient transfers …": the thinker's name for it, glossed after the colon. */
const SCHOLAR_NAMED_GLOSSED = /^(?!(?:He|She|They|It|We|This|That)\s)(?:\p{Lu}\p{Ll}+\s+){0,2}\p{Lu}\p{Ll}+\s+(?:called|named|termed|dubbed)\s+(?:this|it)\s+(?<x>[^,;:()]{2,50}):\s+(?<y>\p{Ll}.{20,})$/u;

/** "… but sociologists use the term status consistency to describe the consistency of …" */
// Not "Geologists also use the word …": "also" brings in another field's sense.
const USE_THE_TERM = /(?<!\balso\s)\b(?:use|uses|used|coined|introduced)\s+the\s+(?:term|label|word|phrase|concept)\s+["“‘]?(?<x>[^,;:"”’()]{2,50}?)["”’]?\s+to\s+(?:describe|refer\s+to|mean|denote|name|identify|capture|explain)\s+(?<y>.+)$/iu;

/** "We call the situation in which A beats B, B beats C, and C beats A a voting cycle." */
const CALL_SITUATION = new RegExp(
  String.raw`^${NAMER}\s+(?:often\s+|sometimes\s+|usually\s+)?call\s+(?<y>(?:the|a)\s+(?:situation|case|state|condition|process|practice|arrangement)\s+(?:in which|where|when)\s+.{8,300})\s+(?:a|an|the)\s+(?<x>[^,;:()]{3,50})$`,
  'iu',
);
/** "we call this combination of patents, trademarks, and trade secret law intellectual property, because …" */
const CALL_COMBINATION = new RegExp(
  String.raw`^${NAMER}\s+(?:often\s+|sometimes\s+|usually\s+)?call\s+(?:this|that|the)\s+(?<kind>combination|mix|set|group|collection|bundle)\s+of\s+(?<rest>[^;:()]{5,200}?)(?:,\s+(?:because|since|as|which|so)\b.*)?$`,
  'iu',
);
/** "A patent gives the inventor the exclusive legal right to make, use, or sell the invention …" */
const GIVES_RIGHT = /^(?:a|an|the)\s+(?<x>[^,;:()]{3,50}?)\s+(?<y>gives\s+(?:its\s+|the\s+|a\s+)?\p{L}+\s+(?:the|a|an)\s+(?:\p{L}+\s+){0,3}?right\s+to\s+.+)$/iu;
/** "… provided on a fee-for-service basis, which means that providers are paid for …" */
const ON_A_BASIS = /\b(?:on|in)\s+an?\s+(?<x>[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:basis|fashion|manner)\s*,\s+which\s+means\s+that,?\s+(?<y>.+)$/iu;

/** "The neoclassical perspective on macroeconomics holds that, in the long run, …" */
const VIEW_HOLDS = /^(?:the\s+)?(?<x>[^,;:()]{2,50}?\s(?:perspective|view|approach|school|doctrine|model))(?:\s+(?:on|of)\s+[^,;:]{2,40})?\s+(?:holds|states|argues|asserts|maintains)\s+that,?\s+(?<y>.+)$/iu;
/** "…because they are not depository institutions, which are institutions that accept money deposits …" */
const WHICH_ARE_KIND = /,\s+which\s+(?:is|are)\s+(?<y>(?:an?\s+)?(?:\p{L}+\s+){0,2}\p{L}+\s+(?:that|who|whose)\s+.{8,300})$/iu;
/** "…a bond’s present value, which is the most that a buyer would be willing to pay …" */
const WHICH_IS_BOUND = /,\s+which\s+(?:is|are)\s+(?<y>the\s+(?:most|least|highest|lowest|maximum|minimum|largest|smallest)\s+(?:that|amount|price|value|number|quantity)\b.+)$/iu;
/** "Those who buy the stock become the firm’s owners, or shareholders." */
const OR_NAME = /^(?:those|people|firms|anyone|someone)\s+(?:who|that)\s+[^,;:]{3,60}?\s+(?:become|becomes|are|is)\s+(?<y>(?:the|a|an)\s+[^,;:]{3,40}),\s+or\s+(?<x>[^,;:()]{3,40})$/iu;

/** "Implicit costs are more subtle. They represent the opportunity cost of …": the pronoun continues the subject before. */
/**
 * A sentence whose subject a following "it"/"they" can only mean: not a report ("Decades of observation have revealed that
 * most of these objects formed …" — "They" are the objects), nor two clauses ("Earth’s orbit is nearly circular, and Earth
 * is warm enough …" — "It" is Earth).
 */
function keepsOneSubject(previous: string): boolean {
  const report = /\s(?:has|have|had)\s+(?:\p{L}+\s+)?(?:\p{L}+ed|shown|found)\s+that\s|\s(?:shows?|reveals?|suggests?|finds?|indicates?)\s+that\s/iu.test(previous);
  const secondClause = /,\s+(?:and|but)\s+(?:the\s+)?\p{L}+(?:['’]s)?(?:\s+\p{L}+)?\s+(?:is|are|was|were|has|have)\s/iu.test(previous);
  return !report && !secondClause;
}

const PRONOUN_DEFINES = /^(?:it|they)\s+(?<v>represents?|refers?\s+to|means?|consists?\s+of|is|are)\s+(?<y>.+)$/i;
const PREVIOUS_SUBJECT = /^(?:the\s+|a\s+|an\s+)?(?<x>[^,;:()]{3,50}?)\s+(?:is|are|was|were|has|have|can|will)\s/i;

/** "M1 money supply includes coins and currency in circulation …"; "The category of physical capital includes the plant …" */
const INCLUDES = /^(?:the\s+)?(?:(?:category|class|group|set)\s+of\s+)?(?<x>[^,;:()]{3,50}?)\s+(?:now\s+)?includes\s+(?<y>.+)$/iu;

/** "There are different types of economic integration …, ranging from free trade agreements, in which …, to common markets, in which …" */
const RANGE_OF_KINDS = /\b(?:types|kinds|forms|levels|degrees)\s+of\s+(?<genus>[^,;:()]{3,40}?)(?:\s+(?:across|in|around)\s+[^,;:()]{2,30})?,\s+ranging\s+from\s+(?<rest>.+)$/iu;

/**
 * "Scientists define matter as anything that occupies space", "we can define apparent solar time as time reckoned by …",
 * "Sociologist Louis Wirth (1945) defined a minority group as “any group of people who …”": someone defines the term in an
 * active clause. Not a relative's own ("… a religion that defines citizens as brothers"), nor "defined by".
 */
const DEFINES_AS =
  /(?:^|,\s+)(?:[^,;:]{0,80}?\s)?(?<subject>we|scientists|\p{Ll}+(?:ists|ians|ers)|(?:\p{Lu}[\p{Ll}.]*\s+){0,3}\p{Lu}[\p{Ll}]+(?:\s+\(\d{4}\))?|who)\s+(?:(?:can|will|would|might|may|often|usually|also|generally|typically|simply|formally)\s+|(?:has|have)\s+(?:long\s+|also\s+)?|['’]ll\s+)?(?:define|defines|defined)\s+(?<x>(?:the\s+|a\s+|an\s+)?[\p{Ll}][^,;:“"]{1,60}?)\s+as\s+(?<y>.+)$/u;

export interface TextbookContext {
  /** The sentence before in the same paragraph (a question included), if any. */
  previous?: string;
  phraseCount(phrase: string): number;
  /** The phrase occurs in an earlier sentence: an apposition renames a term where it is first named. */
  namedBefore(phrase: string): boolean;
}

/** Matches of the textbook-only forms in one sentence. */
export function matchTextbookDefinitions(sentence: string, context: TextbookContext): DefinitionMatch[] {
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  if (body.endsWith('?')) return [];
  // Most sentences carry none of the forms' signal words: plain substring tests keep them from every regex and tagging.
  const lower = body.toLowerCase();
  const has = (...words: string[]): boolean => words.some((w) => lower.includes(w));
  const calls = has(' call ');
  const which = has(', which is ', ', which are ');
  let unconnected: string | undefined;
  const plain = (): string => (unconnected ??= withoutConnective(body));
  const out: DefinitionMatch[] = [];
  const push = (raw: string | undefined, meaning: string | undefined, pattern: string, confidence: number, form: DefinitionMatch['form'] = 'noun-phrase'): void => {
    // An adjective the tagger vouched for is its own term ("nonexcludable"); noun phrases are checked as usual.
    const term = raw && pattern === 'quality-means' ? raw : raw ? cleanTerm(raw.replace(ARTICLE, '')) : undefined;
    if (!term || !meaning || meaning.toLowerCase().includes(term.toLowerCase())) return;
    out.push({ term, meaning, form, plural: looksPlural(term), confidence, pattern });
  };
  const quality = lower.startsWith('the ') && has(' means that') ? QUALITY_MEANS.exec(body)?.groups : undefined;
  if (quality?.x && quality.y && isAdjective(quality.x)) {
    push(quality.x, adjectiveMeaning(quality.y), 'quality-means', 0.85);
  }
  const list = has(': it ', ': they ') ? DEFINING_LIST.exec(plain())?.groups : undefined;
  if (list?.x && list.y) {
    const meaning = cutMeaning(list.y);
    if (meaning && / and /.test(meaning)) push(list.x, meaning, 'defining-list', 0.8);
  }
  const whichCall = calls && has(', which ') ? WHICH_WE_CALL.exec(body) : null;
  if (whichCall?.groups?.x) push(whichCall.groups.x, trailingDescription(body.slice(0, whichCall.index)), 'which-we-call', 0.8);
  const what = calls && has('what ') ? WHAT_WE_CALL.exec(body)?.groups : undefined;
  if (what?.x && what.y) {
    const meaning = cutMeaning(what.y);
    if (meaning) push(what.x, meaning, 'what-we-call', 0.75, 'verb-phrase');
  }
  const dashNamed = has('—what ') ? DASH_WHAT_NAMED.exec(body) : null;
  // Lower case only: "what Orwell called the Ministry" names an instance, not a concept.
  const namedDescription = dashNamed?.groups?.x && /^\p{Ll}/u.test(dashNamed.groups.x) ? trailingDescription(body.slice(0, dashNamed.index)) : undefined;
  // "a net cost—what economists call negative externalities—" is too bare a description to be what the name means.
  if (dashNamed?.groups?.x && namedDescription && namedDescription.split(/\s+/).length >= 4) push(dashNamed.groups.x, namedDescription, 'dash-what-named', 0.75);
  // Set off by dashes, the name closes its aside: what follows the second dash is the main clause, not a gloss.
  const named = what || dashNamed ? undefined : has('what ') && has(' call', ' termed ', ' dubbed ', ' named ', ' labeled ', ' labelled ') ? WHAT_NAMED.exec(body)?.groups : undefined;
  // A capitalised name ("a Leviathan", "the Holy Lands") is the book's instance, not a concept its glossary lists.
  if (named?.x && named.y && named.gloss && /^\p{Ll}/u.test(named.x)) {
    const meaning = glossAfterName(named.gloss, named.y);
    if (meaning) push(named.x, meaning, 'what-named', 0.75);
  }
  const names = context.previous && (calls || has(' called ', ' known as ', ' termed ')) ? NAMES_THIS.exec(body)?.groups : undefined;
  // "We call this situation a voting cycle": the name follows the last article.
  if (names?.x && context.previous) push(names.x.split(/\s(?=(?:a|an|the)\s)/i).at(-1), describedBefore(context.previous), 'names-described', 0.7);
  const situation = calls ? CALL_SITUATION.exec(body)?.groups : undefined;
  if (situation?.x && situation.y) push(situation.x, cutMeaningKeepingCommas(situation.y), 'call-situation', 0.8);
  const combination = calls ? CALL_COMBINATION.exec(plain())?.groups : undefined;
  if (combination?.kind && combination.rest) {
    const split = recurringEnding(combination.rest, context);
    if (split) push(split.term, `the ${combination.kind.toLowerCase()} of ${split.before}`, 'call-combination', 0.8);
  }
  const defines = has(' define ', ' defines ', ' defined ') ? DEFINES_AS.exec(body)?.groups : undefined;
  // "… as one “so grossly excessive …”", "… as anything that occupies space", "… as having a gross national income …": a
  // pronoun or a participle is no noun phrase a card can give (a plainer reading of the term may still be found).
  if (defines?.x && defines.y && !/^(?:themselves|itself|himself|herself|them|it|this|these)\b/i.test(defines.x) && !/^(?:one|anything|anyone|something|someone|everything|\p{Ll}+ing)\b/iu.test(defines.y)) {
    // A definition quoted from its author is still the definition: the quotation marks go.
    const quoted = /^[“"](?<q>[^”"]{8,})(?:[”"]|$)/.exec(defines.y)?.groups?.q;
    // Unquoted, the definition ends at its clause's comma ("Since we define X as Y, a rise in …").
    const meaning = quoted ? cutMeaningAllowingAside(quoted.replace(/[,.]$/, '')) : cutMeaning(defines.y.replace(/\s*\([^()]*\)/g, '').split(/,\s/)[0]!);
    // "… as nations whose per capita GNI was $1,035 or less in 2019": one agency's threshold for one year is a statistic.
    // "… as a “unified system of beliefs and practices …”": a quotation opened inside the phrase loses its marks too.
    if (meaning && !/[$€£]\s?\d|\b(?:1[89]|20)\d\d\b/.test(meaning)) push(defines.x, meaning.replace(/[“”]/g, ''), 'defines-as', 0.9);
  }
  const usesTerm = has(' the term ', ' the label ', ' the word ', ' the phrase ', ' the concept ') ? USE_THE_TERM.exec(body)?.groups : undefined;
  if (usesTerm?.x && usesTerm.y) push(usesTerm.x, cutMeaningAllowingAside(usesTerm.y), 'use-the-term', 0.9);
  const scholar = has(' called ', ' named ', ' termed ', ' dubbed ', ' labeled ', ' labelled ') ? SCHOLAR_NAMED.exec(body)?.groups?.rest : undefined;
  const coined = scholar ? coinedName(scholar, context) : undefined;
  if (coined) push(coined.term, coined.meaning, 'scholar-named', 0.75);
  const glossed = scholar || !has(':') ? undefined : SCHOLAR_NAMED_GLOSSED.exec(body)?.groups;
  const gloss = glossed?.y ? cutMeaning(glossed.y, { clause: true }) : undefined;
  if (glossed?.x && gloss) push(glossed.x, `when ${gloss}`, 'scholar-named', 0.75, 'when-clause');
  const right = has(' right to ') ? GIVES_RIGHT.exec(body)?.groups : undefined;
  if (right?.x && right.y) push(right.x, cutMeaning(right.y), 'gives-right', 0.7, 'verb-phrase');
  const basis = has(', which means that') ? ON_A_BASIS.exec(body)?.groups : undefined;
  if (basis?.x && basis.y) {
    const meaning = cutMeaning(basis.y, { clause: true });
    if (meaning && context.phraseCount(basis.x) >= 2) push(basis.x, `when ${meaning}`, 'on-a-basis', 0.75, 'when-clause');
  }
  const view = has(' holds that', ' states that', ' argues that', ' asserts that', ' maintains that') ? VIEW_HOLDS.exec(plain())?.groups : undefined;
  if (view?.x && view.y) {
    const meaning = cutMeaning(view.y, { clause: true });
    if (meaning) push(view.x, `the idea that ${meaning}`, 'view-holds', 0.8);
  }
  // Level with the ordinary "which is" reading (0.6), which, found first, wins when it reads the term too.
  const kind = which ? WHICH_ARE_KIND.exec(body) : null;
  if (kind?.groups?.y) {
    const term = trailingTerm(body.slice(0, kind.index), context, 1);
    const meaning = cutMeaning(kind.groups.y);
    if (term && meaning && tagEnglish(meaning.split(/\s+/).slice(0, 4).join(' ')).some((t) => t.pos === 'NOUN')) push(term, meaning, 'which-are-kind', 0.6);
  }
  const bound = which ? WHICH_IS_BOUND.exec(body) : null;
  if (bound?.groups?.y) {
    const meaning = cutMeaning(bound.groups.y);
    // "a bond’s present value": the possessive names whose value, the term is what follows it.
    const term = trailingTerm(body.slice(0, bound.index).replace(/\b\p{L}+['’]s\s+/gu, ''), context, 1);
    if (term && meaning) push(term, meaning, 'which-is-bound', 0.7);
  }
  const or = has(', or ') ? OR_NAME.exec(body)?.groups : undefined;
  if (or?.x && or.y && context.phraseCount(or.x) >= 2) push(or.x, cutMeaning(or.y), 'or-name', 0.7);
  const continued = /^(?:it|they)\s/.test(lower) ? PRONOUN_DEFINES.exec(body)?.groups : undefined;
  const subject = continued && context.previous && keepsOneSubject(context.previous) ? PREVIOUS_SUBJECT.exec(context.previous.trim())?.groups?.x : undefined;
  if (continued?.v && continued.y && subject) {
    // After a bare "is", only a noun phrase of some length names what the subject is ("It is the sum of all past deficits").
    const copula = /^(?:is|are)$/i.test(continued.v);
    const meaning = cutMeaning(continued.y);
    const fits = meaning && (!copula || (/^(?:the|a|an)\s/i.test(meaning) && meaning.split(/\s+/).length >= 4));
    if (fits) push(subject, copula ? meaning : `${continued.v.toLowerCase()} ${meaning}`, 'pronoun-continues', 0.7, copula ? 'noun-phrase' : 'verb-phrase');
  }
  const range = has('ranging from ') ? RANGE_OF_KINDS.exec(body)?.groups : undefined;
  if (range?.genus && range.rest) {
    for (const part of range.rest.split(/,\s+to\s+/)) {
      const kind = /^(?<x>[^,;:()]{3,40}),\s+in\s+which(?<comma>,?)\s+(?<y>.+)$/iu.exec(part)?.groups;
      const meaning = kind?.y ? cutMeaningKeepingCommas(kind.y) : undefined;
      // "in which, in addition to a common market, …" keeps its comma.
      if (kind?.x && meaning) push(kind.x, `a type of ${range.genus} in which${kind.comma ?? ''} ${meaning}`, 'range-of-kinds', 0.75);
    }
  }
  const includes = has(' includes ') ? INCLUDES.exec(body)?.groups : undefined;
  if (includes?.x && includes.y && includes.x.includes(' ') && context.phraseCount(includes.x) >= 3) {
    const meaning = cutMeaning(includes.y);
    // A listing defines by extension: it must name at least two members.
    if (meaning && /,|\sand\s/.test(meaning)) push(includes.x, `includes ${meaning}`, 'includes', 0.55, 'verb-phrase');
  }
  if (body.includes('—')) out.push(...dashAppositives(body, context));
  return out;
}

/**
 * The gloss after "what Gramsci called hegemony": ", or domination by means of …", ", a temporary period when …",
 * "—an enormously powerful governmental entity—": a noun phrase, not a clause ("…, or they would …").
 */
function glossAfterName(separator: string, rest: string): string | undefined {
  const dash = separator === '—';
  const text = dash ? rest.split('—')[0]! : rest;
  const meaning = dash ? cutMeaning(text) : cutMeaning(text, { clause: true });
  if (!meaning) return undefined;
  const first = tagEnglish(meaning.split(/\s+/).slice(0, 3).join(' '))[0];
  return first && /^(?:DET|ADJ|NOUN)$/.test(first.pos) && !/^(?:this|that|these|those|it|they)$/i.test(first.text) ? meaning : undefined;
}

/**
 * "the communal beliefs, morals, and attitudes of a society the collective conscience" → the name after the last
 * article, else the recurring last words ("… of social patterns positivism"); the rest, a noun phrase, is the meaning.
 */
function coinedName(rest: string, context: TextbookContext): { term: string; meaning: string } | undefined {
  const words = rest.trim().split(/\s+/);
  // "this implicit agreement between a people and their government the social contract": the description stands for itself.
  // "called this the collective conscience" names what the sentence before described: not this reading.
  const described = /^(?:this|these)$/i.test(words[0] ?? '');
  if (described) {
    if (/^(?:the|a|an)$/i.test(words[1] ?? '')) return undefined;
    words[0] = 'the';
  }
  const lastArticle = words.findLastIndex((w, i) => i > 0 && /^(?:the|a|an)$/i.test(w));
  const named = lastArticle > 0 && words.length - lastArticle <= 4;
  const splits = [named ? lastArticle : -1, words.length - 1, words.length - 2].filter((k) => k > 2);
  for (const at of splits) {
    // Without its own article, the name cannot follow one: "the meeting a success" splits at "a", not inside "a success";
    // nor is a name the last article opens cut ("the social contract" is not "contract").
    if (at !== lastArticle && (/^(?:the|a|an)$/i.test(words[at - 1] ?? '') || (named && at > lastArticle))) continue;
    const term = cleanTerm(words.slice(at).join(' ').replace(ARTICLE, ''));
    const meaning = cutMeaningKeepingCommas(words.slice(0, at).join(' ').replace(/,$/, ''));
    // After a described "this …", the name the last article opens is the coined one, said once or more.
    const minCount = described && at === lastArticle ? 1 : 2;
    if (term && meaning && context.phraseCount(term) >= minCount) return { term, meaning };
  }
  return undefined;
}

/** "the consistency, or lack thereof, of an individual's rank …": a short aside between commas stays in the meaning. */
function cutMeaningAllowingAside(text: string): string | undefined {
  const joined = text.replace(/,\s+(?:or|and)\s+[^,]{1,25},\s+/g, (aside) => aside.replace(/,/g, '\u0000'));
  return cutMeaning(joined)?.replace(/\u0000/g, ',');
}

/** A long description ("the situation in which A …, B …, and C …") keeps its commas. */
function cutMeaningKeepingCommas(text: string): string | undefined {
  const meaning = text.trim();
  const words = meaning.split(/\s+/).length;
  return words >= 4 && words <= 40 && !/[;:]/.test(meaning) ? meaning : undefined;
}

/** "patents, trademarks, and trade secret law intellectual property" → the recurring ending is the term. */
function recurringEnding(text: string, context: TextbookContext): { term: string; before: string } | undefined {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(4, words.length - 2); n >= 1; n--) {
    const term = cleanTerm(words.slice(-n).join(' '));
    // The list must end on an item, not on "and" or "of".
    if (/^(?:and|or|of|the|a|an|to|in)$/i.test(words[words.length - n - 1] ?? '')) continue;
    if (term && (n > 1 || context.phraseCount(term) >= 3) && context.phraseCount(term) >= 2) return { term, before: words.slice(0, -n).join(' ') };
  }
  return undefined;
}

function isAdjective(word: string): boolean {
  const tag = tagEnglish(`it is ${word}`).at(-1);
  return tag?.pos === 'ADJ' || (tag?.pos === 'VERB' && /(?:able|ible|al|ive|ous)$/i.test(word));
}

/** "it is costly or impossible to exclude …" → "costly or impossible to exclude …"; a full clause → "when …". */
function adjectiveMeaning(clause: string): string | undefined {
  const predicate = /^(?:it|they)\s+(?:is|are)\s+(?<rest>.+)$/i.exec(clause.trim())?.groups?.rest;
  if (predicate) return cutMeaning(predicate, { clause: true });
  const meaning = cutMeaning(clause, { clause: true });
  return meaning && (/^(?:when|if)\s/i.test(meaning) ? meaning : `when ${meaning}`);
}

/** The noun phrase ending before ", which economists call X": "a trend in international trade". */
function trailingDescription(text: string): string | undefined {
  const article = [...text.matchAll(/(?:^|\s)(?:a|an|the)\s/gi)].at(-1);
  if (!article) return undefined;
  const phrase = text.slice(article.index).trim();
  const words = phrase.split(/\s+/);
  if (words.length < 3 || words.length > 15) return undefined;
  // "… at a macroscale, say the energy of a car, or a molecular scale, which we call heat": the last of two things
  // joined by "or"/"and" may not be what the name is for (the name may cover both, or what both are scales of).
  if (/\b(?:or|and|nor)\s*$/i.test(text.slice(0, article.index))) return undefined;
  const tags = tagEnglish(phrase);
  // A gerund is a noun here ("a shift in manufacturing"), a participle a modifier ("a shared civic feeling").
  return tags.every((t) => /^(?:DET|ADJ|NOUN|PROPN|ADP|NUM|PUNCT|CCONJ)$/.test(t.pos) || (t.pos === 'VERB' && /(?:ing|ed)$/i.test(t.text))) ? phrase : undefined;
}

/**
 * What "this" names when the sentence before described it: "What about a situation where …?" → "a
 * situation where …"; "When banks keep more than …, they have …" → "when banks keep more than …".
 */
function describedBefore(previous: string): string | undefined {
  const text = previous.trim();
  const about = /^what\s+about\s+(?<y>(?:a|an)\s+.+)\?$/i.exec(text)?.groups?.y;
  if (about) return cutMeaning(about, { clause: true });
  const when = /^(?:when|if)\s+(?<y>[^,]{8,200}),\s+(?:it|they|the\s+\p{L}+|\p{L}+s)\s+\p{L}+/iu.exec(text)?.groups?.y;
  if (when) {
    const meaning = cutMeaning(when, { clause: true });
    return meaning && `when ${meaning}`;
  }
  return undefined;
}

/**
 * "M1 includes coins and currency in circulation—the coins and bills that circulate in an economy …";
 * "international capital flows—capital that flows across national boundaries …": a term, a dash, then
 * a noun phrase with a relative or participle clause that renames it. The term must recur, and this
 * must be its first mention (later, a dash comments on it: "leave the European Union—a move that …"),
 * unless the sentence opens on it.
 */
function dashAppositives(body: string, context: TextbookContext): DefinitionMatch[] {
  const out: DefinitionMatch[] = [];
  for (const m of body.matchAll(/—(?<y>[^—]{8,200})(?:—|$)/gu)) {
    const y = m.groups?.y?.trim() ?? '';
    // "a lifestyle characterized by …": a participle with its agent restricts the head as a relative does.
    const head = /^(?:(?:the|a|an)\s+)?(?:\p{L}+\s+){0,3}?(?<noun>\p{L}+)\s+(?:that|which|who|for|of|to|\p{L}+ed\s+by)\s/iu.exec(y);
    if (!head?.groups?.noun || /^(?:that is|namely|in other words|for example|such as|including|especially)\b/i.test(y)) continue;
    const before = body.slice(0, m.index);
    // One noun ("consumerism—a lifestyle …") is taken only before a gloss that opens on an article and names no one.
    const singleNoun = /^(?:the|a|an)\s/i.test(y) && !/\s\p{Lu}/u.test(y);
    const term = trailingTerm(before, context, 2, { singleNoun });
    // "… since the price increase—an average growth of …" comments on a thing named long before; a sentence opening on
    // the term and its gloss ("Daily hassles—the minor irritations that …—can build up") introduces it, named before or not.
    const opensSentence = term !== undefined && before.trim().replace(ARTICLE, '').toLowerCase() === term.toLowerCase();
    if (!term || (context.namedBefore(term) && !opensSentence)) continue;
    // "… everyday lives (e.g., rush hour traffic, lost keys …)": the bracketed examples are no part of the meaning.
    const meaning = cutMeaning(y.replace(/\s*\((?:e\.g\.|i\.e\.|for example|such as)[^()]*\)/gi, ''));
    if (!meaning || meaning.toLowerCase().includes(term.toLowerCase())) continue;
    const tags = tagEnglish(meaning);
    if (!/^(?:DET|NOUN|ADJ)$/.test(tags[0]?.pos ?? '')) continue;
    out.push({ term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.7, pattern: 'dash-appositive' });
  }
  return out;
}

/**
 * The longest noun-phrase ending (up to five words) of the text that recurs in the document; a form that
 * itself says "this is a kind of thing that …" (`minCount` 1) takes the whole adjective–noun run.
 */
function trailingTerm(text: string, context: TextbookContext, minCount = 2, options: { singleNoun?: boolean } = {}): string | undefined {
  // Only the last words can be the term: tagging a whole long sentence for them would cost more than the rest.
  const tags = tagEnglish(text.trim().split(/\s+/).slice(-8).join(' '));
  let start = tags.length;
  while (start > 0 && /^(?:ADJ|NOUN|PROPN|PUNCT)$/.test(tags[start - 1]!.pos) && tags[start - 1]!.text !== ',') start--;
  const last = tags.at(-1);
  if (!last || !/^(?:NOUN|PROPN)$/.test(last.pos)) return undefined;
  // "the graph of 2 pi r, which is a straight line …": after "of" or a number, the clause describes an earlier noun.
  if (minCount < 2 && /^(?:ADP|NUM)$/.test(tags[start - 1]?.pos ?? '')) return undefined;
  const words = tags.slice(start).map((t) => t.text);
  for (let from = Math.max(0, words.length - 5); from < words.length; from++) {
    const candidate = words.slice(from).join(' ').replace(/\s+([-–])\s+/g, '$1');
    const term = cleanTerm(candidate);
    if (term && (term.includes(' ') || term.includes('-')) && context.phraseCount(term) >= minCount) return term;
  }
  // "the growing emphasis on consumerism—a lifestyle …": one singular noun the text keeps naming, when the form allows it,
  // and a whole noun phrase: after a modifier ("a police state", "coins in circulation") it is part of a longer name.
  const whole = start === tags.length - 1 && !/^(?:ADJ|NOUN|PROPN|NUM)$/.test(tags.at(-2)?.pos ?? '');
  const single = options.singleNoun && whole && last.pos === 'NOUN' && !looksPlural(last.text) ? cleanTerm(last.text) : undefined;
  return single && context.phraseCount(single) >= Math.max(2, minCount) ? single : undefined;
}
