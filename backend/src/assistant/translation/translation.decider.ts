import type { NotesTranslated, TranslationEvent } from '@studyloop/events';

/**
 * Translations of one note (stream `notes-translations-<notesId>`): at most one per language. A
 * second translation into the same language records nothing; the first is kept and shown.
 */
export interface TranslationsState {
  languages: ReadonlySet<string>;
}

export const initialState: TranslationsState = { languages: new Set() };

export type TranslationCommand = {
  type: 'RecordTranslation';
  data: NotesTranslated['data'] & { expectedKeyIdeas: number; expectedDefinitions: number };
};

export function evolve(state: TranslationsState, event: TranslationEvent): TranslationsState {
  switch (event.type) {
    case 'NotesTranslated': return { languages: new Set([...state.languages, event.data.language]) };
    default: { const unknown: never = event.type; return unknown; }
  }
}

export function decide(command: TranslationCommand, state: TranslationsState): TranslationEvent[] {
  switch (command.type) {
    case 'RecordTranslation': {
      const { expectedKeyIdeas, expectedDefinitions, ...data } = command.data;
      if (state.languages.has(data.language)) return [];
      // A translation stands beside the original item by item, so it must have every item.
      if (data.keyIdeas.length !== expectedKeyIdeas || data.definitions.length !== expectedDefinitions) {
        throw new Error('A translation must have one entry per key idea and per definition');
      }
      if (!data.title.trim() || !data.summary.trim()) throw new Error('A translation needs a title and a summary');
      return [{ type: 'NotesTranslated', data }];
    }
    default: { const unknown: never = command.type; return unknown; }
  }
}
