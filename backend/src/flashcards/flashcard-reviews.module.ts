import { Module } from '@nestjs/common';
import { NotesModule } from '../notes/notes.module.js';
import { FlashcardReviewsController, NotesFlashcardReviewsController } from './flashcard-reviews.controller.js';
import { FlashcardReviewsService } from './flashcard-reviews.service.js';

/** Spaced repetition on flashcards. The card rows and the review log are kept by the 'study-notes' projection. */
@Module({
  imports: [NotesModule],
  controllers: [FlashcardReviewsController, NotesFlashcardReviewsController],
  providers: [FlashcardReviewsService],
  exports: [FlashcardReviewsService],
})
export class FlashcardReviewsModule {}
