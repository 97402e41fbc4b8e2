import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_CAPTION_FILE_BYTES, processVideoPayload, type ProcessVideoResult, type VideoView } from '@studyloop/events';
import { memoryStorage } from 'multer';
import { CurrentUserId, OptionalUserId } from '../common/session.js';
import { SignedInGuard } from '../common/signed-in.guard.js';
import { UploadTooLargeFilter } from '../common/upload-too-large.filter.js';
import { parsePayload } from '../common/validation.js';
import { VideosService } from './videos.service.js';
import { ApiPayload } from '../common/openapi.js';

@Controller('api/videos')
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Get('recent')
  recent(@OptionalUserId() viewerId: string | null): Promise<VideoView[]> {
    return this.videos.recent(viewerId);
  }

  @Get('my-videos')
  mine(@CurrentUserId() userId: string): Promise<VideoView[]> {
    return this.videos.mine(userId);
  }

  @Post('process')
  @HttpCode(201)
  @ApiPayload(processVideoPayload)
  process(@CurrentUserId() userId: string, @Body() body: unknown): Promise<ProcessVideoResult> {
    return this.videos.process(userId, parsePayload(processVideoPayload, body));
  }

  /** The fallback for a failed video: the learner's .vtt/.srt (multipart field `file`). */
  @Post(':id/captions')
  @HttpCode(201)
  @UseGuards(SignedInGuard)
  @UseFilters(new UploadTooLargeFilter('Caption file is too large: up to 2MB'))
  @UseInterceptors(FileInterceptor('file', { storage: memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: MAX_CAPTION_FILE_BYTES, files: 1 } }))
  captions(
    @Param('id') id: string,
    @CurrentUserId() userId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: { jobId?: unknown },
  ): Promise<ProcessVideoResult> {
    const jobId = typeof body?.jobId === 'string' && body.jobId.length <= 100 ? body.jobId : undefined;
    return this.videos.uploadCaptions(userId, id, file, jobId);
  }
}
