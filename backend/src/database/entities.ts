import { UserEntity } from '../users/user.entity.js';
import { AdminAuditEntity, AdminUserEmailEntity } from '../admin/admin.entities.js';
import { MaterialEntity, SourceSegmentEntity } from '../materials/material.entity.js';
import { VideoEntity } from '../videos/video.entity.js';
import { StudyNotesEntity } from '../notes/study-notes.entity.js';
import { FlashcardEntity } from '../flashcards/flashcard.entity.js';
import { FlashcardReviewEntity } from '../flashcards/flashcard-review.entity.js';
import { QuizAttemptEntity } from '../quizzes/quiz-attempt.entity.js';
import {
  DailyActivityEntity, NotesActivityEntity, ProgressPreferencesEntity, UserAchievementEntity, UserProgressEntity,
} from '../progress/progress.entities.js';
import { ScheduleCompletionEntity, StudyPreferencesEntity } from '../study/study.entities.js';
import { MindMapEntity, MindMapHistoryEntity } from '../mind-maps/mind-map.entity.js';
import { BillingCustomerEntity, BillingSubscriptionEntity } from '../billing/billing.entity.js';
import { GroupEntity, GroupMemberEntity, GroupMessageEntity, GroupNotesEntity } from '../groups/group.entity.js';
import { AssistantNotesEntity, AssistantPassageEntity, AssistantSourceEntity } from '../assistant/passages/assistant-passage.entity.js';
import { AssistantExchangeEntity } from '../assistant/history/assistant-exchange.entity.js';
import { NotesTranslationEntity } from '../assistant/translation/notes-translation.entity.js';

/** Every read-model entity; MikroORM needs them all at start-up. Features add theirs here. */
export const entities = [
  UserEntity, AdminAuditEntity, AdminUserEmailEntity,
  MaterialEntity, SourceSegmentEntity, VideoEntity, StudyNotesEntity, FlashcardEntity,
  FlashcardReviewEntity, QuizAttemptEntity,
  UserProgressEntity, DailyActivityEntity, UserAchievementEntity, NotesActivityEntity, ProgressPreferencesEntity,
  StudyPreferencesEntity, ScheduleCompletionEntity,
  MindMapEntity, MindMapHistoryEntity,
  BillingCustomerEntity, BillingSubscriptionEntity,
  GroupEntity, GroupMemberEntity, GroupNotesEntity, GroupMessageEntity,
  AssistantSourceEntity, AssistantNotesEntity, AssistantPassageEntity, AssistantExchangeEntity, NotesTranslationEntity,
];
