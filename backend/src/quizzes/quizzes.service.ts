import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  QUIZ_TIME_LIMIT_SECONDS, quizStream, type QuizCompleted, type QuizQuestionData, type QuizIntroView, type QuizResultSummaryView, type QuizResultView,
  type StartedQuizView, type SubmitQuizPayload,
} from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { CommandsService } from '../event-store/commands.service.js';
import { isUuid } from '../common/uuid.js';
import { contentTerms } from '../generation/text/tokens.js';
import { NotesService } from '../notes/notes.service.js';
import { StudyNotesEntity } from '../notes/study-notes.entity.js';
import { buildQuizQuestions, quizQuestionCount, type QuizSourceNotes } from './quiz-builder.js';
import { QuizAttemptEntity } from './quiz-attempt.entity.js';
import type { ModelQuizWriter } from './model-quiz-writer.js';
import { toQuestionView, toResultSummary, toResultView } from './quiz-result.view.js';
import * as quizDecider from './quiz.decider.js';
import type { SynonymCheck } from './typed-answer.js';

/** How many of the learner's other notes lend wrong options (most recent first). */
const DISTRACTOR_NOTES_LIMIT = 30;
const RESULTS_LIMIT = 50;

/** The model quiz writer, or null without a configured model. */
export const QUIZ_WRITER = Symbol('QuizWriter');
/** How typed answers are matched to a term in other words (SynonymCheck). */
export const SYNONYM_CHECK = Symbol('SynonymCheck');

/** The notes as the quiz builder reads them; each item tagged with the section (chapter) it belongs to. */
function toSource(notes: Pick<StudyNotesEntity, 'keyIdeas' | 'definitions'> & Partial<Pick<StudyNotesEntity, 'sections' | 'language'>>): QuizSourceNotes {
  const sections = notes.sections ?? [];
  const partOf = (found: (s: (typeof sections)[number]) => boolean) => {
    const i = sections.findIndex(found);
    return i < 0 ? null : i;
  };
  return {
    keyIdeas: notes.keyIdeas.map((k) => ({ text: k.text, citation: k.citation ?? null, part: partOf((s) => s.keyIdeas.some((x) => x.text === k.text)) })),
    definitions: notes.definitions.map((d) => ({
      term: d.term, meaning: d.meaning, citation: d.citation ?? null, part: partOf((s) => s.definitions.some((x) => x.term === d.term)),
    })),
    ...(notes.language ? { language: notes.language } : {}),
  };
}

