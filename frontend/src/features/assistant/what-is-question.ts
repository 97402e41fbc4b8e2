/**
 * "What is/are <term>?" with the verb the term takes (mirrors copulaFor in
 * backend/src/assistant/answering/intent.ts; kept here so the page does not bundle the server's text tools).
 */
export function copulaFor(term: string): 'is' | 'are' {
  if (/\)$/.test(term)) return copulaFor(term.replace(/\s*\([^)]*\)\s*$/, ''));
  // The head noun comes before a preposition: "barriers to entry", "law of diminishing returns".
  const head = term.trim().split(/\s+(?:of|to|for|in|on|between|per|with)\s+/i)[0] ?? term;
  const lastWord = head.split(/\s+/).at(-1) ?? '';
  const last = lastWord.toLowerCase();
  if (/^[A-Z0-9]+s$/.test(lastWord)) return 'are';
  if (last.length > 3 && /s$/.test(last) && !/(?:ss|us|is|ics|ous|ness|sis|xis|as)$/.test(last)) return 'are';
  if (/^(?:people|data|media|criteria|phenomena|children|men|women)$/.test(last)) return 'are';
  return 'is';
}

/** A term as it reads mid-sentence: 'Price controls' → 'price controls'; 'GDP', 'Adam Smith' stay. */
function midSentence(term: string): string {
  const words = term.split(/\s+/);
  const onlyFirstCapital = /^\p{Lu}\p{Ll}+$/u.test(words[0] ?? '') && words.slice(1).every((w) => !/\p{Lu}/u.test(w));
  return onlyFirstCapital ? term.charAt(0).toLowerCase() + term.slice(1) : term;
}

export function whatIsQuestion(term: string): string {
  return `What ${copulaFor(term)} ${midSentence(term.trim())}?`;
}
