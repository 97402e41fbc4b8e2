import { Module, type OnModuleInit } from '@nestjs/common';
import { NotesModule } from '../notes/notes.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { FlashcardReviewsController, NotesFlashcardReviewsController } from './flashcard-reviews.controller.js';
import { FlashcardReviewsService } from './flashcard-reviews.service.js';
import { FlashcardsController } from './flashcards.controller.js';
import { FlashcardsProjection } from './flashcards.projection.js';
import { FlashcardsService } from './flashcards.service.js';

/**
 * Flashcards: the cards generated with notes, spaced repetition on them (FSRS), and the 'flashcards'
 * projection that keeps the cards and their review log. Notes reach cards only through this module
 * (notes never import flashcards), so there is no loop to dodge.
 */
@Module({
  imports: [NotesModule],
  controllers: [FlashcardsController, FlashcardReviewsController, NotesFlashcardReviewsController],
  providers: [FlashcardsService, FlashcardReviewsService],
  exports: [FlashcardsService, FlashcardReviewsService],
})
export class FlashcardsModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new FlashcardsProjection());
  }
}
