import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { CollabServer } from './collab/collab.server.js';
import { MindMapAccessService } from './mind-map-access.service.js';
import { MindMapDocumentsService } from './mind-map-documents.service.js';
import { MindMapsController } from './mind-maps.controller.js';
import { MindMapsProjection } from './mind-maps.projection.js';
import { MindMapsService } from './mind-maps.service.js';

@Module({
  controllers: [MindMapsController],
  providers: [MindMapAccessService, MindMapDocumentsService, MindMapsService, CollabServer],
})
export class MindMapsModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new MindMapsProjection());
  }
}
