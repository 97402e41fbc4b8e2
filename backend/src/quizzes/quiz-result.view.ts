import {
  quizBadge, type QuizAnswerData, type QuizQuestionData, type QuizQuestionView, type QuizResultSummaryView, type QuizResultView,
} from '@studyloop/events';

export interface QuizCompletion {
  quizId: string;
  notesId: string;
  score: number;
  correct: number;
  total: number;
  durationSeconds: number;
  timedOut: boolean;
  completedAt: string;
}

/** A question as shown while the quiz runs: the answer stays on the server. */
export function toQuestionView(q: QuizQuestionData): QuizQuestionView {
  return { id: q.id, kind: q.kind, question: q.question, options: q.options, difficulty: q.difficulty };
}

export function toResultSummary(c: QuizCompletion): QuizResultSummaryView {
  return {
    quizId: c.quizId, notesId: c.notesId, score: c.score, correct: c.correct, total: c.total, badge: quizBadge(c.score),
    durationSeconds: c.durationSeconds, timedOut: c.timedOut, completedAt: c.completedAt,
  };
}

export function toResultView(c: QuizCompletion, questions: QuizQuestionData[], answers: QuizAnswerData[]): QuizResultView {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return {
    ...toResultSummary(c),
    questions: questions.map((q) => {
      const answer = byQuestion.get(q.id);
      return {
        ...toQuestionView(q),
        correctIndex: q.correctIndex,
        selectedIndex: answer?.selectedIndex ?? null,
        ...(q.kind === 'typed' ? { typedAnswer: answer?.typedAnswer ?? null, answerText: q.answerText ?? '' } : {}),
        correct: answer?.correct ?? false,
        explanation: q.explanation,
        citation: q.citation,
      };
    }),
  };
}
