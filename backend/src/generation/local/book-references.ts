/**
 * "As you learned in Observing the Sky: The Birth of Astronomy, the rate of change in an object’s velocity is called
 * acceleration": an opening that sends the reader to another chapter by its title. Read with it, the title's last words
 * became part of the meaning ("acceleration — The Birth of Astronomy, the rate of change …"); the main clause defines.
 * English. A title may hold commas ("Active Galaxies, Quasars, and Supermassive Black Holes"): the opening ends at the first
 * comma followed by a lower-case word other than "and"/"or".
 */
const BOOK_REFERENCE = /^As\s+(?:you|we)\s+(?:have\s+)?(?:learned|saw|seen|discussed|read)\s+in\s+\p{Lu}[^]*?,\s+(?!(?:and|or)\s)(?=\p{Ll})/u;

export function withoutBookReference(sentence: string): string {
  const opening = BOOK_REFERENCE.exec(sentence);
  if (!opening) return sentence;
  const rest = sentence.slice(opening[0].length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
