import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The one registry of server query keys and of what a write makes stale.
 *
 * A key that starts with an API path is fetched by the default query function as a GET of its parts
 * joined by '/' (lib/query-client.ts), so `notes(id)` → GET /api/notes/{id}. Features read their keys
 * here rather than spelling paths, so two features that read the same resource share one cache entry
 * and one name.
 */
export const queryKeys = {
  // auth and account
  user: ['/api/auth/user'],
  googleStatus: ['/api/auth/google/status'],
  usage: ['/api/user/usage'],
  // videos and notes
  recentVideos: ['/api/videos/recent'],
  myVideos: ['/api/videos/my-videos'],
  userNotes: ['/api/notes/user'],
  publicNotes: ['/api/notes/public'],
  notes: (notesId: string) => ['/api/notes', notesId],
  /** Prefix of every read of one notes' cards (GET /api/notes/{id}/flashcards and its /study deck). */
  notesFlashcards: (notesId: string) => ['/api/notes', notesId, 'flashcards'],
  flashcardDeck: (notesId: string) => ['/api/notes', notesId, 'flashcards', 'study'],
  // flashcards
  /** Prefix of every /api/flashcards read (user, public, study, stats). */
  flashcards: ['/api/flashcards'],
  flashcardsOverview: ['/api/flashcards', 'study'],
  publicFlashcards: ['/api/flashcards', 'public'],
  // quiz
  quizIntro: (notesId: string) => ['/api/notes', notesId, 'quiz'],
  quizResults: (notesId: string) => ['/api/notes', notesId, 'quiz', 'results'],
  quizResult: (notesId: string, quizId: string) => ['/api/notes', notesId, 'quiz', 'results', quizId],
  // progress, dashboard, schedule
  /** GET /api/progress: the study streak over all activity. */
  progress: ['/api/progress'],
  /** Prefix of every notes' progress. */
  notesProgressAll: ['/api/progress/notes'],
  notesProgress: (notesId: string) => ['/api/progress/notes', notesId],
  dashboard: ['/api/analytics/dashboard'],
  schedule: ['/api/schedule/today'],
  preferences: ['/api/preferences'],
  // mind maps
  mindMap: (notesId: string) => ['/api/mind-maps', notesId],
  mindMapHistory: (notesId: string) => ['/api/mind-maps', notesId, 'history'],
  // assistant
  /** /chat's conversation, or one note's Q&A conversation. */
  chatHistory: (notesId?: string) => ['/api/chat/history', notesId ?? 'chat'],
  assistantCapabilities: ['/api/assistant/capabilities'],
  translations: (notesId: string) => ['/api/assistant/translations', notesId],
  // groups
  userGroups: ['/api/study-groups', 'user'],
  publicGroups: (viewerId: string | null) => ['/api/study-groups', 'public', { viewer: viewerId }],
  group: (groupId: string) => ['/api/study-groups', groupId],
  groupNotes: (groupId: string) => ['/api/study-groups', groupId, 'notes'],
  groupsSharedWith: (notesId: string) => ['/api/study-groups', 'shared-with', notesId],
  // billing
  billingConfig: ['/api/billing/config'],
  billingSubscription: ['/api/billing/subscription'],
  billingRefresh: ['/api/billing/refresh'],
  // admin
  adminAudit: ['/api/admin/audit'],
  parkedEvents: ['/api/admin/parked-events'],
} as const satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;

/** Path prefix shared by every study-groups read (see {@link invalidateApi}). */
export const GROUPS_PATH = '/api/study-groups';

/** What a kind of write makes stale: each list is named for the change, not for who reads it. */
export const invalidations = {
  /** A review, a quiz result or a study session counts towards the streak, XP, dashboard and schedule. */
  studyProgress: [queryKeys.dashboard, queryKeys.schedule, queryKeys.progress, queryKeys.notesProgressAll, queryKeys.user],
  /** New preferences move the goals, the schedule and the streak's calendar days. */
  preferences: [queryKeys.preferences, queryKeys.dashboard, queryKeys.schedule, queryKeys.progress, queryKeys.user],
  /** Anything that may change the plan: the user, the usage card and the subscription. */
  planChange: [queryKeys.user, queryKeys.usage, queryKeys.billingSubscription],
  /** A promotion changes the user and writes an audit line. */
  promotion: [queryKeys.user, queryKeys.adminAudit],
  /** Notes changed visibility: both library lists. */
  notesLists: [queryKeys.userNotes, queryKeys.publicNotes],
} as const satisfies Record<string, readonly QueryKey[]>;

/** Invalidates every query under each key (prefix match, TanStack's default). */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * Invalidates every cached query whose key starts with one of the API path prefixes, e.g.
 * `invalidateApi(queryClient, '/api/notes', '/api/flashcards')` covers `/api/notes/user`,
 * `['/api/notes', id]`, `/api/flashcards/public`...
 */
export function invalidateApi(queryClient: QueryClient, ...prefixes: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && prefixes.some((prefix) => head === prefix || head.startsWith(`${prefix}/`));
    },
  });
}
