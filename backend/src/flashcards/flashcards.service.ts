import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { FlashcardView } from '@studyloop/events';
import { StudyNotesEntity } from '../notes/study-notes.entity.js';
import { FlashcardEntity } from './flashcard.entity.js';
import { toFlashcardView } from './flashcard.view.js';

const PUBLIC_LIMIT = 500;
const USER_LIMIT = 5000;

/** Read side of flashcards. Visibility follows the notes: a card is public when its notes are. */
@Injectable()
export class FlashcardsService {
  constructor(private readonly orm: MikroORM) {}

  /** Cards of one notes in their order (visibility is checked by the caller, on the notes). */
  async forNotes(notesId: string, em: EntityManager = this.orm.em.fork()): Promise<FlashcardView[]> {
    const [cards, notes] = await Promise.all([
      em.find(FlashcardEntity, { notesId }, { orderBy: { position: 'asc' } }),
      em.findOne(StudyNotesEntity, { id: notesId }, { fields: ['title'] }),
    ]);
    return cards.map((c) => toFlashcardView(c, notes?.title ?? ''));
  }

  /** The user's own cards, newest notes first. */
  async forUser(userId: string): Promise<FlashcardView[]> {
    const em = this.orm.em.fork();
    const cards = await em.find(FlashcardEntity, { userId }, { orderBy: { createdAt: 'desc', position: 'asc' }, limit: USER_LIMIT });
    return this.withTitles(em, cards);
  }

  /** Cards of public notes, newest first. */
  async publicCards(): Promise<FlashcardView[]> {
    const em = this.orm.em.fork();
    const publicNotes = await em.find(StudyNotesEntity, { isPublic: true }, { fields: ['id', 'title'], orderBy: { createdAt: 'desc' }, limit: 200 });
    if (!publicNotes.length) return [];
    const cards = await em.find(FlashcardEntity, { notesId: { $in: publicNotes.map((n) => n.id) } }, { orderBy: { createdAt: 'desc', position: 'asc' }, limit: PUBLIC_LIMIT });
    const titles = new Map(publicNotes.map((n) => [n.id, n.title]));
    return cards.map((c) => toFlashcardView(c, titles.get(c.notesId) ?? ''));
  }

  private async withTitles(em: EntityManager, cards: FlashcardEntity[]): Promise<FlashcardView[]> {
    const ids = [...new Set(cards.map((c) => c.notesId))];
    const notes = ids.length ? await em.find(StudyNotesEntity, { id: { $in: ids } }, { fields: ['id', 'title'] }) : [];
    const titles = new Map(notes.map((n) => [n.id, n.title]));
    return cards.map((c) => toFlashcardView(c, titles.get(c.notesId) ?? ''));
  }
}
