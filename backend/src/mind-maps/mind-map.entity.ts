import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One row per mind map (written by the 'mind-maps' projection). */
@Entity({ tableName: 'mind_maps' })
export class MindMapEntity {
  [OptionalProps]?: 'lastEditedAt' | 'lastEditedBy' | 'editCount';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'uuid', fieldName: 'created_by' }) createdBy!: string;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
  @Property({ type: 'datetime', nullable: true, fieldName: 'last_edited_at' }) lastEditedAt: Date | null = null;
  @Property({ type: 'uuid', nullable: true, fieldName: 'last_edited_by' }) lastEditedBy: string | null = null;
  @Property({ type: 'integer', fieldName: 'edit_count' }) editCount = 0;
}

/** Who changed a mind map and how, one row per MindMapCreated / MindMapEdited. */
@Entity({ tableName: 'mind_map_history' })
export class MindMapHistoryEntity {
  [OptionalProps]?: 'nodesAdded' | 'nodesRemoved' | 'nodesRenamed' | 'nodesMoved' | 'connectionsAdded' | 'connectionsRemoved';
  @PrimaryKey({ type: 'uuid', fieldName: 'event_id' }) eventId!: string;
  @Property({ type: 'uuid', fieldName: 'mind_map_id' }) mindMapId!: string;
  @Property({ type: 'text' }) kind!: 'created' | 'edited';
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'datetime' }) at!: Date;
  @Property({ type: 'integer', fieldName: 'nodes_added' }) nodesAdded = 0;
  @Property({ type: 'integer', fieldName: 'nodes_removed' }) nodesRemoved = 0;
  @Property({ type: 'integer', fieldName: 'nodes_renamed' }) nodesRenamed = 0;
  @Property({ type: 'integer', fieldName: 'nodes_moved' }) nodesMoved = 0;
  @Property({ type: 'integer', fieldName: 'connections_added' }) connectionsAdded = 0;
  @Property({ type: 'integer', fieldName: 'connections_removed' }) connectionsRemoved = 0;
}
