import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupsController } from './groups.controller.js';
import { GroupsProjection } from './groups.projection.js';
import { GroupsService } from './groups.service.js';

/** Study groups. Global so other features (mind maps, notes) can inject GroupAccessService / GroupsService. */
@Global()
@Module({
  controllers: [GroupsController],
  providers: [GroupsService, GroupAccessService],
  exports: [GroupsService, GroupAccessService],
})
export class GroupsModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new GroupsProjection());
  }
}
