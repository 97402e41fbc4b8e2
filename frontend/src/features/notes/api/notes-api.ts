import type { FlashcardView, ProcessVideoResult, StudyNotesView, VideoView } from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { FlashcardView, ProcessVideoResult, StudyNotesView, VideoView };

/** Owner only: make notes public (Share Notes) or private again. */
export const setNotesVisibilityRequest = (notesId: string, isPublic: boolean) =>
  api.patch<StudyNotesView>(`/api/notes/${encodeURIComponent(notesId)}/visibility`, { isPublic });

/** Owner of a failed video: finish it from a .vtt/.srt file (multipart field `file`). */
export function uploadCaptionsRequest(videoId: string, file: File): Promise<ProcessVideoResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<ProcessVideoResult>(`/api/videos/${encodeURIComponent(videoId)}/captions`, form);
}
