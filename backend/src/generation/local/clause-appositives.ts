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
