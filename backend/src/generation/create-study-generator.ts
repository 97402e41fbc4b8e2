import type { StudyGenerator } from './generation.types.js';
import { LocalStudyGenerator } from './local/local-study-generator.js';
import { DEFAULT_OPENAI_MODEL } from './openai/language-model.js';

/**
 * The OpenAI-compatible provider when OPENAI_API_KEY is set (OPENAI_BASE_URL points it at another
 * compatible server, OPENAI_MODEL picks the model, OPENAI_MAX_INPUT_CHARS the source characters per
 * request — set it to the model's context — and OPENAI_CONCURRENCY the part requests in flight);
 * otherwise the built-in local engine. The provider's module (and the OpenAI SDK) loads only when
 * configured: the local path does not hold it.
 */
export async function createStudyGenerator(env: NodeJS.ProcessEnv = process.env): Promise<StudyGenerator> {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return new LocalStudyGenerator();
  const { OpenAiStudyGenerator } = await import('./openai/openai-study-generator.js');
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
