import { Module, type OnModuleInit } from '@nestjs/common';
import { NotesModule } from '../notes/notes.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { createLanguageModel } from '../generation/openai/language-model.js';
import { ModelQuizWriter } from './model-quiz-writer.js';
import { QuizzesController } from './quizzes.controller.js';
import { QuizzesProjection } from './quizzes.projection.js';
import { QUIZ_WRITER, QuizzesService, SYNONYM_CHECK } from './quizzes.service.js';
import { typedAnswerSynonyms } from './typed-answer-synonyms.js';
import { wordNet } from './wordnet-synsets.js';
import { wordVectors } from '../assistant/word-vectors.port.js';

@Module({
  imports: [NotesModule],
  controllers: [QuizzesController],
  providers: [
    // With OPENAI_API_KEY the model writes quizzes (validated; the local builder when it fails).
    {
      provide: QUIZ_WRITER,
      useFactory: async () => {
        const model = await createLanguageModel(process.env, { timeoutMs: 30_000 });
        return model ? new ModelQuizWriter(model) : null;
      },
    },
    // Typed answers: a synonym of the term counts, told by the note, WordNet and the word vectors the build ships.
    { provide: SYNONYM_CHECK, useFactory: () => typedAnswerSynonyms({ vectors: wordVectors, wordNet }) },
    QuizzesService,
  ],
  exports: [QuizzesService],
})
export class QuizzesModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new QuizzesProjection());
  }
}
