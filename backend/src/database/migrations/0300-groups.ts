export default /* sql */ `
-- Spec entity Study group. Written only by the 'groups' projection (from stream group-<id>).
CREATE TABLE groups (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  invite_code text NOT NULL,
  max_members int NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL,
  member_count int NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX groups_invite_code ON groups (invite_code);
CREATE INDEX groups_public ON groups (created_at DESC) WHERE is_public;

-- Current members; the owner (groups.created_by) is an admin row here too.
CREATE TABLE group_members (
  group_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role text NOT NULL,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_members_user ON group_members (user_id);

-- Study notes shared with a group (members may open them, chat about them, edit their mind map).
CREATE TABLE group_notes (
  group_id uuid NOT NULL,
  notes_id uuid NOT NULL,
  shared_by uuid NOT NULL,
  shared_at timestamptz NOT NULL,
  PRIMARY KEY (group_id, notes_id)
);
CREATE INDEX group_notes_notes ON group_notes (notes_id);

-- Chat history, written only by the 'group-chat' projection (from stream group-chat-<id>).
-- seq is the event's version in its chat stream: gap-free and in commit order per group.
CREATE TABLE group_messages (
  id uuid PRIMARY KEY,
  group_id uuid NOT NULL,
  seq bigint NOT NULL,
  user_id uuid NOT NULL,
  username text NOT NULL,
  content text NOT NULL,
  posted_at timestamptz NOT NULL,
  deleted_at timestamptz,
  deleted_by uuid
);
CREATE UNIQUE INDEX group_messages_group_seq ON group_messages (group_id, seq);
`;
