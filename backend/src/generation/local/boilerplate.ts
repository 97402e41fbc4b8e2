import { collapseSpaces } from '../text/whitespace.js';

/**
 * Recognises text that is part of a document's apparatus rather than its content: figure and
 * table captions, learning-objective lists, pointers to features/figures/websites, credits and
 * copyright lines. Such text must never become a summary sentence, key idea or flashcard.
 */

// Also as German, Spanish and French books label them ("Abbildung 15.1:", "Tabla 2", "Tableau 3").
const CAPTION = /^(?:figure|fig\.?|table|chart|exhibit|graph|image|photo|illustration|map|diagram|box|listing|abbildung|abb\.|tabelle|figura|tabla|cuadro|gráfico|tableau)\s*\d+(?:[.\-–]\d+)*[a-z]?(?![\p{L}])/iu;
const LABELLED_NOTE = /^(?:source|sources|credit|credits|note|notes|photo credit|image credit|attribution)\s*[:.]/i;
const LEARNING_OBJECTIVES =
  /^(?:learning objectives?|learning outcomes?|learning goals?|objectives|key objectives|section objectives|chapter objectives|by the end of this (?:section|chapter|lesson|module|unit)\b.*|after (?:reading|studying|completing) this (?:section|chapter|lesson|module|unit)\b.*|in this (?:section|chapter|lesson|module|unit),? you will (?:learn|be able)\b.*)$/i;
const FEATURE_HEADING = /^(?:clear it up|work it out|link it up|bring it home|try it|check your understanding|self-check questions?|review questions?|critical thinking questions?|problems|key terms|key concepts and summary|references|further reading)$/i;
const REFERENCE_PHRASE =
  /\b(?:see|visit|watch|click|check out|refer to|go to|read|follow)\b[^.?!]{0,60}\b(?:figure|fig\.|table|feature|website|web site|link|video|appendix|chapter|exhibit)s?\b/i;
const FEATURE_NAME = /\b(?:clear it up|work it out|link it up|bring it home)\b/i;
const URL_OR_EMAIL = /(?:https?:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+\.[\w.]+\b|\b[\w-]+\.(?:com|org|net|edu|gov|io)\b(?:\/\S*)?/i;
const COPYRIGHT = /(?:©|\(c\)\s*\d{4}|\bcopyright\s+(?:©\s*)?\d{4}|\ball rights reserved\b|\baccess for free at\b|\bcreative commons\b|\bcc by\b)/i;
/** Parenthetical asides that only point elsewhere: "(see Figure 3)", "(Table 2.1)", "(credit: …)". */
const INLINE_REFERENCE =
  /\s*\((?:(?:see|cf\.?|compare)\s+(?:also\s+)?)?(?:the\s+)?(?:figure|fig\.|table|chart|exhibit|appendix|chapter|section|equation|eq\.)\s*[\d.\-–a-z]*[^()]{0,40}\)|\s*\((?:credit|source|photo)\s*:[^()]*\)/gi;

export function isCaption(text: string): boolean {
  return CAPTION.test(text.trim()) || LABELLED_NOTE.test(text.trim());
}

export function isLearningObjectivesLead(text: string): boolean {
  return LEARNING_OBJECTIVES.test(text.trim().replace(/[:.]$/, ''));
}

export function isFeatureHeading(text: string): boolean {
  return FEATURE_HEADING.test(text.trim().replace(/[:.]$/, ''));
}

/** Sentences that point the reader elsewhere ("See the Work It Out feature.") or are apparatus. */
export function isApparatusSentence(text: string): boolean {
  return (
    isCaption(text) ||
    REFERENCE_PHRASE.test(text) ||
    FEATURE_NAME.test(text) ||
    URL_OR_EMAIL.test(text) ||
    COPYRIGHT.test(text) ||
    isLearningObjectivesLead(text)
  );
}

/**
 * Removes pointer-only parentheticals from a sentence, keeping the rest intact. The space a removed pointer leaves
 * before punctuation goes; a dot that opens a word stays apart ("compiles source to .class bytecode", "use .equals()").
 */
export function removeInlineReferences(text: string): string {
  return collapseSpaces(text.replace(INLINE_REFERENCE, '').replace(/\s+([,;:!?]|\.(?![\p{L}\p{N}_(]))/gu, '$1'));
}
