import { z } from 'zod';

/**
 * The data schema of every event type, as stored. Kept beside the TypeScript types in ../domain and
 * checked against them (event-registry.ts), so the two cannot drift apart silently. Objects are not
 * strict: a field added later (optional) by a newer producer does not make an older reader refuse.
 */

const id = z.string().min(1).max(200);
const isoTime = z.string().min(1).max(64);
const text = z.string();
const count = z.number().int().nonnegative();
const seconds = z.number().nonnegative();
const nullableText = z.string().nullable();

const citation = z.object({ page: z.number().optional(), time: z.number().optional(), quote: text });
const keyIdea = z.object({ text, citation });
const definition = z.object({ term: text, meaning: text, citation });
const section = z.object({
  title: text, level: z.number(), pageStart: z.number().optional(), pageEnd: z.number().optional(),
  start: z.number().optional(), end: z.number().optional(), summary: text, keyIdeas: z.array(keyIdea), definitions: z.array(definition),
});
const segment = z.object({ text, page: z.number().optional(), start: z.number().optional(), end: z.number().optional() });
const paidTier = z.enum(['premium', 'pro']);
const provider = z.enum(['stripe', 'test']);
const subscriptionRef = { userId: id, subscriptionId: id, provider };
const groupRole = z.enum(['admin', 'moderator', 'member']);
const materialKind = z.enum(['text', 'pdf', 'video']);
const schedule = z.object({
  due: isoTime, stability: z.number(), difficulty: z.number(), state: z.enum(['new', 'learning', 'review', 'relearning']),
  reps: count, lapses: count, scheduledDays: z.number(), learningSteps: z.number(), lastReview: isoTime,
});
const editSummary = {
  nodesAdded: count, nodesRemoved: count, nodesRenamed: count, nodesMoved: count, connectionsAdded: count, connectionsRemoved: count, updates: count,
};

