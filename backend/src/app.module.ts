import { Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { SessionModule } from './sessions/session.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthController } from './health/health.controller.js';
import { MindMapsModule } from './mind-maps/mind-maps.module.js';
import { ProjectionsModule } from './projections/projections.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { UsersModule } from './users/users.module.js';
import { FlashcardsModule } from './flashcards/flashcards.module.js';
import { MaterialsModule } from './materials/materials.module.js';
import { NotesModule } from './notes/notes.module.js';
import { VideosModule } from './videos/videos.module.js';
import { QuizzesModule } from './quizzes/quizzes.module.js';
import { ProgressModule } from './progress/progress.module.js';
import { StudyModule } from './study/study.module.js';
import { GroupsModule } from './groups/groups.module.js';
import { AssistantModule } from './assistant/assistant.module.js';

@Module({
  imports: [
    DatabaseModule, SessionModule, ProjectionsModule, RealtimeModule, UsersModule, AuthModule,
    MaterialsModule, VideosModule, NotesModule, FlashcardsModule,
    QuizzesModule,
    ProgressModule, StudyModule,
    MindMapsModule,
    BillingModule, AdminModule,
    GroupsModule,
    AssistantModule,
  ],
  controllers: [HealthController],
})
export class AppModule {}
