import type { StudyGenerator } from './generation.types.js';
import { LocalStudyGenerator } from './local/local-study-generator.js';
import { DEFAULT_OPENAI_MODEL, OpenAiStudyGenerator } from './openai/openai-study-generator.js';

/**
 * The OpenAI-compatible provider when OPENAI_API_KEY is set (OPENAI_BASE_URL points it at another
 * compatible server, OPENAI_MODEL picks the model, OPENAI_MAX_INPUT_CHARS the source characters per
 * request — set it to the model's context — and OPENAI_CONCURRENCY the part requests in flight);
 * otherwise the built-in local engine.
 */
export function createStudyGenerator(env: NodeJS.ProcessEnv = process.env): StudyGenerator {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return new LocalStudyGenerator();
  const baseURL = env.OPENAI_BASE_URL?.trim();
  const maxInputChars = positiveInt(env.OPENAI_MAX_INPUT_CHARS);
  const concurrency = positiveInt(env.OPENAI_CONCURRENCY);
  return new OpenAiStudyGenerator({
    apiKey,
    ...(baseURL ? { baseURL } : {}),
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
    ...(maxInputChars ? { maxInputChars } : {}),
    ...(concurrency ? { concurrency } : {}),
  });
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value?.trim());
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
