/** Whitespace other than a plain space, or two spaces in a row (a space at either end is checked apart). */
const UNTIDY_SPACE = /[^\S ]| {2}/;

/**
 * The text with each run of whitespace as one space and none at either end: `text.trim().replace(/\s+/g, ' ')`.
 * Sentences mostly come tidy already; those are returned as they are rather than copied (each card maker reads
 * every sentence of a section this way).
 */
export function collapseSpaces(text: string): string {
  return text.startsWith(' ') || text.endsWith(' ') || UNTIDY_SPACE.test(text) ? text.trim().replace(/\s+/g, ' ') : text;
}