/** Practice quizzes: built and graded on the server, results kept as events. */
@Injectable()
export class QuizzesService {
  /** The quiz decider, grading typed answers with the synonym check. */
  private readonly grading: ReturnType<typeof quizDecider.withSynonyms>;

  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    private readonly notes: NotesService,
    @Inject(QUIZ_WRITER) private readonly writer: ModelQuizWriter | null,
    @Inject(SYNONYM_CHECK) isSynonym: SynonymCheck,
  ) {
    this.grading = quizDecider.withSynonyms(isSynonym);
  }

  async intro(userId: string, notesId: string): Promise<QuizIntroView> {
    const em = this.orm.em.fork();
    const notes = await this.notes.visibleNotes(notesId, userId, em);
    const [row] = await em.getConnection().execute<{ attempts: number; best: number | null }[]>(
      `SELECT count(*)::int AS attempts, max(score)::int AS best FROM quiz_attempts WHERE notes_id = ? AND user_id = ? AND status = 'completed'`,
      [notesId, userId],
    );
    return {
      notesId, notesTitle: notes.title, questionCount: quizQuestionCount(toSource(notes)), timeLimitSeconds: QUIZ_TIME_LIMIT_SECONDS,
      attempts: row.attempts, bestScore: row.best,
    };
  }

  /**
   * Starts a quiz on the notes. With `topic` (the assistant's "quiz me on …"): at most `max`
   * questions, those about the topic first.
   */
  async start(userId: string, notesId: string, focus?: { topic: string | null; max: number }): Promise<StartedQuizView & { notesTitle: string }> {
    const em = this.orm.em.fork();
    const notes = await this.notes.visibleNotes(notesId, userId, em);
    const source = toSource(notes);
    const count = Math.min(focus?.max ?? Infinity, quizQuestionCount(source));
    const written = this.writer ? await this.writer.write(source, { count, topic: focus?.topic ?? null }) : null;
    const questions = written ? (focus ? onTopic(written, focus.topic, focus.max) : written) : await this.buildLocally(userId, notesId, source, focus, em);
    const quizId = randomUUID();
    const now = new Date().toISOString();
    await this.commands.execute(quizStream(notesId, userId), quizDecider, {
      type: 'StartQuiz', data: { quizId, notesId, userId, questions, timeLimitSeconds: QUIZ_TIME_LIMIT_SECONDS, now },
    }, { metadata: { userId } });
    return { quizId, notesId, notesTitle: notes.title, timeLimitSeconds: QUIZ_TIME_LIMIT_SECONDS, startedAt: now, questions: questions.map(toQuestionView) };
  }

  /** The local builder: wrong options from these notes, another of the learner's notes only when they have too little. */
  private async buildLocally(
    userId: string, notesId: string, source: QuizSourceNotes, focus: { topic: string | null; max: number } | undefined, em: ReturnType<MikroORM['em']['fork']>,
  ): Promise<QuizQuestionData[]> {
    const others = await em.find(StudyNotesEntity, { userId, id: { $ne: notesId } }, {
      fields: ['keyIdeas', 'definitions'], orderBy: { createdAt: 'desc' }, limit: DISTRACTOR_NOTES_LIMIT,
    });
    const built = buildQuizQuestions({ notes: source, otherNotes: others.map(toSource) });
    return focus ? onTopic(built, focus.topic, focus.max) : built;
  }

  async submit(userId: string, notesId: string, payload: SubmitQuizPayload): Promise<QuizResultView> {
    const notes = await this.notes.visibleNotes(notesId, userId);
    // Typed answers are graded against what the note states: its terms, "X, also called Y", "X versus Y".
    const note = { definitions: notes.definitions.map((d) => ({ term: d.term, meaning: d.meaning })), text: [notes.summary, ...notes.keyIdeas.map((k) => k.text)].join('\n') };
    const outcome = await this.commands.execute(quizStream(notesId, userId), this.grading, {
      type: 'SubmitQuiz', data: { quizId: payload.quizId, notesId, userId, answers: payload.answers, timedOut: payload.timedOut, now: new Date().toISOString(), note, language: notes.language },
      // The result page links to the dashboard: its accuracy and XP include this quiz.
    }, { waitFor: ['quizzes', 'progress'], metadata: { userId } });
    const completed = outcome.events[0] as QuizCompleted;
    const questions = outcome.state.quizzes.get(payload.quizId)!.questions;
    return toResultView(completed.data, questions, completed.data.answers);
  }

  /** Quizzes the assistant started in the chat, as shown there: questions, and the result once submitted. */
  async chatQuizzes(userId: string, quizIds: string[]): Promise<Map<string, { quiz: StartedQuizView; result?: QuizResultView }>> {
    const found = new Map<string, { quiz: StartedQuizView; result?: QuizResultView }>();
    const ids = quizIds.filter(isUuid);
    if (!ids.length) return found;
    const rows = await this.orm.em.fork().find(QuizAttemptEntity, { id: { $in: ids }, userId });
    for (const row of rows) {
      found.set(row.id, {
        quiz: { quizId: row.id, notesId: row.notesId, timeLimitSeconds: row.timeLimitSeconds, startedAt: row.startedAt.toISOString(), questions: row.questions.map(toQuestionView) },
        ...(row.status === 'completed' ? { result: toResultView(completion(row), row.questions, row.answers ?? []) } : {}),
      });
    }
    return found;
  }

  async results(userId: string, notesId: string): Promise<QuizResultSummaryView[]> {
    const em = this.orm.em.fork();
    await this.notes.visibleNotes(notesId, userId, em);
    const rows = await em.find(QuizAttemptEntity, { notesId, userId, status: 'completed' }, {
      orderBy: { completedAt: 'desc' }, limit: RESULTS_LIMIT, exclude: ['questions', 'answers'],
    });
    return rows.map((row) => toResultSummary(completion(row)));
  }

  async result(userId: string, notesId: string, quizId: string): Promise<QuizResultView> {
    const em = this.orm.em.fork();
    await this.notes.visibleNotes(notesId, userId, em);
    const row = isUuid(quizId) ? await em.findOne(QuizAttemptEntity, { id: quizId, notesId, userId, status: 'completed' }) : null;
    if (!row) throw new NotFoundException('Quiz result not found');
    return toResultView(completion(row), row.questions, row.answers ?? []);
  }

}

/** Up to `max` questions, those mentioning the topic's words first, renumbered. */
function onTopic(questions: QuizQuestionData[], topic: string | null, max: number): QuizQuestionData[] {
  const wanted = new Set(contentTerms(topic ?? ''));
  const about = (q: QuizQuestionData) => contentTerms(`${q.question} ${q.options[q.correctIndex]} ${q.explanation}`).filter((w) => wanted.has(w)).length;
  const ranked = wanted.size ? questions.map((q, i) => ({ q, i, score: about(q) })).sort((a, b) => b.score - a.score || a.i - b.i).map((r) => r.q) : questions;
  return ranked.slice(0, max).map((q, i) => ({ ...q, id: `q${i + 1}` }));
}

function completion(row: Omit<QuizAttemptEntity, 'questions' | 'answers'>) {
  return {
    quizId: row.id, notesId: row.notesId, score: row.score ?? 0, correct: row.correct ?? 0, total: row.total ?? 0,
    durationSeconds: row.durationSeconds ?? 0, timedOut: row.timedOut ?? false, completedAt: (row.completedAt ?? row.startedAt).toISOString(),
  };
}
