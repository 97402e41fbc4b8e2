import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SourceSegmentData } from '@studyloop/events';

export type PassageSection = 'summary' | 'key-idea' | 'definition' | 'source';

/** Source text of a material, staged until its notes are generated ('assistant-passages' projection). */
@Entity({ tableName: 'assistant_sources' })
export class AssistantSourceEntity {
  [OptionalProps]?: 'kind' | 'videoUrl' | 'segments';
  @PrimaryKey({ type: 'uuid', fieldName: 'material_id' }) materialId!: string;
  @Property({ type: 'text', nullable: true }) kind: string | null = null;
  @Property({ type: 'text', nullable: true, fieldName: 'video_url' }) videoUrl: string | null = null;
  @Property({ type: 'json', nullable: true }) segments: SourceSegmentData[] | null = null;
}

/** A generated note as the assistant sees it: owner, visibility, citation title, video link. */
@Entity({ tableName: 'assistant_notes' })
export class AssistantNotesEntity {
  [OptionalProps]?: 'videoUrl';
  @PrimaryKey({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @Property({ type: 'uuid', fieldName: 'owner_id' }) ownerId!: string;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'boolean', fieldName: 'is_public' }) isPublic!: boolean;
  @Property({ type: 'text', fieldName: 'source_kind' }) sourceKind!: string;
  @Property({ type: 'text', nullable: true, fieldName: 'video_url' }) videoUrl: string | null = null;
  @Property({ type: 'integer', fieldName: 'passage_count' }) passageCount!: number;
}

/**
 * One searchable passage of a note. The table also has `rev` (a sequence number, renewed when the
 * passage's visibility changes), which search indexes in memory follow (see passage-search.ts).
 */
@Entity({ tableName: 'assistant_passages' })
export class AssistantPassageEntity {
  [PrimaryKeyProp]?: ['notesId', 'position'];
  [OptionalProps]?: 'anchor' | 'heading' | 'page' | 'timeSeconds';
  @PrimaryKey({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @PrimaryKey({ type: 'integer' }) position!: number;
  @Property({ type: 'uuid', fieldName: 'owner_id' }) ownerId!: string;
  @Property({ type: 'boolean', fieldName: 'is_public' }) isPublic!: boolean;
  @Property({ type: 'text' }) section!: PassageSection;
  @Property({ type: 'text', nullable: true }) anchor: string | null = null;
  @Property({ type: 'text', nullable: true }) heading: string | null = null;
  @Property({ type: 'text' }) text!: string;
  @Property({ type: 'integer', nullable: true }) page: number | null = null;
  @Property({ type: 'double', nullable: true, fieldName: 'time_seconds' }) timeSeconds: number | null = null;
}
