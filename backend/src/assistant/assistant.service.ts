import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  assistantStream, type AskPayload, type AssistantCitationData, type ChatAnswer, type ChatCitation, type ChatHistory,
} from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { CommandsService } from '../common/commands.service.js';
import { isUuid } from '../common/uuid.js';
import { NotesService } from '../notes/notes.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import type { AnswerEngine } from './answering/answer-engine.js';
import { AssistantExchangeEntity } from './history/assistant-exchange.entity.js';
import * as conversation from './history/conversation.decider.js';
import { keepCitations } from './history/readable-citations.js';
import { PassageSearch } from './passages/passage-search.js';

export const ANSWER_ENGINE = Symbol('AnswerEngine');

const HISTORY_LIMIT = 100;

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
    @Inject(ANSWER_ENGINE) private readonly engine: AnswerEngine,
  ) {}

  async ask(userId: string, payload: AskPayload): Promise<ChatAnswer> {
    const askedAt = new Date().toISOString();
    const notesId = payload.notesId ?? null;
    if (notesId) await this.notes.visibleNotes(notesId, userId);
    const terms = await this.search.queryTerms(payload.question);
    const [passages, notesParts] = await Promise.all([
      terms.length ? this.search.search(userId, terms, notesId ? { notesId } : {}) : Promise.resolve([]),
      notesId && !terms.length ? this.search.notesParts(userId, notesId) : Promise.resolve(undefined),
    ]);
    const requestId = payload.requestId;
    const composed = await this.engine.answer({
      question: payload.question, terms, passages, scope: notesId ? 'notes' : 'library',
      ...(notesParts ? { notesParts } : {}),
      ...(requestId ? { onDelta: (delta: string) => this.realtime.emitToUser(userId, 'assistant:delta', { requestId, delta }) } : {}),
    });
    const questionId = randomUUID();
    const answeredAt = new Date().toISOString();
    const [asked, answered] = conversation.decide({
      type: 'RecordAnsweredQuestion',
      data: {
        questionId, userId, question: payload.question, notesId, answer: composed.answer, citations: composed.citations.map(stored),
        found: composed.found, engine: this.engine.name, askedAt, answeredAt,
      },
    }, conversation.initialState);
    // No read-your-writes wait: the reply carries the whole exchange and the page adds it to the
    // history it shows; waiting for the history projection would only slow every answer down.
    await this.commands.append(assistantStream(userId), [{ ...asked!, eventId: questionId }, answered!], 'any', { metadata: { userId } });
    return {
      id: questionId, question: payload.question.trim(), answer: composed.answer, citations: composed.citations,
      found: composed.found, notesId, askedAt, answeredAt,
    };
  }

  async history(userId: string, notesId: string | null): Promise<ChatHistory> {
    if (notesId !== null) await this.notes.visibleNotes(notesId, userId);
    await this.historyIncludesLatest(userId);
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
    const exchanges = rows.reverse().filter((r) => r.answer !== null && r.answeredAt !== null).map((r): ChatAnswer => {
      const { answer, citations } = keepCitations(r.answer!, r.citations, (c) => readable.has(c.notesId));
      return {
        id: r.questionId, question: r.question, notesId: r.notesId, found: r.found, askedAt: r.askedAt.toISOString(), answeredAt: r.answeredAt!.toISOString(),
        answer: citations.length || !r.found ? answer : 'The notes this answer came from are no longer available to you.',
        citations: citations.map((c) => {
          const videoUrl = readable.get(c.notesId);
          return c.time !== undefined && videoUrl ? { ...c, videoUrl } : c;
        }),
      };
    });
    return { exchanges };
  }

  /** Read-your-writes on the read side: the history waits (briefly) for the user's latest answer. */
  private async historyIncludesLatest(userId: string): Promise<void> {
    const stream = assistantStream(userId);
    const version = await this.commands.store.streamVersion(stream);
    if (version === 0) return;
    const [latest] = await this.commands.store.readStream(stream, { fromVersion: version });
    if (latest) await this.commands.settle({ nextExpectedVersion: version, position: latest.position }, ['assistant-history']);
  }
}
