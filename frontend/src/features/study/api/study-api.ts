import type { NotesProgressView, RecordStudySessionPayload, StudySessionRecorded } from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { NotesProgressView, StudySessionRecorded };

export const recordStudySession = (payload: RecordStudySessionPayload) => api.post<StudySessionRecorded>('/api/study/sessions', payload);
