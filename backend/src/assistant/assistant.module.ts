import { Module, type OnModuleInit } from '@nestjs/common';
import { NotesModule } from '../notes/notes.module.js';
import { QuizzesModule } from '../quizzes/quizzes.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import type { AnswerEngine } from './answering/answer-engine.js';
import { LocalAnswerEngine } from './answering/local-answer-engine.js';
import { OpenAiAnswerEngine } from './answering/openai-answer-engine.js';
import { ANSWER_ENGINE, AssistantService } from './assistant.service.js';
import { ChatController } from './chat.controller.js';
import { AssistantHistoryProjection } from './history/assistant-history.projection.js';
import { createLanguageModel, LANGUAGE_MODEL, type LanguageModel } from './language-model.js';
import { AssistantPassagesProjection } from './passages/assistant-passages.projection.js';
import { PassageSearch } from './passages/passage-search.js';
import { StudyNextReader } from './study-next/study-next.js';
import { NotesTranslationsProjection } from './translation/notes-translations.projection.js';
import { TranslationController } from './translation/translation.controller.js';
import { TranslationService } from './translation/translation.service.js';

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
    PassageSearch,
    StudyNextReader,
    AssistantService,
    TranslationService,
  ],
})
export class AssistantModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new AssistantPassagesProjection(), new AssistantHistoryProjection(), new NotesTranslationsProjection());
  }
}
