import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  notesTranslationsStream, translationLanguageName, TRANSLATION_UNAVAILABLE_MESSAGE,
  type AssistantCapabilities, type NotesTranslationView, type TranslatePayload,
} from '@studyloop/events';
import { CommandsService } from '../../event-store/commands.service.js';
import { NotesService } from '../../notes/notes.service.js';
import type { StudyNotesEntity } from '../../notes/study-notes.entity.js';
import type { LanguageModel } from '../../generation/openai/language-model.js';
import { LANGUAGE_MODEL } from '../language-model.js';
import { NotesTranslationEntity } from './notes-translation.entity.js';
import { OpenAiTranslator, type NotesText } from './openai-translator.js';
import * as translationDecider from './translation.decider.js';

/** The note's own text, definitions as the notes page shows them (first meaning of each term). */
function notesText(notes: StudyNotesEntity): NotesText {
  const seen = new Set<string>();
  const definitions = notes.definitions.filter((d) => !seen.has(d.term) && (seen.add(d.term), true)).map((d) => ({ term: d.term, meaning: d.meaning }));
  return { title: notes.title, summary: notes.summary, keyIdeas: notes.keyIdeas.map((k) => k.text), definitions };
}

function toView(entity: NotesTranslationEntity, original: NotesText): NotesTranslationView {
  return {
    notesId: entity.notesId, language: entity.language, languageName: translationLanguageName(entity.language) ?? entity.language,
    title: entity.title, summary: entity.summary, keyIdeas: entity.keyIdeas,
    definitions: entity.definitions.map((d, i) => ({ term: d.term, meaning: d.meaning, originalTerm: original.definitions[i]?.term ?? d.term })),
    model: entity.model, translatedAt: entity.translatedAt.toISOString(),
  };
}

/** Translate (language model only), kept as NotesTranslated and shown again to every reader of the note. */
@Injectable()
export class TranslationService {
  private readonly translator: OpenAiTranslator | null;

  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    private readonly notes: NotesService,
    @Inject(LANGUAGE_MODEL) model: LanguageModel | null,
  ) {
    this.translator = model ? new OpenAiTranslator(model) : null;
  }

  capabilities(): AssistantCapabilities {
    return { languageModel: this.translator !== null };
  }

  async list(notesId: string, viewerId: string | null): Promise<NotesTranslationView[]> {
    const notes = await this.notes.visibleNotes(notesId, viewerId);
    const rows = await this.orm.em.fork().find(NotesTranslationEntity, { notesId }, { orderBy: { translatedAt: 'asc' } });
    const original = notesText(notes);
    return rows.map((r) => toView(r, original));
  }

  async translate(userId: string, payload: TranslatePayload): Promise<NotesTranslationView> {
    const notes = await this.notes.visibleNotes(payload.notesId, userId);
    const original = notesText(notes);
    const em = this.orm.em.fork();
    const existing = await em.findOne(NotesTranslationEntity, { notesId: notes.id, language: payload.language });
    if (existing) return toView(existing, original);
    if (!this.translator) throw new ServiceUnavailableException(TRANSLATION_UNAVAILABLE_MESSAGE);
    const languageName = translationLanguageName(payload.language) ?? payload.language;
    const translated = await this.translator.translate(original, languageName);
    await this.commands.execute(notesTranslationsStream(notes.id), translationDecider, {
      type: 'RecordTranslation',
      data: {
        notesId: notes.id, language: payload.language, ...translated, model: this.translator.name, requestedBy: userId,
        translatedAt: new Date().toISOString(), expectedKeyIdeas: original.keyIdeas.length, expectedDefinitions: original.definitions.length,
      },
    }, { waitFor: ['notes-translations'], metadata: { userId } });
    const saved = await this.orm.em.fork().findOneOrFail(NotesTranslationEntity, { notesId: notes.id, language: payload.language });
    return toView(saved, original);
  }
}
