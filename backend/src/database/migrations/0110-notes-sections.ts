/**
 * Sections and language of study notes, and the section a card comes from ('study-notes' projection).
 * Notes made before sections existed keep [] and 'en'; their cards have no section.
 * `section_flashcard_counts[i]` is the number of cards of section i, kept with the notes so a notes
 * page needs no extra query.
 */
export default /* sql */ `
ALTER TABLE study_notes ADD COLUMN sections jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE study_notes ADD COLUMN section_flashcard_counts jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE study_notes ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE flashcards ADD COLUMN section integer;
`;
