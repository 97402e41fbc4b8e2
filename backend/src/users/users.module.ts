import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProgressModule } from '../progress/progress.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { VideoQuotaModule } from '../videos/video-quota.module.js';
import { UsersController } from './users.controller.js';
import { UsersProjection } from './users.projection.js';
import { UsersService } from './users.service.js';

@Global()
@Module({
  imports: [ProgressModule, VideoQuotaModule],
  controllers: [UsersController],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new UsersProjection());
  }
}
