import type { ChatAnswer } from '../api/assistant-api';
import type { UnansweredQuestion } from '../hooks/use-assistant-conversation';

export type TimelineItem =
  | { kind: 'answered'; at: string; exchange: ChatAnswer }
  | { kind: 'unanswered'; at: string; question: UnansweredQuestion };

/** Answered exchanges and failed questions, in the order they were asked. */
export function timeline(exchanges: ChatAnswer[], unanswered: UnansweredQuestion[]): TimelineItem[] {
  const items: TimelineItem[] = [
    ...exchanges.map((exchange): TimelineItem => ({ kind: 'answered', at: exchange.askedAt, exchange })),
    ...unanswered.map((question): TimelineItem => ({ kind: 'unanswered', at: question.askedAt, question })),
  ];
  return items.sort((a, b) => a.at.localeCompare(b.at));
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}
