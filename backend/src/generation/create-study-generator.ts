import type { StudyGenerator } from './generation.types.js';
import { LocalStudyGenerator } from './local/local-study-generator.js';
import { DEFAULT_OPENAI_MODEL, OpenAiStudyGenerator } from './openai/openai-study-generator.js';

/**
 * The OpenAI-compatible provider when OPENAI_API_KEY is set (OPENAI_BASE_URL points it at another
 * compatible server, OPENAI_MODEL picks the model); otherwise the built-in local engine.
 */
export function createStudyGenerator(env: NodeJS.ProcessEnv = process.env): StudyGenerator {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return new LocalStudyGenerator();
  const baseURL = env.OPENAI_BASE_URL?.trim();
  return new OpenAiStudyGenerator({
    apiKey,
    ...(baseURL ? { baseURL } : {}),
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
  });
}
