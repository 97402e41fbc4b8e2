import { fromColumns } from '../projections/read-model-rows.js';
import { FlashcardEntity } from './flashcard.entity.js';

/**
 * A `flashcards` row as node-postgres returns it (uuid and text as strings, timestamptz as Date,
 * jsonb parsed, int and double as numbers) as the card entity, without the ORM: the review path reads
 * the card for its owner and its reply only, and MikroORM's map (a fork, a merge into its identity map,
 * a change-tracking snapshot) cost ~4% of the app's main thread under bench:study's review load.
 * Columns of a join (`extra`) are left out.
 */
export function flashcardFromRow(row: Record<string, unknown>, extra: readonly string[] = []): FlashcardEntity {
  const columns = extra.length ? Object.fromEntries(Object.entries(row).filter(([column]) => !extra.includes(column))) : row;
  return fromColumns(() => new FlashcardEntity(), columns);
}
