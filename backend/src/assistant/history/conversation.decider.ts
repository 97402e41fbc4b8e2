import { MAX_QUESTION_CHARS, type AssistantCitationData, type AssistantEvent } from '@studyloop/events';

/**
 * A user's conversation with the assistant (stream `assistant-<userId>`). A question is recorded
 * together with its answer. Questions never conflict with one another, so the service decides
 * against the initial state and appends without reading the whole conversation first (reading it
 * would make every question slower as the history grows); the question id is the event id of
 * AssistantQuestionAsked, so the store keeps each question once.
 */
export interface ConversationState {
  questions: number;
  answered: number;
}

export const initialState: ConversationState = { questions: 0, answered: 0 };

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

export class ConversationCommandRejected extends Error {
  constructor(readonly status: 400, message: string) { super(message); }
}

export function evolve(state: ConversationState, event: AssistantEvent): ConversationState {
  switch (event.type) {
    case 'AssistantQuestionAsked': return { ...state, questions: state.questions + 1 };
    case 'AssistantAnswered': return { ...state, answered: state.answered + 1 };
    default: { const unknown: never = event; return unknown; }
  }
}

export function decide(command: ConversationCommand, state: ConversationState): AssistantEvent[] {
  switch (command.type) {
    case 'RecordAnsweredQuestion': {
      const d = command.data;
      const question = d.question.trim();
      if (!question) throw new ConversationCommandRejected(400, 'Please enter a question');
      if (question.length > MAX_QUESTION_CHARS) {
        throw new ConversationCommandRejected(400, `Questions can be at most ${MAX_QUESTION_CHARS.toLocaleString('en-US')} characters long`);
      }
      if (!d.answer.trim()) throw new Error('An answer must have text');
      if (d.found !== d.citations.length > 0) throw new Error('An answer cites its sources exactly when something was found');
      return [
        { type: 'AssistantQuestionAsked', data: { questionId: d.questionId, userId: d.userId, question, notesId: d.notesId, askedAt: d.askedAt } },
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
