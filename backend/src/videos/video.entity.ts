import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { VideoProcessingStatus, VideoProvider } from '@studyloop/events';

/** The spec's Video; id = material id = study notes id. Written by the 'materials' projection. */
@Entity({ tableName: 'videos' })
export class VideoEntity {
  [OptionalProps]?: 'externalId' | 'title' | 'description' | 'thumbnailUrl' | 'channelName' | 'durationSeconds' | 'failureReason' | 'notesId';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text' }) url!: string;
  @Property({ type: 'text' }) provider!: VideoProvider;
  @Property({ type: 'text', nullable: true, fieldName: 'external_id' }) externalId: string | null = null;
  @Property({ type: 'text', nullable: true }) title: string | null = null;
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text', nullable: true, fieldName: 'thumbnail_url' }) thumbnailUrl: string | null = null;
  @Property({ type: 'text', nullable: true, fieldName: 'channel_name' }) channelName: string | null = null;
  @Property({ type: 'integer', nullable: true, fieldName: 'duration_seconds' }) durationSeconds: number | null = null;
  @Property({ type: 'text', fieldName: 'processing_status' }) processingStatus!: VideoProcessingStatus;
  @Property({ type: 'text', nullable: true, fieldName: 'failure_reason' }) failureReason: string | null = null;
  @Property({ type: 'uuid', nullable: true, fieldName: 'notes_id' }) notesId: string | null = null;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
  @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt!: Date;
}
