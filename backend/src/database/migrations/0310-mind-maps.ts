/**
 * Mind maps. The live Yjs documents are stored by the collab server (not a projection): a merged
 * snapshot per map plus the updates since the last compaction. `mind_maps` and `mind_map_history`
 * are the read models of the 'mind-maps' projection (MindMapCreated / MindMapEdited).
 */
export default /* sql */ `
CREATE TABLE mind_map_documents (
  id uuid PRIMARY KEY,
  notes_id uuid NOT NULL,
  snapshot bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  compacted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mind_map_updates (
  id bigserial PRIMARY KEY,
  mind_map_id uuid NOT NULL REFERENCES mind_map_documents (id) ON DELETE CASCADE,
  update bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mind_map_updates_map ON mind_map_updates (mind_map_id, id);

CREATE TABLE mind_maps (
  id uuid PRIMARY KEY,
  notes_id uuid NOT NULL,
  title text NOT NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL,
  last_edited_at timestamptz,
  last_edited_by uuid,
  edit_count int NOT NULL DEFAULT 0
);
CREATE INDEX mind_maps_notes ON mind_maps (notes_id);

CREATE TABLE mind_map_history (
  event_id uuid PRIMARY KEY,
  mind_map_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('created', 'edited')),
  user_id uuid NOT NULL,
  at timestamptz NOT NULL,
  nodes_added int NOT NULL DEFAULT 0,
  nodes_removed int NOT NULL DEFAULT 0,
  nodes_renamed int NOT NULL DEFAULT 0,
  nodes_moved int NOT NULL DEFAULT 0,
  connections_added int NOT NULL DEFAULT 0,
  connections_removed int NOT NULL DEFAULT 0
);
CREATE INDEX mind_map_history_map ON mind_map_history (mind_map_id, at DESC);
`;
