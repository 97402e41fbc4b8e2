import type {
  AssistantCapabilities, ChatAnswer, ChatCitation, ChatHistory, NotesTranslationView, StudyNotesView,
} from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { AssistantCapabilities, ChatAnswer, ChatCitation, ChatHistory, NotesTranslationView, StudyNotesView };

/** Same limit as the server (events/api/assistant.ts MAX_QUESTION_CHARS; a value import would bundle zod). */
export const MAX_QUESTION_CHARS = 2000;


export function fetchHistory(notesId: string | undefined, signal?: AbortSignal): Promise<ChatHistory> {
  const query = notesId ? `?notesId=${encodeURIComponent(notesId)}` : '';
  return api.get<ChatHistory>(`/api/chat/history${query}`, { signal });
}

export function askRequest(payload: { question: string; notesId?: string; requestId?: string }): Promise<ChatAnswer> {
  return api.post<ChatAnswer>('/api/chat/ask', payload);
}

export function translateRequest(notesId: string, language: string): Promise<NotesTranslationView> {
  return api.post<NotesTranslationView>('/api/assistant/translate', { notesId, language });
}

/** Spec wording for users; the server says the same in its 503. */
export const TRANSLATION_UNAVAILABLE = 'Translation is not available: no language model is configured on this server.';

/** Mirrors TRANSLATION_LANGUAGES in @studyloop/events (kept here so the page does not bundle zod). */
export const LANGUAGES: { code: string; name: string }[] = [
  { code: 'es', name: 'Spanish' }, { code: 'fr', name: 'French' }, { code: 'de', name: 'German' }, { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' }, { code: 'nl', name: 'Dutch' }, { code: 'pl', name: 'Polish' }, { code: 'tr', name: 'Turkish' },
  { code: 'ru', name: 'Russian' }, { code: 'uk', name: 'Ukrainian' }, { code: 'ar', name: 'Arabic' }, { code: 'hi', name: 'Hindi' },
  { code: 'zh', name: 'Chinese (Simplified)' }, { code: 'ja', name: 'Japanese' }, { code: 'ko', name: 'Korean' },
  { code: 'vi', name: 'Vietnamese' }, { code: 'id', name: 'Indonesian' }, { code: 'sw', name: 'Swahili' },
];
