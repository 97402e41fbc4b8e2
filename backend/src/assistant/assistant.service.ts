import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  assistantStream, type AskPayload, type AssistantCitationData, type ChatAnswer, type ChatCitation, type ChatHistory, type ChatQuiz,
} from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { CommandsService } from '../event-store/commands.service.js';
import { Conflict } from '../common/domain-errors.js';
import { isUuid } from '../common/uuid.js';
import { NotesService } from '../notes/notes.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { QuizzesService } from '../quizzes/quizzes.service.js';
import {
  CitationList, relevantPassages, type AnswerEngine, type AnswerRequest, type ComposedAnswer,
} from './answering/answer-engine.js';
import { answerLanguage, answerWording } from './answering/answer-wording.js';
import { headingNames } from './answering/answer-sentences.js';
import { detectIntent, questionLanguage, type Intent } from './answering/intent.js';
import type { RetrievedPassage } from './answering/retrieved-passage.js';
import { AssistantExchangeEntity } from './history/assistant-exchange.entity.js';
import * as conversation from './history/conversation.decider.js';
import { keepCitations } from './history/readable-citations.js';
import { PassageSearch } from './passages/passage-search.js';
import { StudyNextReader, studyNextAnswer } from './study-next/study-next.js';

export const ANSWER_ENGINE = Symbol('AnswerEngine');

const HISTORY_LIMIT = 100;
/** "Summarize my notes": this many of the most recent notes. */
const OVERVIEW_NOTES = 4;
/** "What is X?": the notes' own definitions of X are looked up in this many of the best-matching notes. */
const DEFINED_IN_NOTES = 2;
/** "Quiz me" in the chat: a short quiz. */
const CHAT_QUIZ_QUESTIONS = 5;

/** What the stored citation keeps (the video link is looked up when shown). */
function stored(citation: ChatCitation): AssistantCitationData {
  const { videoUrl: _videoUrl, ...rest } = citation;
  return rest;
}

/**
 * Asking: check the note (when scoped), retrieve passages the user may read, answer, and record the
 * question with its answer on the user's conversation stream. History reads the 'assistant-history'
 * read model.
 */
