import type { Citation, DefinitionData, NotesSectionData, NotesSectionView, StudyNotesView } from '@studyloop/events';
import type { MaterialEntity } from '../materials/material.entity.js';
import type { VideoEntity } from '../videos/video.entity.js';
import type { StudyNotesEntity } from './study-notes.entity.js';

/** Term → meaning and term → citation, first definition of a term wins (spec shape). */
function definitionMaps(list: readonly DefinitionData[]): { definitions: Record<string, string>; citations: Record<string, Citation> } {
  const definitions: Record<string, string> = {};
  const citations: Record<string, Citation> = {};
  for (const d of list) {
    if (d.term in definitions) continue;
    definitions[d.term] = d.meaning;
    citations[d.term] = d.citation;
  }
  return { definitions, citations };
}

export function toNotesSectionView(section: NotesSectionData, index: number, flashcardCount: number): NotesSectionView {
  const { definitions, citations } = definitionMaps(section.definitions);
  return {
    index,
    title: section.title,
    level: section.level,
    pageStart: section.pageStart ?? null,
    pageEnd: section.pageEnd ?? null,
    start: section.start ?? null,
    end: section.end ?? null,
    summary: section.summary,
    keyIdeas: section.keyIdeas.map((k) => k.text),
    definitions,
    citations: { keyIdeas: section.keyIdeas.map((k) => k.citation), definitions: citations },
    flashcardCount,
  };
}

/** Spec shapes (keyIdeas text list, definitions term → meaning) with citations kept alongside. */
export function toStudyNotesView(
  notes: StudyNotesEntity, viewerId: string | null, material: MaterialEntity | null, video: VideoEntity | null, authorUsername: string | null = null,
): StudyNotesView {
  const { definitions, citations: definitionCitations } = definitionMaps(notes.definitions);
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
    sections: (notes.sections ?? []).map((section, index) => toNotesSectionView(section, index, notes.sectionFlashcardCounts?.[index] ?? 0)),
    language: notes.language || 'en',
    userId: notes.userId,
    isOwner: viewerId !== null && viewerId === notes.userId,
    authorUsername,
  };
}
