import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';
import type { MaterialEvent, NotesEvent, SourceSegmentData, StudyNotesGenerated } from '@studyloop/events';
import type { RecordedEvent } from '../../event-store/event-store.port.js';
import type { Projection } from '../../projections/projection.js';
import { AssistantNotesEntity } from './assistant-passage.entity.js';
import { notesPassages, type StagedSource } from './notes-passages.js';

type Handled = Extract<MaterialEvent, { type: 'VideoSubmitted' | 'VideoMetadataResolved' | 'SourceTextExtracted' }> | NotesEvent;

const INSERT_BATCH = 5000;

interface NotesRow { notes_id: string; owner_id: string; title: string; is_public: boolean; source_kind: string; video_url: string | null; passage_count: number }
interface PassageRow {
  notes_id: string; position: number; owner_id: string; is_public: boolean; section: string;
  anchor: string | null; heading: string | null; text: string; page: number | null; time_seconds: number | null;
}

/** A material's source as staged within one batch (written once, at the end of the batch). */
interface StagedRow { kind?: string | null; videoUrl?: string | null; segments?: SourceSegmentData[] | null }

/**
 * The assistant's search index. Source text is staged when extracted and becomes passages together
 * with the generated notes (title, summary, key ideas, definitions), so only notes that exist are
 * searchable; visibility follows StudyNotesVisibilityChanged. Searching (word weights over what the
 * asker may read, vectors) happens in PassageSearch's in-memory index, which follows the table by `rev`.
 *
 * A batch is applied in a few statements, not a few per note: staged sources are kept in memory and
 * written once, the notes of a batch are inserted together (a rebuild replays thousands of notes).
 */
