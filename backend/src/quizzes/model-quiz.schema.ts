import { z } from 'zod';

/**
 * What the model must return when it writes a quiz: questions, each naming the note item it rests on
 * (`sourceId`, as shown in brackets: K3 for a key idea, D2 for a definition), in one of three formats —
 * multiple choice (4 options), a statement to judge true or false (options "True", "False"), or a
 * definition's term to type (its one option the term). Counts, distinct options and the correct index
 * are checked after parsing (strict structured outputs accept only a subset of JSON Schema).
 */
export const ModelQuizSchema = z.object({
  questions: z.array(z.object({
    kind: z.enum(['key-idea', 'definition']),
    format: z.enum(['multiple-choice', 'true-false', 'typed']),
    question: z.string().describe('For true-false: the statement itself; for typed: the meaning, asking for the term, without naming it'),
    options: z.array(z.string()).describe('multiple-choice: exactly 4 options, the right answer and 3 plausible wrong ones of the same kind and length; true-false: ["True", "False"]; typed: [the term]'),
    correctIndex: z.number().int().describe('Index of the right option (typed: 0)'),
    sourceId: z.string().describe('The note item the right answer comes from, as shown in brackets (K1, D2, …)'),
  })),
});

export type ModelQuiz = z.infer<typeof ModelQuizSchema>;

/** The response_format name of a quiz-writing request (the fake model answers by it). */
export const MODEL_QUIZ_SCHEMA_NAME = 'quiz_questions';

/** The shape spelled out for servers that only know JSON mode (no JSON-schema output). */
export const MODEL_QUIZ_SHAPE_HINT = `Reply with one JSON object of exactly this shape:
{"questions": [{"kind": "key-idea"|"definition", "format": "multiple-choice"|"true-false"|"typed", "question": string, "options": [string, ...], "correctIndex": number, "sourceId": string}]}`;
