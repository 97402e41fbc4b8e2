/**
 * A word boundary that knows accented letters, for patterns in /u mode: \b alone treats "é" or "ü" as
 * a non-word character, so "por qué" or "für" would never end a word.
 */
export const WORD_BOUNDARY = String.raw`(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))`;

/** A case-insensitive Unicode pattern in which \b is WORD_BOUNDARY. */
export function words(source: string): RegExp {
  return new RegExp(source.replaceAll(String.raw`\b`, WORD_BOUNDARY), 'iu');
}