export const EVENT_SCHEMAS = {
  // users
  UserRegistered: z.object({
    userId: id, username: text, email: text, passwordHash: nullableText, googleId: nullableText.optional(), isAdmin: z.boolean(), registeredAt: isoTime,
  }),
  UserPromotedToAdmin: z.object({ userId: id, promotedBy: id.nullable(), reason: z.enum(['admin-action', 'admin-emails', 'cli']) }),
  UserTierChanged: z.object({ userId: id, tier: z.enum(['free', 'premium', 'pro', 'admin']), source: text, effectiveAt: isoTime }),
  UserGoogleLinked: z.object({ userId: id, googleId: text }),
  UsernameClaimed: z.object({ userId: id, username: text }),
  EmailClaimed: z.object({ userId: id, email: text }),
  // billing
  BillingCustomerCreated: z.object({ userId: id, customerId: id, provider }),
  SubscriptionStarted: z.object({ ...subscriptionRef, tier: paidTier, status: text, currentPeriodEnd: isoTime.nullable(), cancelAtPeriodEnd: z.boolean() }),
  SubscriptionStatusChanged: z.object({ ...subscriptionRef, from: text, to: text }),
  SubscriptionPlanChanged: z.object({ ...subscriptionRef, from: paidTier, to: paidTier }),
  SubscriptionPeriodChanged: z.object({ ...subscriptionRef, currentPeriodEnd: isoTime.nullable() }),
  SubscriptionCancellationScheduled: z.object({ ...subscriptionRef, endsAt: isoTime.nullable() }),
  SubscriptionCancellationWithdrawn: z.object(subscriptionRef),
  StripeWebhookProcessed: z.object({ stripeEventId: id, type: text, created: z.number(), userId: id.nullable() }),
  // groups
  GroupCreated: z.object({
    groupId: id, name: text, description: text, inviteCode: id, maxMembers: count, isPublic: z.boolean(), createdBy: id, createdAt: isoTime,
  }),
  GroupMemberJoined: z.object({ groupId: id, userId: id, role: groupRole, via: z.enum(['created', 'invite-code', 'public']), joinedAt: isoTime }),
  GroupMemberLeft: z.object({ groupId: id, userId: id, leftAt: isoTime }),
  GroupMemberRemoved: z.object({ groupId: id, userId: id, removedBy: id, removedAt: isoTime }),
  GroupMemberRoleChanged: z.object({ groupId: id, userId: id, role: groupRole, changedBy: id }),
  GroupDetailsChanged: z.object({ groupId: id, name: text, description: text, maxMembers: count, changedBy: id }),
  GroupVisibilityChanged: z.object({ groupId: id, isPublic: z.boolean(), changedBy: id }),
  GroupInviteCodeRegenerated: z.object({ groupId: id, inviteCode: id, previousCode: id, regeneratedBy: id }),
  GroupDeleted: z.object({ groupId: id, deletedBy: id, deletedAt: isoTime }),
  GroupNotesShared: z.object({ groupId: id, notesId: id, sharedBy: id, sharedAt: isoTime }),
  GroupNotesUnshared: z.object({ groupId: id, notesId: id, unsharedBy: id }),
  GroupInviteCodeClaimed: z.object({ groupId: id, inviteCode: id }),
  GroupMessagePosted: z.object({ groupId: id, messageId: id, userId: id, username: text, content: text, postedAt: isoTime }),
  GroupMessageDeleted: z.object({ groupId: id, messageId: id, deletedBy: id, deletedAt: isoTime }),
  // mind maps
  MindMapCreated: z.object({ mindMapId: id, notesId: id, userId: id, title: text, nodeCount: count, createdAt: isoTime }),
  MindMapEdited: z.object({ ...editSummary, mindMapId: id, notesId: id, userId: id, firstEditAt: isoTime, lastEditAt: isoTime }),
  // processing
  MaterialSubmitted: z.object({ materialId: id, userId: id, kind: z.enum(['text', 'pdf']), filename: nullableText, characterCount: count, submittedAt: isoTime }),
  VideoSubmitted: z.object({
    materialId: id, userId: id, url: text, provider: z.enum(['youtube', 'caption-file', 'web-page']), externalId: nullableText, submittedAt: isoTime,
  }),
  VideoQuotaConsumed: z.object({ userId: id, materialId: id, month: z.string().regex(/^\d{4}-\d{2}$/), limited: z.boolean() }),
  VideoQuotaReleased: z.object({ userId: id, materialId: id, month: z.string().regex(/^\d{4}-\d{2}$/), releasedAt: isoTime }),
  VideoLinkClaimed: z.object({ userId: id, materialId: id, linkKey: text, claimedAt: isoTime }),
  VideoResubmitted: z.object({ materialId: id, userId: id, url: text, resubmittedAt: isoTime }),
  VideoMetadataResolved: z.object({
    materialId: id, title: nullableText, description: nullableText, channelName: nullableText, durationSeconds: seconds.nullable(),
    thumbnailUrl: nullableText, canonicalUrl: nullableText,
    chapters: z.array(z.object({ title: text, start: seconds })).optional(),
  }),
  SourceTextExtracted: z.object({
    materialId: id, kind: materialKind, title: nullableText, segments: z.array(segment), wordCount: count, pageCount: count.nullable(),
    durationSeconds: seconds.nullable(),
    captionOrigin: z.enum(['youtube-manual', 'youtube-auto', 'caption-file', 'web-page-track', 'caption-upload']).nullable(),
    language: nullableText, extractedAt: isoTime,
  }),
  ProcessingFailed: z.object({ materialId: id, stage: z.enum(['extract', 'generate']), reason: text, failedAt: isoTime }),
  ProcessingCompleted: z.object({ materialId: id, notesId: id, flashcardCount: count, generator: text, completedAt: isoTime }),
  StudyNotesGenerated: z.object({
    notesId: id, materialId: id, userId: id, sourceKind: materialKind, title: text, summary: text,
    keyIdeas: z.array(keyIdea), definitions: z.array(definition), timestamps: z.array(z.object({ time: z.number(), text })),
    difficulty: z.enum(['beginner', 'intermediate', 'advanced']), durationMinutes: z.number().nonnegative(),
    sections: z.array(section).optional(), language: z.string().optional(), isPublic: z.boolean(), generator: text, generatedAt: isoTime,
  }),
  FlashcardsGenerated: z.object({
    notesId: id, userId: id, generatedAt: isoTime,
    cards: z.array(z.object({
      flashcardId: id, question: text, answer: text, kind: z.enum(['definition', 'concept', 'cloze']), difficulty: z.enum(['easy', 'medium', 'hard']),
      citation, section: z.number().int().nonnegative().optional(),
    })),
  }),
  StudyNotesVisibilityChanged: z.object({ notesId: id, isPublic: z.boolean(), changedBy: id, changedAt: isoTime }),
  // study
  FlashcardReviewed: z.object({
    flashcardId: id, notesId: id, userId: id, rating: z.enum(['again', 'hard', 'good', 'easy']), correct: z.boolean(), reviewedAt: isoTime,
    elapsedMs: z.number().nonnegative().optional(), reviewId: id.optional(), schedule,
  }),
  QuizStarted: z.object({
    quizId: id, notesId: id, userId: id, timeLimitSeconds: count, startedAt: isoTime,
    questions: z.array(z.object({
      id, kind: z.enum(['key-idea', 'definition', 'true-false', 'typed']), question: text, options: z.array(text),
      correctIndex: z.number().int().min(-1), answerText: text.optional(), difficulty: z.enum(['easy', 'medium']),
      explanation: text, citation: citation.nullable(), distractorSources: z.array(z.enum(['same-notes', 'other-notes', 'fixed', 'model'])),
    })),
  }),
  QuizCompleted: z.object({
    quizId: id, notesId: id, userId: id, score: z.number(), correct: count, total: count, durationSeconds: seconds, timedOut: z.boolean(),
    answers: z.array(z.object({
      questionId: id, selectedIndex: count.nullable(), typedAnswer: text.nullable().optional(), correctIndex: z.number().int().min(-1), correct: z.boolean(),
    })), completedAt: isoTime,
  }),
  StudySessionCompleted: z.object({ userId: id, notesId: id, minutes: z.number().positive(), mode: z.enum(['pomodoro', 'standard']), startedAt: isoTime, completedAt: isoTime }),
  ScheduleItemCompleted: z.object({
    userId: id, itemId: id, day: text, kind: z.enum(['review', 'pomodoro', 'quiz']), activity: text, notesId: id.nullable(), completedAt: isoTime,
  }),
  StudyPreferencesUpdated: z.object({ userId: id, dailyGoal: count, timeZone: text, updatedAt: isoTime }),
  // assistant
  AssistantQuestionAsked: z.object({ questionId: id, userId: id, question: text, notesId: id.nullable(), askedAt: isoTime }),
  AssistantAnswered: z.object({
    questionId: id, userId: id, notesId: id.nullable(), answer: text, found: z.boolean(), engine: text, answeredAt: isoTime,
    citations: z.array(z.object({
      notesId: id, title: text, snippet: text, page: z.number().optional(), time: z.number().optional(),
      section: z.enum(['summary', 'key-idea', 'definition', 'source']), anchor: z.string().optional(),
    })),
    quiz: z.object({ quizId: id, notesId: id, topic: text.nullable() }).optional(),
  }),
  NotesTranslated: z.object({
    notesId: id, language: text, title: text, summary: text, keyIdeas: z.array(text),
    definitions: z.array(z.object({ term: text, meaning: text })), model: text, requestedBy: id, translatedAt: isoTime,
  }),
} as const;
