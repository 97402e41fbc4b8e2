import type { FlashcardView, StudyNotesView } from '@studyloop/events';
import { formatClock, videoUrlAt } from '../../lib/media-time';
import { citationMarkdown, difficultyLabel, formatDate, sourceVideoUrl } from './notes-format';
import { sectionRange } from './notes-sections-format';

/** Markdown special characters that would change the meaning of generated text. */
function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1').replace(/\s+/g, ' ').trim();
}

function sourceLine(notes: StudyNotesView): string {
  const { source, video } = notes;
  if (source.kind === 'video') {
    const url = sourceVideoUrl(notes);
    const title = video?.title ? escapeInline(video.title) : 'Video';
    const length = video?.duration ? ` (${formatClock(video.duration)})` : '';
    return url ? `Source: [${title}](${url})${length}` : `Source: ${title}${length}`;
  }
  if (source.kind === 'pdf') {
    const pages = source.pageCount ? `, ${source.pageCount} pages` : '';
    return `Source: PDF ${source.filename ? `“${escapeInline(source.filename)}”` : ''}${pages}`.replace(/\s+,/, ',');
  }
  return 'Source: pasted text';
}

/** The whole study set as a Markdown document (notes, citations and, when given, the flashcards). */
export function notesToMarkdown(notes: StudyNotesView, flashcards: FlashcardView[] = []): string {
  const videoUrl = sourceVideoUrl(notes);
  const lines: string[] = [];
  lines.push(`# ${escapeInline(notes.title)}`, '');
  lines.push(`> ${sourceLine(notes)}  `);
  lines.push(`> ${difficultyLabel(notes.difficulty)} · ${notes.duration} min · Created ${formatDate(notes.createdAt, 'long')}`, '');

  lines.push('## Summary', '', notes.summary?.trim() || 'No summary available.', '');

  if (notes.keyIdeas.length > 0) {
    lines.push('## Key Ideas', '');
    notes.keyIdeas.forEach((idea, i) => {
      lines.push(`${i + 1}. ${escapeInline(idea)}${citationMarkdown(notes.citations?.keyIdeas?.[i], videoUrl)}`);
    });
    lines.push('');
  }

  const definitions = Object.entries(notes.definitions ?? {});
  if (definitions.length > 0) {
    lines.push('## Definitions', '');
    for (const [term, meaning] of definitions) {
      lines.push(`- **${escapeInline(term)}**: ${escapeInline(meaning)}${citationMarkdown(notes.citations?.definitions?.[term], videoUrl)}`);
    }
    lines.push('');
  }

  if (notes.timestamps.length > 0) {
    lines.push('## Key Timestamps', '');
    for (const { time, text } of notes.timestamps) {
      const clock = formatClock(time);
      lines.push(`- ${videoUrl ? `[${clock}](${videoUrlAt(videoUrl, time)})` : clock} ${escapeInline(text)}`);
    }
    lines.push('');
  }

  if (notes.sections.length > 0) {
    lines.push('## Sections', '');
    for (const section of notes.sections) {
      const range = sectionRange(section);
      lines.push(`### ${section.index + 1}. ${escapeInline(section.title)}${range ? ` (${range})` : ''}`, '');
      if (section.summary.trim()) lines.push(escapeInline(section.summary), '');
      section.keyIdeas.forEach((idea, i) => lines.push(`- ${escapeInline(idea)}${citationMarkdown(section.citations.keyIdeas[i], videoUrl)}`));
      for (const [term, meaning] of Object.entries(section.definitions)) {
        lines.push(`- **${escapeInline(term)}**: ${escapeInline(meaning)}${citationMarkdown(section.citations.definitions[term], videoUrl)}`);
      }
      lines.push('');
    }
  }

  if (flashcards.length > 0) {
    lines.push('## Flashcards', '');
    flashcards.forEach((card, i) => {
      lines.push(`${i + 1}. **Q:** ${escapeInline(card.question)}  `);
      lines.push(`   **A:** ${escapeInline(card.answer)}${citationMarkdown(card.citation, videoUrl)}`);
    });
    lines.push('');
  }

  lines.push('---', '', '_Exported from StudyLoop._', '');
  return lines.join('\n');
}
