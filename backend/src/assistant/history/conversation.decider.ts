import { MAX_QUESTION_CHARS, type AssistantCitationData, type AssistantEvent } from '@studyloop/events';
import type { Snapshotting } from '../../event-store/command-handler.js';
import { Invalid } from '../../common/domain-errors.js';

/**
 * A user's conversation with the assistant (stream `assistant-<userId>`). A question is recorded
 * together with its answer, and its id is the event id of AssistantQuestionAsked, so the store keeps
 * each question once. The state is small and kept in a snapshot: asking never reads the whole
 * conversation, however long the history grows.
 */
export interface ConversationState {
  questions: number;
  answered: number;
  /** The question asked last: a retried command that already landed records nothing again. */
  lastQuestionId: string | null;
}

export const initialState: ConversationState = { questions: 0, answered: 0, lastQuestionId: null };

/** A conversation of a thousand questions still loads from the snapshot plus a few events. */
export const snapshot: Snapshotting<ConversationState> = {
  kind: 'conversation-v1',
  every: 50,
  toJSON: (state) => state,
  fromJSON: (json) => json as ConversationState,
};

export type ConversationCommand = {
  type: 'RecordAnsweredQuestion';
  data: {
    questionId: string;
    userId: string;
    question: string;
    notesId: string | null;
    answer: string;
    citations: AssistantCitationData[];
    found: boolean;
    engine: string;
    askedAt: string;
    answeredAt: string;
    quiz?: { quizId: string; notesId: string; topic: string | null };
  };
};

/** An event with the id the store keeps it under (the question's id, for AssistantQuestionAsked). */
export type ConversationEvent = AssistantEvent & { eventId?: string };

export function evolve(state: ConversationState, event: AssistantEvent): ConversationState {
  switch (event.type) {
    case 'AssistantQuestionAsked': return { ...state, questions: state.questions + 1, lastQuestionId: event.data.questionId };
    case 'AssistantAnswered': return { ...state, answered: state.answered + 1 };
    default: { const unknown: never = event; return unknown; }
  }
}

export function decide(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'RecordAnsweredQuestion': {
      const d = command.data;
      if (state.lastQuestionId === d.questionId) return [];
      const question = d.question.trim();
      if (!question) throw new Invalid('Please enter a question');
      if (question.length > MAX_QUESTION_CHARS) {
        throw new Invalid(`Questions can be at most ${MAX_QUESTION_CHARS.toLocaleString('en-US')} characters long`);
      }
      if (!d.answer.trim()) throw new Error('An answer must have text');
      if (d.found !== d.citations.length > 0) throw new Error('An answer cites its sources exactly when something was found');
      return [
        { type: 'AssistantQuestionAsked', eventId: d.questionId, data: { questionId: d.questionId, userId: d.userId, question, notesId: d.notesId, askedAt: d.askedAt } },
        {
          type: 'AssistantAnswered',
          data: {
            questionId: d.questionId, userId: d.userId, notesId: d.notesId, answer: d.answer, citations: d.citations,
            found: d.found, engine: d.engine, answeredAt: d.answeredAt, ...(d.quiz ? { quiz: d.quiz } : {}),
          },
        },
      ];
    }
    default: { const unknown: never = command.type; return unknown; }
  }
}
