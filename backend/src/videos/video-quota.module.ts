import { Module } from '@nestjs/common';
import { VideoQuotaService } from './video-quota.service.js';

/** Only the quota, so users and materials can use it without importing videos (which imports materials). */
@Module({
  providers: [VideoQuotaService],
  exports: [VideoQuotaService],
})
export class VideoQuotaModule {}
