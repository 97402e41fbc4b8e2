import { Module, type OnModuleInit } from '@nestjs/common';
import { NotesModule } from '../notes/notes.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { QuizzesController } from './quizzes.controller.js';
import { QuizzesProjection } from './quizzes.projection.js';
import { QuizzesService } from './quizzes.service.js';

@Module({
  imports: [NotesModule],
  controllers: [QuizzesController],
  providers: [QuizzesService],
  exports: [QuizzesService],
})
export class QuizzesModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new QuizzesProjection());
  }
}
