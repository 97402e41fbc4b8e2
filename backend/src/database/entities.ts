import { AdminAuditEntity, UserEntity } from '../users/user.entity.js';
import { MaterialEntity, SourceSegmentEntity } from '../materials/material.entity.js';
import { VideoEntity } from '../videos/video.entity.js';
import { StudyNotesEntity } from '../notes/study-notes.entity.js';
import { FlashcardEntity } from '../flashcards/flashcard.entity.js';
import { AssistantNotesEntity, AssistantPassageEntity, AssistantSourceEntity } from '../assistant/passages/assistant-passage.entity.js';
import { AssistantExchangeEntity } from '../assistant/history/assistant-exchange.entity.js';
import { NotesTranslationEntity } from '../assistant/translation/notes-translation.entity.js';

/** Every read-model entity; MikroORM needs them all at start-up. Features add theirs here. */
export const entities = [
  UserEntity, AdminAuditEntity,
  MaterialEntity, SourceSegmentEntity, VideoEntity, StudyNotesEntity, FlashcardEntity,
  AssistantSourceEntity, AssistantNotesEntity, AssistantPassageEntity, AssistantExchangeEntity, NotesTranslationEntity,
];
