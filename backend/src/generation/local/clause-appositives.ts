/**
 * "Senators were to be appointed by state legislatures, a variation on the Virginia Plan", "… without a trial, a tactic
 * used against the king's enemies", "… limited mobility, a motion that is greater for …": an appositive after the
 * sentence's last noun whose head is a move or an idea renames what the clause did, not that noun. An event noun itself
 * ("creeping specialization, a trend in which …") can be such a thing. ("Protects against double jeopardy, a process
 * that subjects a suspect to …" does define: "process" and "procedure" are left to the other gates.) English.
 */
const EVENT_HEAD =
  /^(?:an?|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:tactic|variation|concept|motion|move|step|trend|development|situation)(?![\p{L}-])/iu;

/** Names of events, acts and states: "categorization", "arbitrage", "diagnosis", "mapping", "realism", "failure". */
const EVENT_NOUN = /(?:tion|sion|ment|ance|ence|ing|sis|ism|ure|age)$/i;

export function renamesTheClause(term: string, meaning: string): boolean {
  const head = term.trim().split(/\s+/).at(-1) ?? '';
  return EVENT_HEAD.test(meaning.trim()) && !EVENT_NOUN.test(head);
}

/**
 * "… the intentions of the supernatural world, a quality that was highly prized", "… a previous marriage, an act that eventually
 * implicated …", "… sent its ships to …, a practice that financially harmed …": an act, a practice or a quality whose relative
 * clause tells in the past what it did or how it was taken sums up the story the clause told, whatever the noun before it.
 * ("Double jeopardy, a process that subjects …" and "indirect rule, a practice in which …" say in the present what a kind is.)
 */
const NARRATED_ACT =
  /^(?:an?|the)\s+(?:[\p{L}-]+\s+){0,2}?(?:quality|act|action|practice|process|event|episode|effort|measure|undertaking)\s+(?:that|which)\s+(?:\p{L}+ly\s+)?(?:was|were|had|\p{Ll}{3,}ed)\b/iu;

export function narratesWhatTheClauseDid(meaning: string): boolean {
  return NARRATED_ACT.test(meaning.trim());
}

/**
 * "… a pore on the skin surface, where the sweat is released", "the national government, where authority is concentrated",
 * "the capillaries, where exchange occurs": a "where" clause that says what is found or happens at a place describes the
 * place in this sentence, not the kind ("price cap regulation, where the regulator sets a price …" does say what it is).
 */
const HAPPENS_THERE = /^[^,;]{0,60}?\b(?:(?:is|are|was|were)\s+(?:\p{L}+ly\s+)?(?:found|located|released|concentrated|stored|produced|kept|held|made|housed)|occurs?|takes?\s+place|happens?)\b/iu;

export function saysWhatHappensThere(term: string, quote: string): boolean {
  const at = quote.toLowerCase().indexOf(`${term.toLowerCase()}, where `);
  return at >= 0 && HAPPENS_THERE.test(quote.slice(at + term.length + ', where '.length));
}