export class AssistantPassagesProjection implements Projection {
  readonly name = 'assistant-passages';
  /** assistant_passage_vectors is filled by PassageSearch (pgvector), but rebuilt and kept visible-in-step here. */
  readonly tables = ['assistant_sources', 'assistant_notes', 'assistant_passages', 'assistant_passage_vectors'];
  readonly eventTypes = new Set<string>([
    'VideoSubmitted', 'VideoMetadataResolved', 'SourceTextExtracted', 'StudyNotesGenerated', 'StudyNotesVisibilityChanged',
  ]);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    const staged = new Map<string, StagedRow>();
    let notes: StudyNotesGenerated['data'][] = [];
    const flushNotes = async () => {
      if (notes.length) await this.indexNotes(em, notes, staged);
      notes = [];
    };
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as Handled;
      switch (event.type) {
        case 'VideoSubmitted':
          stage(staged, event.data.materialId, { videoUrl: event.data.url });
          break;
        case 'VideoMetadataResolved':
          if (event.data.canonicalUrl) stage(staged, event.data.materialId, { videoUrl: event.data.canonicalUrl });
          break;
        case 'SourceTextExtracted':
          // A caption upload after a failed generation replaces what was extracted before.
          stage(staged, event.data.materialId, { kind: event.data.kind, segments: event.data.segments });
          break;
        case 'StudyNotesGenerated':
          notes.push(event.data);
          break;
        case 'StudyNotesVisibilityChanged':
          await flushNotes();
          await this.changeVisibility(em, event.data.notesId, event.data.isPublic);
          break;
        case 'FlashcardsGenerated':
          break;
        default: { const unknown: never = event; return unknown; }
      }
    }
    await flushNotes();
    await this.writeStaged(em, staged);
  }

  /** Indexes notes (each once: a retried batch finds them indexed), with their staged source text. */
  private async indexNotes(em: EntityManager, batch: StudyNotesGenerated['data'][], staged: Map<string, StagedRow>): Promise<void> {
    const connection = em.getConnection();
    const ctx = em.getTransactionContext();
    const ids = [...new Set(batch.map((d) => d.notesId))];
    const indexed = new Set((await connection.execute<{ notes_id: string }[]>(
      'SELECT notes_id FROM assistant_notes WHERE notes_id IN (SELECT jsonb_array_elements_text(?::jsonb)::uuid)', [JSON.stringify(ids)], 'all', ctx,
    )).map((r) => r.notes_id));
    const fresh = batch.filter((d) => !indexed.has(d.notesId) && indexed.add(d.notesId));
    if (!fresh.length) return;
    await this.completeFromStore(em, staged, fresh.map((d) => d.materialId));
    const notesRows: NotesRow[] = [];
    const passageRows: PassageRow[] = [];
    for (const d of fresh) {
      const source = staged.get(d.materialId);
      const text: StagedSource | null = source?.segments ? { kind: d.sourceKind, segments: source.segments } : null;
      const drafts = notesPassages(d, text);
      notesRows.push({
        notes_id: d.notesId, owner_id: d.userId, title: d.title, is_public: d.isPublic, source_kind: d.sourceKind,
        video_url: d.sourceKind === 'video' ? (source?.videoUrl ?? null) : null, passage_count: drafts.length,
      });
      for (const p of drafts) {
        passageRows.push({
          notes_id: d.notesId, position: p.position, owner_id: d.userId, is_public: d.isPublic, section: p.section,
          anchor: p.anchor ?? null, heading: p.heading ?? null, text: p.text, page: p.page ?? null, time_seconds: p.time ?? null,
        });
      }
      // Used: the source text is not kept once its notes exist.
      if (source) staged.set(d.materialId, { ...source, segments: null });
    }
    // One parameter per statement (json rows), not thousands of values formatted into the SQL text;
    // json, not jsonb: read once, it need not be built into a jsonb value first (~40% less for passages).
    await connection.execute(
      `INSERT INTO assistant_notes (notes_id, owner_id, title, is_public, source_kind, video_url, passage_count)
       SELECT * FROM json_to_recordset(?::json) AS r(notes_id uuid, owner_id uuid, title text, is_public boolean, source_kind text, video_url text, passage_count int)`,
      [JSON.stringify(notesRows)], 'run', ctx,
    );
    for (let i = 0; i < passageRows.length; i += INSERT_BATCH) {
      await withBoundParameters(em,
        `INSERT INTO assistant_passages (notes_id, position, owner_id, is_public, section, anchor, heading, text, page, time_seconds)
         SELECT * FROM json_to_recordset($1::json)
           AS r(notes_id uuid, position int, owner_id uuid, is_public boolean, section text, anchor text, heading text, text text, page int, time_seconds float8)`,
        [JSON.stringify(passageRows.slice(i, i + INSERT_BATCH))],
      );
    }
  }

  /** Fills what this batch did not stage (a source staged by an earlier batch) from the table. */
  private async completeFromStore(em: EntityManager, staged: Map<string, StagedRow>, materialIds: string[]): Promise<void> {
    const partial = materialIds.filter((m) => {
      const s = staged.get(m);
      return !s || s.kind === undefined || s.videoUrl === undefined || s.segments === undefined;
    });
    if (!partial.length) return;
    const rows = await em.getConnection().execute<{ material_id: string; kind: string | null; video_url: string | null; segments: SourceSegmentData[] | null }[]>(
      'SELECT material_id, kind, video_url, segments FROM assistant_sources WHERE material_id IN (SELECT jsonb_array_elements_text(?::jsonb)::uuid)',
      [JSON.stringify([...new Set(partial)])], 'all', em.getTransactionContext(),
    );
    for (const r of rows) {
      const s = staged.get(r.material_id) ?? {};
      staged.set(r.material_id, {
        kind: s.kind !== undefined ? s.kind : r.kind,
        videoUrl: s.videoUrl !== undefined ? s.videoUrl : r.video_url,
        segments: s.segments !== undefined ? s.segments : r.segments,
      });
    }
  }

  /** Staged sources of the batch, written once (notes made in the same batch have used their text already). */
  private async writeStaged(em: EntityManager, staged: Map<string, StagedRow>): Promise<void> {
    if (!staged.size) return;
    await this.completeFromStore(em, staged, [...staged.keys()]);
    const rows = [...staged].map(([materialId, s]) => ({ material_id: materialId, kind: s.kind ?? null, video_url: s.videoUrl ?? null, segments: s.segments ?? null }));
    await em.getConnection().execute(
      `INSERT INTO assistant_sources (material_id, kind, video_url, segments)
       SELECT r.material_id, r.kind, r.video_url, r.segments FROM jsonb_to_recordset(?::jsonb) AS r(material_id uuid, kind text, video_url text, segments jsonb)
       ON CONFLICT (material_id) DO UPDATE SET kind = EXCLUDED.kind, video_url = EXCLUDED.video_url, segments = EXCLUDED.segments`,
      [JSON.stringify(rows)], 'run', em.getTransactionContext(),
    );
  }

  private async changeVisibility(em: EntityManager, notesId: string, isPublic: boolean): Promise<void> {
    const note = await em.findOne(AssistantNotesEntity, { notesId }, { disableIdentityMap: true });
    if (!note || note.isPublic === isPublic) return;
    await em.nativeUpdate(AssistantNotesEntity, { notesId }, { isPublic });
    // A new rev: search indexes in memory pick up who may now read the passages.
    await em.getConnection().execute(
      "UPDATE assistant_passages SET is_public = ?, rev = nextval('assistant_passages_rev') WHERE notes_id = ?", [isPublic, notesId], 'run', em.getTransactionContext(),
    );
    // After the passages (whose rows a vector being stored holds locked): their vectors are ranked with the same rule.
    await em.getConnection().execute(
      'UPDATE assistant_passage_vectors SET is_public = ? WHERE notes_id = ?', [isPublic, notesId], 'run', em.getTransactionContext(),
    );
  }

}

/**
 * Runs a statement with its parameters bound ($1 …), in the projection's transaction. The ORM's
 * execute() writes parameters into the SQL text as escaped literals: for a batch's megabytes of
 * passage text that escaping and the parsing of the literal took most of a rebuild (8.6 s of ~21 s
 * for 1,000 notes; bound: ~1.7 s).
 */
async function withBoundParameters(em: EntityManager, sql: string, parameters: unknown[]): Promise<void> {
  const ctx = em.getTransactionContext<Transaction<unknown>>();
  await (ctx ?? em.getConnection().getClient()).executeQuery(CompiledQuery.raw(sql, parameters));
}

function stage(staged: Map<string, StagedRow>, materialId: string, values: StagedRow): void {
  staged.set(materialId, { ...staged.get(materialId), ...values });
}
