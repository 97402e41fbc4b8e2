import type { Citation, StudyNotesView } from '@studyloop/events';
import type { MaterialEntity } from '../materials/material.entity.js';
import type { VideoEntity } from '../videos/video.entity.js';
import type { StudyNotesEntity } from './study-notes.entity.js';

/** Spec shapes (keyIdeas text list, definitions term → meaning) with citations kept alongside. */
export function toStudyNotesView(
  notes: StudyNotesEntity, viewerId: string | null, material: MaterialEntity | null, video: VideoEntity | null, authorUsername: string | null = null,
): StudyNotesView {
  const definitions: Record<string, string> = {};
  const definitionCitations: Record<string, Citation> = {};
  for (const d of notes.definitions) {
    if (d.term in definitions) continue;
    definitions[d.term] = d.meaning;
    definitionCitations[d.term] = d.citation;
  }
  return {
    id: notes.id,
    title: notes.title,
    summary: notes.summary,
    keyIdeas: notes.keyIdeas.map((k) => k.text),
    definitions,
    timestamps: notes.timestamps.map((t) => ({ time: t.time, text: t.text })),
    citations: { keyIdeas: notes.keyIdeas.map((k) => k.citation), definitions: definitionCitations },
    isPublic: notes.isPublic,
    createdAt: notes.createdAt.toISOString(),
    difficulty: notes.difficulty,
    duration: notes.durationMinutes,
    video: video
      ? { id: video.id, url: video.url, watchUrl: video.watchUrl, title: video.title, duration: video.durationSeconds, thumbnailUrl: video.thumbnailUrl, channelName: video.channelName }
      : null,
    source: { kind: notes.sourceKind, filename: material?.filename ?? null, url: material?.url ?? null, pageCount: material?.pageCount ?? null },
    flashcardCount: notes.flashcardCount,
    sections: [],
    language: 'en',
    userId: notes.userId,
    isOwner: viewerId !== null && viewerId === notes.userId,
    authorUsername,
  };
}
