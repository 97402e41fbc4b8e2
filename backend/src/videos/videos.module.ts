import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FetchModule } from '../fetch/fetch.module.js';
import { SafeFetcher } from '../fetch/safe-fetcher.js';
import { FlashcardsModule } from '../flashcards/flashcards.module.js';
import { MaterialsModule } from '../materials/materials.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { VideoSourceResolver } from './sources/video-source.resolver.js';
import { VideosController } from './videos.controller.js';
import { VideosProjection } from './videos.projection.js';
import { VideosService } from './videos.service.js';

@Module({
  imports: [MaterialsModule, FlashcardsModule, FetchModule],
  controllers: [VideosController],
  providers: [
    VideosService,
    {
      provide: VideoSourceResolver,
      inject: [SafeFetcher, APP_CONFIG],
      useFactory: (fetcher: SafeFetcher, config: AppConfig) => new VideoSourceResolver(fetcher, config.youtube),
    },
  ],
})
export class VideosModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new VideosProjection());
  }
}
