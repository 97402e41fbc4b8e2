/**
 * Read models of processing (projections 'materials' and 'study-notes'). Other features read these
 * tables; only those two projections write them, except the review columns of `flashcards` (see there).
 */
export default /* sql */ `
-- One row per processed source (text, PDF or video). id = material id = study notes id.
CREATE TABLE materials (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('text', 'pdf', 'video')),
  title text,
  filename text,
  url text,
  status text NOT NULL CHECK (status IN ('processing', 'completed', 'failed')),
  failure_reason text,
  failed_stage text,
  notes_id uuid,
  word_count int,
  page_count int,
  duration_seconds int,
  caption_origin text,
  language text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX materials_user ON materials (user_id, created_at DESC);

-- The extracted source text with positions, for citations and for search (the assistant).
-- position orders segments within a material; page is 1-based (PDF); start/end are seconds (video).
CREATE TABLE source_segments (
  material_id uuid NOT NULL,
  position int NOT NULL,
  user_id uuid NOT NULL,
  text text NOT NULL,
  page int,
  start_seconds double precision,
  end_seconds double precision,
  search tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  PRIMARY KEY (material_id, position)
);
CREATE INDEX source_segments_user ON source_segments (user_id);
CREATE INDEX source_segments_search ON source_segments USING gin (search);

-- Spec entity Video. id = material id.
CREATE TABLE videos (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  url text NOT NULL,
  provider text NOT NULL,
  external_id text,
  title text,
  description text,
  thumbnail_url text,
  channel_name text,
  duration_seconds int,
  processing_status text NOT NULL CHECK (processing_status IN ('processing', 'completed', 'failed')),
  failure_reason text,
  notes_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX videos_user ON videos (user_id, created_at DESC);
CREATE INDEX videos_recent ON videos (created_at DESC);

-- Spec entity Study notes. key_ideas [{text, citation}], definitions [{term, meaning, citation}],
-- timestamps [{time, text}], citation = {page?, time?, quote}.
CREATE TABLE study_notes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  material_id uuid NOT NULL,
  source_kind text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  key_ideas jsonb NOT NULL,
  definitions jsonb NOT NULL,
  timestamps jsonb NOT NULL,
  difficulty text NOT NULL,
  duration_minutes int NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  generator text NOT NULL,
  flashcard_count int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B')
  ) STORED
);
CREATE INDEX study_notes_user ON study_notes (user_id, created_at DESC);
CREATE INDEX study_notes_public ON study_notes (created_at DESC) WHERE is_public;
CREATE INDEX study_notes_search ON study_notes USING gin (search);

-- Spec entity Flashcard. The 'study-notes' projection creates cards (due at creation, never reviewed);
-- next_review_at, times_reviewed and correct_answers are then the review feature's to update
-- (from FlashcardReviewed on stream flashcard-<id>).
CREATE TABLE flashcards (
  id uuid PRIMARY KEY,
  notes_id uuid NOT NULL,
  user_id uuid NOT NULL,
  position int NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  kind text NOT NULL,
  difficulty text NOT NULL,
  citation jsonb NOT NULL,
  next_review_at timestamptz NOT NULL,
  times_reviewed int NOT NULL DEFAULT 0,
  correct_answers int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE INDEX flashcards_notes ON flashcards (notes_id, position);
CREATE INDEX flashcards_user_due ON flashcards (user_id, next_review_at);
`;
