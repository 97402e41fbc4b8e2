import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TranslatedDefinitionData } from '@studyloop/events';

/** A note translated into one language ('notes-translations' projection). */
@Entity({ tableName: 'notes_translations' })
export class NotesTranslationEntity {
  [PrimaryKeyProp]?: ['notesId', 'language'];
  @PrimaryKey({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @PrimaryKey({ type: 'text' }) language!: string;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text' }) summary!: string;
  @Property({ type: 'json', fieldName: 'key_ideas' }) keyIdeas!: string[];
  @Property({ type: 'json' }) definitions!: TranslatedDefinitionData[];
  @Property({ type: 'text' }) model!: string;
  @Property({ type: 'uuid', fieldName: 'requested_by' }) requestedBy!: string;
  @Property({ type: 'datetime', fieldName: 'translated_at' }) translatedAt!: Date;
}
