import type { z } from 'zod';
import { GenerationError } from '../generation.types.js';
import { ModelAnswerSchema } from './model-answer.schema.js';

/** JSON, possibly wrapped in a ```json fence by servers without structured output, then schema. */
export function parseAnswer<S extends z.ZodType = typeof ModelAnswerSchema>(content: string, schema: S = ModelAnswerSchema as unknown as S): z.infer<S> {
  const unfenced = content.replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch {
    throw new GenerationError('The AI model’s answer was not valid JSON, so no study notes could be made from it.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new GenerationError(`The AI model’s answer did not have the expected structure (${issue?.message ?? 'invalid'}${where}).`);
  }
  return parsed.data as z.infer<S>;
}
