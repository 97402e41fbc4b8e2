import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ChatCitation } from '@studyloop/events';
import { snippetOf, type ComposedAnswer } from '../answering/answer-engine.js';
import { answerLanguage, answerWording, listed } from '../answering/answer-wording.js';
import { questionLanguage } from '../answering/intent.js';

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

function days(from: Date, now: Date): number {
  return Math.floor((now.getTime() - from.getTime()) / 86_400_000);
}

/**
 * The answer, in the language of the notes it names (their summaries), else of the question. `question`
 * is the learner's ("What should I study next?", "¿Qué debería estudiar ahora?").
 */
export function studyNextAnswer(notes: readonly NotesStanding[], now: Date, question: string): ComposedAnswer {
  if (!notes.length) return { answer: answerWording(questionLanguage(question)).noNotesToStudy, citations: [], found: false };
  const due = notes.filter((n) => n.dueCards > 0).sort((a, b) => b.dueCards - a.dueCards);
  const weak = notes.filter(isWeak).sort((a, b) => (weakness(b) ?? 0) - (weakness(a) ?? 0)).slice(0, LISTED);
  const stale = notes
    .filter((n) => !n.lastStudiedAt || days(n.lastStudiedAt, now) >= STALE_DAYS)
    .filter((n) => !weak.includes(n))
    .sort((a, b) => (a.lastStudiedAt?.getTime() ?? 0) - (b.lastStudiedAt?.getTime() ?? 0) || a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, LISTED);
  const newest = [...notes].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  const named = due.length || weak.length || stale.length ? [...due.slice(0, LISTED), ...weak, ...stale] : [newest];
  const w = answerWording(answerLanguage(question, named.map((n) => n.summary || n.title)));
  const citations: ChatCitation[] = [];
  const cite = (n: NotesStanding) => {
    let i = citations.findIndex((c) => c.notesId === n.notesId);
    if (i < 0) i = citations.push({ notesId: n.notesId, title: n.title, snippet: snippetOf(n.summary || n.title), section: 'summary', anchor: 'summary' }) - 1;
    return `${w.quoted(n.title)} [${i + 1}]`;
  };
  const lines: string[] = [];
  if (due.length) {
    const total = due.reduce((s, n) => s + n.dueCards, 0);
    lines.push(w.dueCards(total, listed(due.slice(0, LISTED).map((n) => w.dueIn(n.dueCards, cite(n))), w)));
  }
  if (weak.length) {
    lines.push(w.weakest(lines.length > 0, listed(weak.map((n) => {
      const why = n.lastQuizScore !== null && n.lastQuizScore < WEAK_QUIZ ? w.lastQuiz(n.lastQuizScore) : w.reviewsRight(Math.round((100 * n.correctReviews) / n.reviews));
      return `${cite(n)} (${why})`;
    }), w)));
  }
  if (stale.length) {
    lines.push(w.revisit(lines.length > 0, listed(stale.map((n) => `${cite(n)} (${n.lastStudiedAt ? w.daysAgo(days(n.lastStudiedAt, now)) : w.neverStudied})`), w)));
  }
  if (!lines.length) lines.push(w.upToDate(cite(newest)));
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
