/**
 * Questions about a note as a whole ("Summarize these notes", "What are the key ideas?", "List the
 * definitions") carry no topic words; in a note's Q&A panel they are answered from its summary, key
 * ideas or definitions.
 */
export type OverviewIntent = 'summary' | 'key-ideas' | 'definitions';

const DEFINITIONS = /\b(definitions?|defined|vocabulary|glossary|(key )?terms)\b/i;
const KEY_IDEAS = /\b((key|important|central|main) (ideas|points|concepts)|takeaways?)\b/i;

export function overviewIntent(question: string): OverviewIntent {
  if (DEFINITIONS.test(question)) return 'definitions';
  if (KEY_IDEAS.test(question)) return 'key-ideas';
  return 'summary';
}
