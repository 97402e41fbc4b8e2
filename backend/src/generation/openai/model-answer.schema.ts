import { z } from 'zod';

/**
 * What the model must return. Every item names the source passage it comes from (`sourceId`, the
 * number shown in brackets in the prompt) and quotes the source sentence, so citations can be
 * mapped back to a page or cue time. Counts and lengths are checked after parsing rather than in
 * the schema, because strict structured outputs accept only a subset of JSON Schema.
 */

const cited = {
  sourceId: z.number().int().describe('Number of the source passage, as shown in brackets'),
  quote: z.string().describe('The source sentence, copied exactly from that passage'),
};

export const ModelAnswerSchema = z.object({
  title: z.string(),
  summary: z.string().describe('3–8 sentences in the order of the source'),
  keyIdeas: z.array(z.object({ text: z.string(), ...cited })).describe('5–10 distinct key ideas'),
  definitions: z.array(z.object({ term: z.string(), meaning: z.string(), ...cited })),
  timestamps: z
    .array(z.object({ sourceId: z.number().int(), label: z.string() }))
    .describe('Video only: passages where a new topic starts, with a short label; empty otherwise'),
  flashcards: z.array(
    z.object({
      question: z.string(),
      answer: z.string(),
      kind: z.enum(['definition', 'concept', 'cloze']),
      difficulty: z.enum(['easy', 'medium', 'hard']),
      ...cited,
    }),
  ),
});

export type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

/**
 * The reduce step of a long source: the whole's title, summary and key ideas from its parts' notes.
 * Each key idea names the part key idea it stands on (`keyIdeaId`, the number shown as [K12]), whose
 * citation it keeps.
 */
export const ReduceAnswerSchema = z.object({
  title: z.string(),
  summary: z.string().describe('4–10 sentences covering the whole source in order'),
  keyIdeas: z
    .array(z.object({ text: z.string(), keyIdeaId: z.number().int().describe('Number of the part key idea it rests on, as shown in [K…]') }))
    .describe('5–10 key ideas of the whole source'),
});

export type ReduceAnswer = z.infer<typeof ReduceAnswerSchema>;
