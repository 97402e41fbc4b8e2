import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DefinitionData, KeyIdeaData, MaterialKind, NotesDifficulty, NotesSectionData, TimestampData } from '@studyloop/events';

/**
 * The spec's Study notes, with citations kept on each key idea and definition. id = material id.
 * Written by the 'study-notes' projection. The table also has a generated `search` tsvector
 * (title weight A, summary B) with a GIN index.
 */
@Entity({ tableName: 'study_notes' })
export class StudyNotesEntity {
  [OptionalProps]?: 'isPublic' | 'flashcardCount' | 'sections' | 'sectionFlashcardCounts' | 'language';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'uuid', fieldName: 'material_id' }) materialId!: string;
  @Property({ type: 'text', fieldName: 'source_kind' }) sourceKind!: MaterialKind;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text' }) summary!: string;
  @Property({ type: 'json', fieldName: 'key_ideas' }) keyIdeas!: KeyIdeaData[];
  @Property({ type: 'json' }) definitions!: DefinitionData[];
  @Property({ type: 'json' }) timestamps!: TimestampData[];
  @Property({ type: 'text' }) difficulty!: NotesDifficulty;
  @Property({ type: 'integer', fieldName: 'duration_minutes' }) durationMinutes!: number;
  @Property({ type: 'boolean', fieldName: 'is_public' }) isPublic = false;
  @Property({ type: 'text' }) generator!: string;
  @Property({ type: 'integer', fieldName: 'flashcard_count' }) flashcardCount = 0;
  /** The source's parts in order, with their own notes (migration 0110); [] before sections existed. */
  @Property({ type: 'json' }) sections: NotesSectionData[] = [];
  /** Cards per section, index = section index. */
  @Property({ type: 'json', fieldName: 'section_flashcard_counts' }) sectionFlashcardCounts: number[] = [];
  @Property({ type: 'text' }) language = 'en';
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
  @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt!: Date;
}
