/**
 * The word vectors the build ships (assistant/vectors/), as other features may use them: quiz grading
 * tells a typed synonym of a term by them. Read-only: the table, and the dot product of unit vectors.
 */
export { dot, wordVectors, type WordVectorTable } from './vectors/word-vector-table.js';
