/** Any whitespace but a lone inner space: at either end, two in a row, or a tab, line break or other space character. */
const UNTIDY_SPACE = /^\s|\s$|\s\s|[^\S ]/;

/**
 * The text with each run of whitespace as one space and none at either end: `text.trim().replace(/\s+/g, ' ')`.
 * Sentences mostly come tidy already; those are returned as they are rather than copied (each card maker reads
 * every sentence of a section this way).
 */
export function collapseSpaces(text: string): string {
  return UNTIDY_SPACE.test(text) ? text.trim().replace(/\s+/g, ' ') : text;
}
