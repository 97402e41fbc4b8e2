import { DomainError } from '../common/domain-errors.js';
import type { FlashcardsGenerated, NotesEvent, StudyNotesGenerated } from '@studyloop/events';
import { decide, evolve, initialState, type NotesCommand } from './notes.decider.js';

const given = (events: NotesEvent[]) => events.reduce(evolve, initialState);
const notes: StudyNotesGenerated['data'] = {
  notesId: 'n1', materialId: 'n1', userId: 'owner', sourceKind: 'text', title: 'Scarcity', summary: 'S.', keyIdeas: [], definitions: [],
  timestamps: [], difficulty: 'beginner', durationMinutes: 2, isPublic: false, generator: 'local', generatedAt: '2026-03-01T00:00:00.000Z',
};
const cards: FlashcardsGenerated['data'] = { notesId: 'n1', userId: 'owner', cards: [], generatedAt: notes.generatedAt };
const generated: NotesEvent[] = [{ type: 'StudyNotesGenerated', data: notes }, { type: 'FlashcardsGenerated', data: cards }];
const share = (requestedBy: string, isPublic = true): NotesCommand => ({ type: 'ChangeVisibility', data: { notesId: 'n1', isPublic, requestedBy, now: 'later' } });

describe('notes decider', () => {
  it('records generated notes with their cards, once', () => {
    expect(decide({ type: 'RecordGeneratedNotes', data: { notes, flashcards: cards } }, given([]))).toEqual(generated);
    expect(() => decide({ type: 'RecordGeneratedNotes', data: { notes, flashcards: cards } }, given(generated))).toThrow(DomainError);
  });

  it('lets the owner share and unshare; repeating changes nothing', () => {
    const shared: NotesEvent = { type: 'StudyNotesVisibilityChanged', data: { notesId: 'n1', isPublic: true, changedBy: 'owner', changedAt: 'later' } };
    expect(decide(share('owner'), given(generated))).toEqual([shared]);
    expect(decide(share('owner'), given([...generated, shared]))).toEqual([]);
    expect(decide(share('owner', false), given([...generated, shared]))).toEqual([{ type: 'StudyNotesVisibilityChanged', data: { ...shared.data, isPublic: false } }]);
  });

  it('hides private notes from others (404) and refuses them public ones (403)', () => {
    expect(() => decide(share('other'), given(generated))).toThrow('Study notes not found');
    const shared: NotesEvent = { type: 'StudyNotesVisibilityChanged', data: { notesId: 'n1', isPublic: true, changedBy: 'owner', changedAt: 'later' } };
    try {
      decide(share('other', false), given([...generated, shared]));
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe('Forbidden');
    }
    expect(() => decide(share('owner'), given([]))).toThrow('Study notes not found');
  });
});
