/**
 * Read models of the assistant (projections 'assistant-passages', 'assistant-history' and
 * 'notes-translations'); only those projections write these tables.
 */
export default /* sql */ `
-- Source text staged per material until its notes exist (passages are searchable only once the
-- notes are generated, so a failed source is never cited). segments is cleared once used.
CREATE TABLE assistant_sources (
  material_id uuid PRIMARY KEY,
  kind text,
  video_url text,
  segments jsonb
);

-- One row per generated note: owner, visibility and what a citation shows.
CREATE TABLE assistant_notes (
  notes_id uuid PRIMARY KEY,
  owner_id uuid NOT NULL,
  title text NOT NULL,
  is_public boolean NOT NULL,
  source_kind text NOT NULL,
  video_url text,
  passage_count int NOT NULL
);

-- Searchable passages: the summary, each key idea and definition, and the source text in paragraphs
-- (PDF page or video start time kept). owner_id and is_public are copied from the note so the
-- visibility rule is part of the one search query.
CREATE TABLE assistant_passages (
  notes_id uuid NOT NULL,
  position int NOT NULL,
  owner_id uuid NOT NULL,
  is_public boolean NOT NULL,
  section text NOT NULL CHECK (section IN ('summary', 'key-idea', 'definition', 'source')),
  anchor text,
  heading text,
  text text NOT NULL,
  page int,
  time_seconds double precision,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(heading, '')), 'B') || setweight(to_tsvector('english', text), 'A')
  ) STORED,
  PRIMARY KEY (notes_id, position)
);
CREATE INDEX assistant_passages_search ON assistant_passages USING gin (search);
CREATE INDEX assistant_passages_owner ON assistant_passages (owner_id);

-- Document frequency of each lexeme over all passages (for IDF weighting of question words) and the
-- number of passages (one row, id = 1).
CREATE TABLE assistant_term_stats (
  term text PRIMARY KEY,
  df int NOT NULL
);
CREATE TABLE assistant_corpus (
  id int PRIMARY KEY,
  passages bigint NOT NULL
);

-- Questions and answers, for /chat (notes_id NULL) and each note's Q&A panel.
CREATE TABLE assistant_exchanges (
  question_id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  notes_id uuid,
  question text NOT NULL,
  answer text,
  citations jsonb NOT NULL DEFAULT '[]',
  found boolean NOT NULL DEFAULT false,
  engine text,
  asked_at timestamptz NOT NULL,
  answered_at timestamptz
);
CREATE INDEX assistant_exchanges_user ON assistant_exchanges (user_id, notes_id, asked_at DESC);

-- Translations of notes, one per language.
CREATE TABLE notes_translations (
  notes_id uuid NOT NULL,
  language text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  key_ideas jsonb NOT NULL,
  definitions jsonb NOT NULL,
  model text NOT NULL,
  requested_by uuid NOT NULL,
  translated_at timestamptz NOT NULL,
  PRIMARY KEY (notes_id, language)
);
`;
