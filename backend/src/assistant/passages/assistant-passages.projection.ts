import type { EntityManager } from '@mikro-orm/postgresql';
import type { MaterialEvent, NotesEvent } from '@studyloop/events';
import type { RecordedEvent } from '../../event-store/event-store.port.js';
import type { Projection } from '../../projections/projection.js';
import { AssistantNotesEntity, AssistantPassageEntity, AssistantSourceEntity } from './assistant-passage.entity.js';
import { notesPassages, type StagedSource } from './notes-passages.js';

type Handled = Extract<MaterialEvent, { type: 'VideoSubmitted' | 'VideoMetadataResolved' | 'SourceTextExtracted' }> | NotesEvent;

const INSERT_BATCH = 500;

/**
 * The assistant's search index. Source text is staged when extracted and becomes passages together
 * with the generated notes (title, summary, key ideas, definitions), so only notes that exist are
 * searchable; visibility follows StudyNotesVisibilityChanged. Also keeps the document frequency of
 * every lexeme per scope (public, or one owner's private notes), which weights question words by how
 * rare they are in what the asker can search.
 */
export class AssistantPassagesProjection implements Projection {
  readonly name = 'assistant-passages';
  readonly tables = ['assistant_sources', 'assistant_notes', 'assistant_passages', 'assistant_term_stats', 'assistant_corpus'];
  readonly eventTypes = new Set<string>([
    'VideoSubmitted', 'VideoMetadataResolved', 'SourceTextExtracted', 'StudyNotesGenerated', 'StudyNotesVisibilityChanged',
  ]);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const recorded of events) await this.applyOne({ type: recorded.type, data: recorded.data } as Handled, em);
  }

  private async applyOne(event: Handled, em: EntityManager): Promise<void> {
    switch (event.type) {
      case 'VideoSubmitted':
        await this.upsertSource(em, event.data.materialId, { video_url: event.data.url });
        return;
      case 'VideoMetadataResolved':
        if (event.data.canonicalUrl) await this.upsertSource(em, event.data.materialId, { video_url: event.data.canonicalUrl });
        return;
      case 'SourceTextExtracted':
        // A caption upload after a failed generation replaces what was extracted before.
        await this.upsertSource(em, event.data.materialId, { kind: event.data.kind, segments: JSON.stringify(event.data.segments) });
        return;
      case 'StudyNotesGenerated': {
        const d = event.data;
        // Delivered again (a retried batch): the note is indexed already, and its words counted once.
        if (await em.count(AssistantNotesEntity, { notesId: d.notesId })) return;
        const staged = await em.findOne(AssistantSourceEntity, { materialId: d.materialId }, { disableIdentityMap: true });
        const source: StagedSource | null = staged?.segments ? { kind: d.sourceKind, segments: staged.segments } : null;
        const drafts = notesPassages(d, source);
        await em.insert(AssistantNotesEntity, {
          notesId: d.notesId, ownerId: d.userId, title: d.title, isPublic: d.isPublic, sourceKind: d.sourceKind,
          videoUrl: d.sourceKind === 'video' ? (staged?.videoUrl ?? null) : null, passageCount: drafts.length,
        });
        const rows = drafts.map((p) => ({
          notesId: d.notesId, position: p.position, ownerId: d.userId, isPublic: d.isPublic, section: p.section,
          anchor: p.anchor ?? null, heading: p.heading ?? null, text: p.text, page: p.page ?? null, timeSeconds: p.time ?? null,
        }));
        for (let i = 0; i < rows.length; i += INSERT_BATCH) await em.insertMany(AssistantPassageEntity, rows.slice(i, i + INSERT_BATCH));
        if (staged) await em.nativeUpdate(AssistantSourceEntity, { materialId: d.materialId }, { segments: null });
        await this.countTerms(em, d.notesId, termScope(d.userId, d.isPublic), 1);
        return;
      }
      case 'StudyNotesVisibilityChanged': {
        const note = await em.findOne(AssistantNotesEntity, { notesId: event.data.notesId }, { disableIdentityMap: true });
        if (!note || note.isPublic === event.data.isPublic) return;
        // The note's words move from one searchable bucket to the other (public ↔ its owner's own).
        await this.countTerms(em, note.notesId, termScope(note.ownerId, note.isPublic), -1);
        await em.nativeUpdate(AssistantNotesEntity, { notesId: event.data.notesId }, { isPublic: event.data.isPublic });
        await em.nativeUpdate(AssistantPassageEntity, { notesId: event.data.notesId }, { isPublic: event.data.isPublic });
        await this.countTerms(em, note.notesId, termScope(note.ownerId, event.data.isPublic), 1);
        return;
      }
      case 'FlashcardsGenerated':
        return;
      default: { const unknown: never = event; return unknown; }
    }
  }

  private async upsertSource(em: EntityManager, materialId: string, values: { kind?: string; video_url?: string; segments?: string }): Promise<void> {
    const columns = Object.keys(values);
    await em.getConnection().execute(
      `INSERT INTO assistant_sources (material_id, ${columns.join(', ')}) VALUES (?, ${columns.map((c) => (c === 'segments' ? '?::jsonb' : '?')).join(', ')})
       ON CONFLICT (material_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
      [materialId, ...Object.values(values)], 'run', em.getTransactionContext(),
    );
  }

  /**
   * Adds (sign 1) or removes (sign -1) the note's lexemes to the document frequencies of one scope,
   * straight from the generated tsvectors.
   */
  private async countTerms(em: EntityManager, notesId: string, scope: string, sign: 1 | -1): Promise<void> {
    const connection = em.getConnection();
    const ctx = em.getTransactionContext();
    await connection.execute(
      `INSERT INTO assistant_term_stats (scope, term, df)
       SELECT ?, t.lexeme, ? * count(*) FROM assistant_passages p, unnest(p.search) AS t(lexeme, positions, weights)
       WHERE p.notes_id = ? GROUP BY t.lexeme
       ON CONFLICT (scope, term) DO UPDATE SET df = assistant_term_stats.df + EXCLUDED.df`,
      [scope, sign, notesId], 'run', ctx,
    );
    await connection.execute(
      `INSERT INTO assistant_corpus (scope, passages) SELECT ?, ? * count(*) FROM assistant_passages WHERE notes_id = ?
       ON CONFLICT (scope) DO UPDATE SET passages = assistant_corpus.passages + EXCLUDED.passages`,
      [scope, sign, notesId], 'run', ctx,
    );
    // A bucket keeps only words it still has (a rebuild gives the same rows).
    if (sign < 0) await connection.execute('DELETE FROM assistant_term_stats WHERE scope = ? AND df <= 0', [scope], 'run', ctx);
  }
}

/** Whose searches a passage's words count in: everyone's (public) or only its owner's. */
export const PUBLIC_SCOPE = 'public';
export function termScope(ownerId: string, isPublic: boolean): string {
  return isPublic ? PUBLIC_SCOPE : ownerId;
}
