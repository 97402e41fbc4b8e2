/**
 * The invented people of a textbook's worked story: "With a private good like pizza, if Max is eating the pizza then
 * Michelle cannot also eat it", "if Josie is half out of the bed …; What if Lulu claims that she is …". A line about what
 * Max consumes is the story's, not the section's point, and a learner's summary should say the point ("a public good is
 * non-rival"). Written English.
 *
 * History and philosophy books are full of real people, and they act in the same sentences ("Hongwu sent an announcement
 * …", "Aristotle argues …"): a person of the story is told apart by how the text brings them in. The text sets them up
 * in a supposition, as the subject of a present-tense verb ("if Max is eating", "suppose Rachel buys"), where a real
 * person is told in the past ("when Sargon was a baby") or argues in the present without a supposition. They are a cast:
 * at least two such people in the section (a lone "if God is a loving being" is a question about God, not a story), and
 * one named with another capitalised word anywhere ("Max Weber", "Emperor Hongwu", "the Sun") is nobody's invention.
 */
const NAME = String.raw`\p{Lu}\p{Ll}{2,}`;
const PRESENT_ACT = String.raw`(?:is|has|does|doesn['’]t|can|cannot|can['’]t|will|won['’]t|wants|needs|buys|sells|pays|gets|earns|decides|chooses|owns|works|lives|knows|thinks|believes|eats|uses|takes|gives|makes|spends|receives|likes|prefers|values|claims|says|borrows|lends|saves|invests|contributes|hires|plays|votes|goes)`;
const SUPPOSED = new RegExp(String.raw`\b(?:if|suppose|supposing|imagine|say)\s+(?:that\s+)?(${NAME})\s+${PRESENT_ACT}\b`, 'gu');
/** Another name acting in the supposition's sentence: "… then Michelle cannot also eat it". */
const ACTING = new RegExp(String.raw`(?<![\p{L}'’-])(${NAME})(?:['’]s\b|\s+${PRESENT_ACT}\b)`, 'gu');
const MIN_CAST = 2;

export function writtenStoryCast(sentences: readonly string[]): ReadonlySet<string> {
  const cast = new Set<string>();
  for (const sentence of sentences) {
    const supposed = [...sentence.matchAll(SUPPOSED)].map((m) => m[1]!);
    if (supposed.length === 0) continue;
    for (const name of supposed) cast.add(name);
    for (const m of sentence.matchAll(ACTING)) if (m.index > 0) cast.add(m[1]!);
  }
  if (cast.size < MIN_CAST) return new Set();
  const named = [...cast].filter((name) => !sentences.some((s) => namedWithAnother(s, name)));
  return new Set(named.length >= MIN_CAST ? named : []);
}

/** "Max Weber", "Emperor Hongwu", "the Sun": the name goes with another capitalised word or an article somewhere. */
function namedWithAnother(sentence: string, name: string): boolean {
  const words = sentence.split(/\s+/);
  return words.some((w, k) => {
    if (w.replace(/(?:['’]s)?[^\p{L}]*$/u, '') !== name) return false;
    const before = words[k - 1] ?? '';
    const after = words[k + 1] ?? '';
    // The sentence's first word is capitalised whatever it is ("Then Max …").
    const beforeIsName = k > 1 && /^\p{Lu}/u.test(before) && !/[.!?:;,]$/.test(before);
    const afterIsName = /^\p{L}+$/u.test(w) && /^\p{Lu}/u.test(after);
    return beforeIsName || afterIsName || /^the$/i.test(before);
  });
}
