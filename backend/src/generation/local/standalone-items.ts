import { baseLanguage } from '../text/language.js';
import { isTitleLike } from './source-blocks.js';
import { closeUnmarkedItem } from './unmarked-item-ends.js';

/**
 * A slide sets each bullet between blank lines, as it sets its title, and writes it without a full stop: "Iterative
 * improvement algorithms take constant space", "Ausreißer beeinflussen die Varianz stark". Such a line is an item, not
 * a heading, when it reads as a whole sentence (a subject and a finite verb: `closeUnmarkedItem`) and not as a title:
 * not mostly capitalised words ("THESE ARE THE TWO BASIC SEARCH ALGORITHMS"; only where a language capitalises names
 * and titles alone, as German capitalises every noun), and its verb not only inside a bracketed aside ("Uniform-cost
 * search (this is not a heuristic algorithm)" names a topic).
 */

/** Languages whose capitals mark names and titles, not every noun. */
const NOUNS_IN_LOWER_CASE = new Set(['en', 'es', 'fr']);

function withoutBracketedAsides(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, '').trim();
}

export function isStandaloneItem(line: string, language: string): boolean {
  const code = baseLanguage(language) ?? '';
  if (NOUNS_IN_LOWER_CASE.has(code) && isTitleLike(line)) return false;
  return closeUnmarkedItem(withoutBracketedAsides(line), code) !== undefined;
}
