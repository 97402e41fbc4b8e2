import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupChatBroadcaster } from './group-chat.broadcaster.js';
import { GroupChatProjection } from './group-chat.projection.js';
import { GroupChatService } from './group-chat.service.js';
import { GroupPresenceService } from './group-presence.service.js';
import { GroupsGateway } from './groups.gateway.js';
import { GroupsController } from './groups.controller.js';
import { GroupsProjection } from './groups.projection.js';
import { GroupsService } from './groups.service.js';

/** Study groups and their live chat. Global so other features (mind maps, notes) can inject GroupAccessService / GroupsService. */
@Global()
@Module({
  controllers: [GroupsController],
  providers: [GroupsService, GroupAccessService, GroupChatService, GroupPresenceService, GroupChatBroadcaster, GroupsGateway],
  exports: [GroupsService, GroupAccessService],
})
export class GroupsModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new GroupsProjection(), new GroupChatProjection());
  }
}
