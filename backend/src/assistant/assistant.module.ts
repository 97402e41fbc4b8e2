import { Logger, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { NotesModule } from '../notes/notes.module.js';
import { QuizzesModule } from '../quizzes/quizzes.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import type { AnswerEngine } from './answering/answer-engine.js';
import { LocalAnswerEngine } from './answering/local-answer-engine.js';
import { OpenAiAnswerEngine } from './answering/openai-answer-engine.js';
import { ANSWER_ENGINE, AssistantService } from './assistant.service.js';
import { ChatController } from './chat.controller.js';
import { AssistantHistoryProjection } from './history/assistant-history.projection.js';
import { createLanguageModel, type LanguageModel } from '../generation/openai/language-model.js';
import { LANGUAGE_MODEL } from './language-model.js';
import { AssistantPassagesProjection } from './passages/assistant-passages.projection.js';
import { PassageSearch } from './passages/passage-search.js';
import { StudyNextReader } from './study-next/study-next.js';
import { NotesTranslationsProjection } from './translation/notes-translations.projection.js';
import { TranslationController } from './translation/translation.controller.js';
import { TranslationService } from './translation/translation.service.js';
import { createTextEmbedder, TEXT_EMBEDDER } from './vectors/text-embedder.js';
import { wordVectors } from './vectors/word-vector-table.js';

@Module({
  imports: [NotesModule, QuizzesModule],
  controllers: [ChatController, TranslationController],
  providers: [
    { provide: LANGUAGE_MODEL, useFactory: () => createLanguageModel(process.env) },
    {
      provide: ANSWER_ENGINE,
      inject: [LANGUAGE_MODEL],
      useFactory: (model: LanguageModel | null): AnswerEngine => (model ? new OpenAiAnswerEngine(model) : new LocalAnswerEngine()),
    },
    {
      provide: TEXT_EMBEDDER,
      inject: [LANGUAGE_MODEL],
      useFactory: (model: LanguageModel | null) => createTextEmbedder(process.env, model, () => wordVectors()),
    },
    PassageSearch,
    StudyNextReader,
    AssistantService,
    TranslationService,
  ],
})
export class AssistantModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(private readonly runner: ProjectionRunner, private readonly search: PassageSearch) {}

  onModuleInit(): void {
    this.runner.register(new AssistantPassagesProjection(), new AssistantHistoryProjection(), new NotesTranslationsProjection());
  }

  /** The search index is read in the background at start, so the first question does not wait for it. */
  onApplicationBootstrap(): void {
    this.search.refresh().catch((error: unknown) => new Logger(AssistantModule.name).warn(`Search index not loaded yet: ${(error as Error).message}`));
  }
}
