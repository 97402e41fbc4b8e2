import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CaptionOrigin, MaterialKind, ProcessingStage } from '@studyloop/events';

export type MaterialStatus = 'processing' | 'completed' | 'failed';

/** One processed source (text, PDF or video); id = material id = study notes id. Written by the 'materials' projection. */
@Entity({ tableName: 'materials' })
export class MaterialEntity {
  [OptionalProps]?: 'title' | 'filename' | 'url' | 'failureReason' | 'failedStage' | 'notesId' | 'wordCount' | 'pageCount' | 'durationSeconds' | 'captionOrigin' | 'language';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text' }) kind!: MaterialKind;
  @Property({ type: 'text', nullable: true }) title: string | null = null;
  @Property({ type: 'text', nullable: true }) filename: string | null = null;
  @Property({ type: 'text', nullable: true }) url: string | null = null;
  @Property({ type: 'text' }) status!: MaterialStatus;
  @Property({ type: 'text', nullable: true, fieldName: 'failure_reason' }) failureReason: string | null = null;
  @Property({ type: 'text', nullable: true, fieldName: 'failed_stage' }) failedStage: ProcessingStage | null = null;
  @Property({ type: 'uuid', nullable: true, fieldName: 'notes_id' }) notesId: string | null = null;
  @Property({ type: 'integer', nullable: true, fieldName: 'word_count' }) wordCount: number | null = null;
  @Property({ type: 'integer', nullable: true, fieldName: 'page_count' }) pageCount: number | null = null;
  @Property({ type: 'integer', nullable: true, fieldName: 'duration_seconds' }) durationSeconds: number | null = null;
  @Property({ type: 'text', nullable: true, fieldName: 'caption_origin' }) captionOrigin: CaptionOrigin | null = null;
  @Property({ type: 'text', nullable: true }) language: string | null = null;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
  @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt!: Date;
}

/**
 * Extracted source text with its position, for citations and search: a PDF page (page, 1-based), a
 * caption cue (startSeconds/endSeconds) or a paragraph of pasted text. Table also has a generated
 * `search` tsvector (english) with a GIN index for full-text queries.
 */
@Entity({ tableName: 'source_segments' })
export class SourceSegmentEntity {
  [PrimaryKeyProp]?: ['materialId', 'position'];
  [OptionalProps]?: 'page' | 'startSeconds' | 'endSeconds';
  @PrimaryKey({ type: 'uuid', fieldName: 'material_id' }) materialId!: string;
  @PrimaryKey({ type: 'integer' }) position!: number;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text' }) text!: string;
  @Property({ type: 'integer', nullable: true }) page: number | null = null;
  @Property({ type: 'double', nullable: true, fieldName: 'start_seconds' }) startSeconds: number | null = null;
  @Property({ type: 'double', nullable: true, fieldName: 'end_seconds' }) endSeconds: number | null = null;
}
