import { Module } from '@nestjs/common';
import { SafeFetcher } from '../materials/fetch/safe-fetcher.js';
import { MaterialsModule } from '../materials/materials.module.js';
import { DEFAULT_YOUTUBE_BASE_URL, VideoSourceResolver } from './sources/video-source.resolver.js';
import { VideosController } from './videos.controller.js';
import { VideosService } from './videos.service.js';

@Module({
  imports: [MaterialsModule],
  controllers: [VideosController],
  providers: [
    VideosService,
    {
      provide: VideoSourceResolver,
      inject: [SafeFetcher],
      // YOUTUBE_BASE_URL points YouTube reads at another origin (tests: a fake on 127.0.0.1).
      useFactory: (fetcher: SafeFetcher) => new VideoSourceResolver(fetcher, process.env.YOUTUBE_BASE_URL || DEFAULT_YOUTUBE_BASE_URL),
    },
  ],
})
export class VideosModule {}
