import escapeStringRegexp from 'escape-string-regexp';
/**
 * A term the sentence uses in another role than the one it defines: the words around the term in the sentence show that
 * the gloss or the naming is about something else. Written English; the quote is the sentence the definition came from.
 */

/**
 * "the brightest stars in this cluster, which are red giants …", "to fit into this category (an accomplishment …)": a noun
 * the sentence points at with a demonstrative is the instance at hand, and what follows it glosses that instance or a
 * noun before it, not the word. ("Note that kinship, or …": a "that" after a verb opens a clause; "This asset-liability time
 * mismatch—the ability …": a dash glosses the term itself.)
 */
function isPointedInstance(term: string, quote: string): boolean {
  return new RegExp(`\\b(?:this|these|those)\\s+${escapeStringRegexp(term.trim())}\\s*[,(]`, 'iu').test(quote);
}

/**
 * "… an inaccessible mountain or tree—the method of triangulation": a dash after a coordinated noun glosses the whole
 * sentence part; "protectionist or mercantilist policies—that is, policies …" says it glosses the name.
 */
function closesCoordination(term: string, quote: string): boolean {
  return !/\s/.test(term.trim()) && new RegExp(`\\b(?:or|and)\\s+${escapeStringRegexp(term.trim())}\\s*[—–](?!\\s*that\\s+is\\b)`, 'iu').test(quote);
}

/** "Astronomers refer to all the material between stars as interstellar matter": the subject names, it is not named. */
function isWhoNames(term: string, quote: string): boolean {
  return new RegExp(`^${escapeStringRegexp(term.trim())}\\s+(?:\\p{L}+ly\\s+)?refer\\s+to\\s.+\\sas\\s`, 'iu').test(quote.trim());
}

/** "…, which explains why they are called “open.”": the sentence says why a name fits, not what it means. */
function explainsTheName(quote: string): boolean {
  return /\bwhy\s+(?:it|they|this|these|we|astronomers|people)\s+(?:is|are|was|were)?\s*(?:called|named|termed|known\s+as)\b/i.test(quote);
}

// Each check compiles a pattern around the term and runs for every candidate definition of a long book: a plain test
// for the words it needs ("this", a dash, "refer to") skips most quotes first.
const POINTING = /\b(?:this|these|those)\s/i;
const DASH = /[—–]/;
const REFER_TO = /\brefer\s+to\s/i;

export function isUsedInAnotherRole(term: string, quote: string): boolean {
  if (!quote) return false;
  return (POINTING.test(quote) && isPointedInstance(term, quote)) || (DASH.test(quote) && closesCoordination(term, quote)) || (REFER_TO.test(quote) && isWhoNames(term, quote)) || explainsTheName(quote);
}
