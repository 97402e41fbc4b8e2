import type { z } from 'zod';
import type { DomainEvent } from '../envelope.js';
import type { AssistantEvent, TranslationEvent } from '../assistant/assistant-events.js';
import type { BillingEvent, StripeWebhookProcessed } from '../billing/billing-events.js';
import type { FlashcardEvent } from '../flashcards/flashcard-events.js';
import type { GroupChatEvent, GroupEvent, GroupInviteCodeClaimed } from '../groups/group-events.js';
import type { MaterialEvent } from '../materials/material-events.js';
import type { MindMapEvent } from '../mind-maps/mind-map-events.js';
import type { NotesEvent } from '../notes/notes-events.js';
import type { QuizEvent } from '../quizzes/quiz-events.js';
import type { StudyLogEvent } from '../study/study-events.js';
import type { EmailClaimed, UserEvent, UsernameClaimed } from '../users/user-events.js';
import type { VideoLinkClaimed, VideoQuotaEvent } from '../videos/video-events.js';
import { EVENT_SCHEMAS } from './event-schemas.js';

/** Every event the application records. */
export type AppEvent =
  | UserEvent | UsernameClaimed | EmailClaimed
  | BillingEvent | StripeWebhookProcessed
  | GroupEvent | GroupInviteCodeClaimed | GroupChatEvent
  | MaterialEvent | NotesEvent | VideoQuotaEvent | VideoLinkClaimed | FlashcardEvent | QuizEvent
  | MindMapEvent | StudyLogEvent | AssistantEvent | TranslationEvent;
export type AppEventType = AppEvent['type'];
export type AppEventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

// Each schema's output must be the event's TypeScript data type, and every event type must have one.
type SchemaCheck = { [T in AppEventType]: z.ZodType<AppEventOf<T>['data']> };
const schemas: SchemaCheck = EVENT_SCHEMAS;
// …and the other way round: every value of the event's type passes its schema (a schema narrower than
// its type would refuse events the code produces; this fails to compile instead).
type Accepts<T extends AppEventType> = AppEventOf<T>['data'] extends z.input<(typeof EVENT_SCHEMAS)[T]> ? true : false;
type SchemasAcceptTheirTypes = { [T in AppEventType]: Accepts<T> };
const schemasAcceptTheirTypes: { [T in AppEventType]: true } = {} as SchemasAcceptTheirTypes;
void schemasAcceptTheirTypes;

/** Upcasters by type: `from` version → the data one version up. Applied in turn on read. */
type Upcasters = { [T in AppEventType]?: Record<number, (data: Record<string, unknown>) => Record<string, unknown>> };

const UPCASTERS: Upcasters = {
  // v1 (before sections existed) had no `sections`; v2 always has the list, empty for those notes.
  StudyNotesGenerated: { 1: (data) => ({ ...data, sections: Array.isArray(data.sections) ? data.sections : [] }) },
};

/** The current version of each type: 1 + the number of upcasts that lead to it. */
export function eventVersion(type: string): number {
  const steps = UPCASTERS[type as AppEventType];
  return 1 + (steps ? Object.keys(steps).length : 0);
}

export function isKnownEventType(type: string): type is AppEventType {
  return Object.prototype.hasOwnProperty.call(schemas, type);
}

/** Why the event's data does not match its schema, or null when it does (unknown types say so). */
export function eventProblem(type: string, data: unknown): string | null {
  if (!isKnownEventType(type)) return `unknown event type '${type}' (add it to events/src/registry/event-schemas.ts)`;
  const result = schemas[type].safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `${issue.path.join('.') || 'data'}: ${issue.message}`;
}

/** Data stored at `version`, brought up to the current version of its type. */
export function upcastEventData(type: string, version: number, data: Record<string, unknown>): { version: number; data: Record<string, unknown> } {
  const steps = UPCASTERS[type as AppEventType];
  if (!steps) return { version, data };
  let current = data;
  let at = version;
  while (steps[at]) current = steps[at++](current);
  return { version: at, data: current };
}

/** A stored event of a registered type, narrowed by its `type` (for projections: no casts). */
export function isEventOf<T extends AppEventType>(event: DomainEvent, type: T): event is AppEventOf<T> {
  return event.type === type;
}

function isOfTypes<E extends { type: string; data: unknown }, T extends AppEventType>(event: E, types: ReadonlySet<T>): event is E & AppEventOf<T> {
  return (types as ReadonlySet<string>).has(event.type);
}

/**
 * The events of `types`, typed by the registry: their data matched the type's schema when appended
 * and is upcast to the current version when read, so projections switch on `type` without casts.
 * The events keep everything else they carry (position, createdAt, …).
 */
export function eventsOfTypes<E extends { type: string; data: unknown }, T extends AppEventType>(events: readonly E[], types: ReadonlySet<T>): (E & AppEventOf<T>)[] {
  const typed: (E & AppEventOf<T>)[] = [];
  for (const event of events) if (isOfTypes(event, types)) typed.push(event);
  return typed;
}
