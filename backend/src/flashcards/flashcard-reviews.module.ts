import { Module, type OnModuleInit } from '@nestjs/common';
import { NotesModule } from '../notes/notes.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { FlashcardReviewLogProjection } from './flashcard-review-log.projection.js';
import { FlashcardReviewsController, NotesFlashcardReviewsController } from './flashcard-reviews.controller.js';
import { FlashcardReviewsService } from './flashcard-reviews.service.js';

/** Spaced repetition on flashcards. The card rows themselves are kept by the 'study-notes' projection. */
@Module({
  imports: [NotesModule],
  controllers: [FlashcardReviewsController, NotesFlashcardReviewsController],
  providers: [FlashcardReviewsService],
  exports: [FlashcardReviewsService],
})
export class FlashcardReviewsModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new FlashcardReviewLogProjection());
  }
}