@Injectable()
export class AssistantService {
  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    private readonly notes: NotesService,
    private readonly search: PassageSearch,
    private readonly realtime: RealtimeService,
    private readonly quizzes: QuizzesService,
    private readonly studyNext: StudyNextReader,
    @Inject(ANSWER_ENGINE) private readonly engine: AnswerEngine,
  ) {}

  async ask(userId: string, payload: AskPayload): Promise<ChatAnswer> {
    const askedAt = new Date().toISOString();
    const notesId = payload.notesId ?? null;
    if (notesId) await this.notes.visibleNotes(notesId, userId);
    const intent = detectIntent(payload.question);
    let composed: ComposedAnswer & { quiz?: ChatQuiz };
    if (intent.kind === 'study-next') composed = studyNextAnswer(await this.studyNext.standings(userId), new Date(), payload.question);
    else if (intent.kind === 'quiz') composed = await this.quizMe(userId, payload.question, intent.topic, notesId);
    else composed = await this.engine.answer(await this.request(userId, payload, intent, notesId));
    const questionId = randomUUID();
    const answeredAt = new Date().toISOString();
    const quizRef = composed.quiz ? { quizId: composed.quiz.quizId, notesId: composed.quiz.notesId, topic: composed.quiz.topic } : undefined;
    // No read-your-writes wait: the reply carries the whole exchange and the page adds it to the
    // history it shows; waiting for the history projection would only slow every answer down.
    await this.commands.execute(assistantStream(userId), conversation, {
      type: 'RecordAnsweredQuestion',
      data: {
        questionId, userId, question: payload.question, notesId, answer: composed.answer, citations: composed.citations.map(stored),
        found: composed.found, engine: this.engine.name, askedAt, answeredAt, ...(quizRef ? { quiz: quizRef } : {}),
      },
    }, { metadata: { userId } });
    return {
      id: questionId, question: payload.question.trim(), answer: composed.answer, citations: composed.citations,
      found: composed.found, notesId, askedAt, answeredAt, ...(composed.quiz ? { quiz: composed.quiz } : {}),
    };
  }

  /** What the engine answers from: passages on the intent's topic (each side of a comparison), or the notes' own parts. */
  private async request(userId: string, payload: AskPayload, intent: Intent, notesId: string | null): Promise<AnswerRequest> {
    const scope = notesId ? 'notes' : 'library';
    const requestId = payload.requestId;
    const base = {
      question: payload.question, intent, scope,
      ...(requestId ? { onDelta: (delta: string) => this.realtime.emitToUser(userId, 'assistant:delta', { requestId, delta }) } : {}),
    } as const;
    const options = notesId ? { notesId } : {};
    const overview = (intent.kind === 'summary' || intent.kind === 'key-points' || intent.kind === 'definitions') && intent.topic === null;
    if (overview) {
      const notesParts = notesId ? await this.search.notesParts(userId, notesId) : await this.search.ownNotesParts(userId, OVERVIEW_NOTES);
      return { ...base, terms: [], passages: [], notesParts };
    }
    if (intent.kind === 'compare') {
      const sides = await Promise.all(intent.sides.map(async (topic) => {
        const terms = await this.search.queryTerms(userId, topic);
        return { topic, terms, passages: terms.length ? await this.search.search(userId, terms, options) : [] };
      }));
      return { ...base, terms: sides.flatMap((s) => s.terms), passages: sides.flatMap((s) => s.passages), sides };
    }
    const terms = await this.search.queryTerms(userId, intent.topic ?? payload.question);
    if (!terms.length && notesId) return { ...base, terms, passages: [], notesParts: await this.search.notesParts(userId, notesId) };
    const found = terms.length ? await this.search.search(userId, terms, options) : [];
    if (intent.kind !== 'define' && intent.kind !== 'explain-simply') return { ...base, terms, passages: found };
    // The notes' own definitions of the term (a long source can crowd them out of the search's first
    // results) and, for an explanation, related terms: from the notes that match best.
    const parts = (await Promise.all(distinctNotes(found, DEFINED_IN_NOTES).map((id) => this.search.notesParts(userId, id)))).flat();
    const entries = parts.filter((p) => p.section === 'definition' && headingNames(p.heading ?? '', intent.topic))
      .filter((p) => !found.some((f) => f.notesId === p.notesId && f.position === p.position))
      // Its heading is the asked term: the entry holds every word of it.
      .map((p) => ({ ...p, coverage: 1, matchedTerms: terms.length, density: 1 }));
    const notesParts = intent.kind === 'explain-simply' ? parts.filter((p) => p.notesId === found[0]?.notesId) : undefined;
    return { ...base, terms, passages: [...entries, ...found], ...(notesParts ? { notesParts } : {}) };
  }

  /**
   * "Quiz me on …": a short quiz (3–5 questions) from the learner's notes that best match the topic
   * (the Q&A panel's note; "Quiz me" alone: the most recent note), started through the quiz command
   * path so it is answered, checked and kept like any quiz. Said in the note's language, or the
   * question's when there is no note.
   */
  private async quizMe(userId: string, question: string, topic: string | null, notesId: string | null): Promise<ComposedAnswer & { quiz?: ChatQuiz }> {
    const asked = () => answerWording(questionLanguage(question));
    let target = notesId;
    if (!target && topic) {
      const terms = await this.search.queryTerms(userId, topic);
      const passages = terms.length ? relevantPassages(await this.search.search(userId, terms, { ownOnly: true }), terms.length, 12, 'library') : [];
      target = passages[0]?.notesId ?? null;
      if (!target) return { answer: asked().nothingToQuizOn(topic), citations: [], found: false };
    }
    if (!target) target = (await this.search.ownNotesParts(userId, 1))[0]?.notesId ?? null;
    if (!target) return { answer: asked().noNotesToQuiz, citations: [], found: false };
    let started: Awaited<ReturnType<QuizzesService['start']>>;
    try {
      started = await this.quizzes.start(userId, target, { topic, max: CHAT_QUIZ_QUESTIONS });
    } catch (error) {
      // The quiz decider refuses notes with nothing to ask about (a Conflict).
      if (error instanceof Conflict) {
        return { answer: asked().nothingToQuizIn, citations: [], found: false };
      }
      throw error;
    }
    const parts = await this.search.notesParts(userId, target);
    const summary = parts.find((p) => p.section === 'summary') ?? parts[0];
    const list = new CitationList();
    const cited = summary ? ` [${list.number(summary, summary.text)}]` : '';
    const wording = answerWording(answerLanguage(question, parts.map((p) => p.text)));
    const answer = wording.quizStarted(started.questions.length, topic, wording.quoted(started.notesTitle), cited);
    const { notesTitle, ...quiz } = started;
    return { answer, citations: list.citations, found: list.citations.length > 0, quiz: { ...quiz, notesTitle, topic } };
  }

  async history(userId: string, notesId: string | null): Promise<ChatHistory> {
    if (notesId !== null) await this.notes.visibleNotes(notesId, userId);
    // Read-your-writes on the read side: the history waits (briefly) for the user's latest answer.
    await this.commands.caughtUp(assistantStream(userId), ['assistant-history']);
    const em = this.orm.em.fork();
    const rows = await em.find(AssistantExchangeEntity, { userId, notesId }, { orderBy: { askedAt: 'desc' }, limit: HISTORY_LIMIT });
    const cited = [...new Set(rows.flatMap((r) => r.citations.map((c) => c.notesId)))].filter(isUuid);
    const readable = new Map<string, string | null>();
    if (cited.length) {
      const notes = await em.getConnection().execute<{ notes_id: string; video_url: string | null }[]>(
        `SELECT notes_id, video_url FROM assistant_notes
         WHERE notes_id IN (SELECT jsonb_array_elements_text(?::jsonb)::uuid) AND (owner_id = ? OR is_public)`,
        [JSON.stringify(cited), userId],
      );
      for (const n of notes) readable.set(n.notes_id, n.video_url);
    }
    const quizzes = await this.quizzes.chatQuizzes(userId, rows.flatMap((r) => (r.quiz ? [r.quiz.quizId] : [])));
    const exchanges = rows.reverse().filter((r) => r.answer !== null && r.answeredAt !== null).map((r): ChatAnswer => {
      const { answer, citations } = keepCitations(r.answer!, r.citations, (c) => readable.has(c.notesId));
      return {
        id: r.questionId, question: r.question, notesId: r.notesId, found: r.found, askedAt: r.askedAt.toISOString(), answeredAt: r.answeredAt!.toISOString(),
        answer: citations.length || !r.found ? answer : answerWording(answerLanguage(r.question, [answer])).notesGone,
        ...chatQuiz(r, quizzes),
        citations: citations.map((c) => {
          const videoUrl = readable.get(c.notesId);
          return c.time !== undefined && videoUrl ? { ...c, videoUrl } : c;
        }),
      };
    });
    return { exchanges };
  }
}

/** The chat quiz of an exchange, with its result once submitted. */
function chatQuiz(row: AssistantExchangeEntity, quizzes: Awaited<ReturnType<QuizzesService['chatQuizzes']>>): Pick<ChatAnswer, 'quiz' | 'quizResult'> {
  const found = row.quiz ? quizzes.get(row.quiz.quizId) : undefined;
  if (!row.quiz || !found) return {};
  const title = row.citations.find((c) => c.notesId === row.quiz!.notesId)?.title ?? '';
  return { quiz: { ...found.quiz, notesTitle: title, topic: row.quiz.topic }, ...(found.result ? { quizResult: found.result } : {}) };
}

/** The first `max` notes the passages come from, best first. */
function distinctNotes(passages: readonly RetrievedPassage[], max: number): string[] {
  return [...new Set(passages.map((p) => p.notesId))].slice(0, max);
}
