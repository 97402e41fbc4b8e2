import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { AdminController } from './admin.controller.js';
import { AdminProjection } from './admin.projection.js';
import { AdminService } from './admin.service.js';

@Module({
  controllers: [AdminController],
  providers: [AdminService],
  exports: [AdminService],
})
export class AdminModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new AdminProjection());
  }
}
