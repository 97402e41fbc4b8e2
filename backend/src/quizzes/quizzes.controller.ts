import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { submitQuizPayload, type QuizIntroView, type QuizResultSummaryView, type QuizResultView, type StartedQuizView } from '@studyloop/events';
import { CurrentUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { QuizzesService } from './quizzes.service.js';
import { ApiPayload } from '../common/openapi.js';

/** Practice quiz on study notes the learner may read (spec section 4); the server builds and grades it. */
@Controller('api/notes/:id/quiz')
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  @Get()
  intro(@CurrentUserId() userId: string, @Param('id') notesId: string): Promise<QuizIntroView> {
    return this.quizzes.intro(userId, notesId);
  }

  /** Starts a quiz: questions without their answers. */
  @Post()
  start(@CurrentUserId() userId: string, @Param('id') notesId: string): Promise<StartedQuizView> {
    return this.quizzes.start(userId, notesId);
  }

  @Post('submit')
  @HttpCode(200)
  @ApiPayload(submitQuizPayload)
  submit(@CurrentUserId() userId: string, @Param('id') notesId: string, @Body() body: unknown): Promise<QuizResultView> {
    return this.quizzes.submit(userId, notesId, parsePayload(submitQuizPayload, body));
  }

  @Get('results')
  results(@CurrentUserId() userId: string, @Param('id') notesId: string): Promise<QuizResultSummaryView[]> {
    return this.quizzes.results(userId, notesId);
  }

  @Get('results/:quizId')
  result(@CurrentUserId() userId: string, @Param('id') notesId: string, @Param('quizId') quizId: string): Promise<QuizResultView> {
    return this.quizzes.result(userId, notesId, quizId);
  }
}
