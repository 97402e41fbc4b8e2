import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ChatCitation } from '@studyloop/events';
import { snippetOf, type ComposedAnswer } from '../answering/answer-engine.js';

/**
 * "What should I study next?": the learner's own notes with due cards, the weakest ones by review and
 * quiz history, and those not studied for longest, each cited. Read from the study read models.
 */

export interface NotesStanding {
  notesId: string;
  title: string;
  summary: string;
  dueCards: number;
  reviews: number;
  correctReviews: number;
  lastQuizScore: number | null;
  /** Last study session, review or quiz; null = never. */
  lastStudiedAt: Date | null;
  createdAt: Date;
}

const WEAK_ACCURACY = 0.7;
const WEAK_QUIZ = 70;
const STALE_DAYS = 7;
const LISTED = 3;

/** A note's weakness 0–1 (higher = weaker), or null when it has no history to judge. */
function weakness(n: NotesStanding): number | null {
  const parts: number[] = [];
  if (n.reviews >= 3) parts.push(1 - n.correctReviews / n.reviews);
  if (n.lastQuizScore !== null) parts.push(1 - n.lastQuizScore / 100);
  return parts.length ? Math.max(...parts) : null;
}

function isWeak(n: NotesStanding): boolean {
  return (n.reviews >= 3 && n.correctReviews / n.reviews < WEAK_ACCURACY) || (n.lastQuizScore !== null && n.lastQuizScore < WEAK_QUIZ);
}

function list(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

function days(from: Date, now: Date): number {
  return Math.floor((now.getTime() - from.getTime()) / 86_400_000);
}

export function studyNextAnswer(notes: readonly NotesStanding[], now: Date): ComposedAnswer {
  if (!notes.length) {
    return { answer: 'You have no study notes yet. Process a lecture, a PDF or some text first, and I’ll suggest what to study.', citations: [], found: false };
  }
  const citations: ChatCitation[] = [];
  const cite = (n: NotesStanding) => {
    let i = citations.findIndex((c) => c.notesId === n.notesId);
    if (i < 0) i = citations.push({ notesId: n.notesId, title: n.title, snippet: snippetOf(n.summary || n.title), section: 'summary', anchor: 'summary' }) - 1;
    return `“${n.title}” [${i + 1}]`;
  };
  const lines: string[] = [];
  const due = notes.filter((n) => n.dueCards > 0).sort((a, b) => b.dueCards - a.dueCards);
  const weak = notes.filter(isWeak).sort((a, b) => (weakness(b) ?? 0) - (weakness(a) ?? 0)).slice(0, LISTED);
  const stale = notes
    .filter((n) => !n.lastStudiedAt || days(n.lastStudiedAt, now) >= STALE_DAYS)
    .filter((n) => !weak.includes(n))
    .sort((a, b) => (a.lastStudiedAt?.getTime() ?? 0) - (b.lastStudiedAt?.getTime() ?? 0) || a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, LISTED);
  if (due.length) {
    const total = due.reduce((s, n) => s + n.dueCards, 0);
    lines.push(`Start with your ${total} due flashcard${total === 1 ? '' : 's'}: ${list(due.slice(0, LISTED).map((n) => `${n.dueCards} in ${cite(n)}`))}.`);
  }
  if (weak.length) {
    lines.push(`${lines.length ? 'Then work on' : 'Work on'} your weakest topics: ${list(weak.map((n) => {
      const why = n.lastQuizScore !== null && n.lastQuizScore < WEAK_QUIZ ? `last quiz ${n.lastQuizScore}%` : `${Math.round((100 * n.correctReviews) / n.reviews)}% of reviews right`;
      return `${cite(n)} (${why})`;
    }))}.`);
  }
  if (stale.length) {
    lines.push(`${lines.length ? 'Also revisit' : 'Revisit'} notes you haven’t studied lately: ${list(stale.map((n) => `${cite(n)} (${n.lastStudiedAt ? `${days(n.lastStudiedAt, now)} days ago` : 'never studied'})`))}.`);
  }
  if (!lines.length) {
    const newest = [...notes].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    lines.push(`You’re up to date: no cards are due and your recent results are strong. Take a quiz on ${cite(newest)} to keep it fresh.`);
  }
  return { answer: lines.join(' '), citations, found: true };
}

interface StandingRow {
  notes_id: string; title: string; summary: string; due: number; reviews: number; correct_reviews: number;
  last_quiz_score: number | null; last_studied_at: Date | null; created_at: Date;
}

@Injectable()
export class StudyNextReader {
  constructor(private readonly orm: MikroORM) {}

  async standings(userId: string): Promise<NotesStanding[]> {
    const rows = await this.orm.em.getConnection().execute<StandingRow[]>(
      `SELECT n.id AS notes_id, n.title, n.summary, n.created_at,
              (SELECT count(*) FROM flashcards f WHERE f.notes_id = n.id AND f.user_id = n.user_id AND f.next_review_at <= now())::int AS due,
              coalesce(a.reviews, 0)::int AS reviews, coalesce(a.correct_reviews, 0)::int AS correct_reviews, a.last_quiz_score,
              greatest(a.last_studied_at, a.last_reviewed_at, a.last_quizzed_at) AS last_studied_at
       FROM study_notes n LEFT JOIN study_notes_activity a ON a.notes_id = n.id AND a.user_id = n.user_id
       WHERE n.user_id = ? ORDER BY n.created_at DESC LIMIT 200`,
      [userId],
    );
    return rows.map((r) => ({
      notesId: r.notes_id, title: r.title, summary: r.summary, dueCards: Number(r.due), reviews: Number(r.reviews), correctReviews: Number(r.correct_reviews),
      lastQuizScore: r.last_quiz_score, lastStudiedAt: r.last_studied_at ? new Date(r.last_studied_at) : null, createdAt: new Date(r.created_at),
    }));
  }
}
