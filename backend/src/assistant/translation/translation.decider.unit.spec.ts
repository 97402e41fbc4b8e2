import type { NotesTranslated } from '@studyloop/events';
import { decide, evolve, initialState, type TranslationCommand } from './translation.decider.js';

const translated: NotesTranslated['data'] = {
  notesId: 'n1', language: 'es', title: 'Bienes públicos', summary: 'Resumen.', keyIdeas: ['Idea 1', 'Idea 2'],
  definitions: [{ term: 'bien público', meaning: 'no excluible y no rival' }], model: 'openai:m', requestedBy: 'u1', translatedAt: 't',
};
const command = (data: Partial<TranslationCommand['data']> = {}): TranslationCommand => ({
  type: 'RecordTranslation', data: { ...translated, expectedKeyIdeas: 2, expectedDefinitions: 1, ...data },
});
const given = (events: NotesTranslated[]) => events.reduce(evolve, initialState);

describe('translation decider', () => {
  it('records the first translation into a language', () => {
    expect(decide(command(), given([]))).toEqual([{ type: 'NotesTranslated', data: translated }]);
  });

  it('keeps the first translation: a second one into the same language records nothing', () => {
    const first: NotesTranslated = { type: 'NotesTranslated', data: translated };
    expect(decide(command({ title: 'Otro título' }), given([first]))).toEqual([]);
    expect(decide(command({ language: 'fr' }), given([first]))).toHaveLength(1);
  });

  it('refuses a translation that does not match the note item by item', () => {
    expect(() => decide(command({ expectedKeyIdeas: 3 }), initialState)).toThrow('one entry per key idea and per definition');
    expect(() => decide(command({ expectedDefinitions: 0 }), initialState)).toThrow();
    expect(() => decide(command({ summary: ' ' }), initialState)).toThrow('title and a summary');
  });
});
