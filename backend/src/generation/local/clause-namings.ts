import { findWholeWords } from '../text/whole-words.js';
import { matchDefinitions, type DefinitionContext, type DefinitionMatch } from './definition-patterns.js';

/**
 * A naming that points back at the clause before its semicolon, as "This is known as …" points at the sentence before:
 *   "Or, we have a hunch … and then look for evidence to support that hunch, …; this is known as confirmation bias."
 *   "It is also believed that strong emotions trigger the formation of strong memories, …; this is called arousal theory."
 * Read as two sentences, the naming and the clause it names, so that the clause passes the checks any named sentence does.
 *   "Another class of small bodies is composed mostly of ice …; these objects are called comets."
 *   "… drive the evolution of organisms that can tolerate high temperatures; such an organism is called a thermophile."
 * The pointer may say its kind ("this process", "such stars", "this field of study"), as a naming sentence of its own may.
 * A clause that says the name's own head ("The precedence of operators is not respected; this is known as operator
 * precedence") is a symptom the name comes from, not what the name means.
 */
const CLAUSE_THEN_NAMING =
  /^(?<clause>[^;]{20,300});\s+(?<naming>(?:this|that|these|those|such)(?:\s+an?)?(?:\s+[\p{L}-]+){0,3}?\s+(?:is|are|was|were)\s+(?:(?:often|usually|also|commonly|sometimes|collectively)\s+)?(?:called|known\s+as|termed|referred\s+to\s+as)\s+[^;]+)$/iu;

export function matchClauseNamings(sentence: string, context: DefinitionContext): DefinitionMatch[] {
  if (!sentence.includes(';')) return [];
  const g = CLAUSE_THEN_NAMING.exec(sentence.trim())?.groups;
  if (!g?.clause || !g.naming) return [];
  const naming = `${g.naming.charAt(0).toUpperCase()}${g.naming.slice(1)}`;
  return matchDefinitions(naming, { ...context, previous: `${g.clause}.` }).filter(
    (m) => m.pattern === 'names-previous' && findWholeWords(m.meaning, m.term.split(/\s+/).at(-1) ?? m.term) < 0,
  );
}
