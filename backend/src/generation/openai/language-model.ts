import OpenAI from 'openai';
import { DEFAULT_OPENAI_MODEL } from './openai-study-generator.js';

/**
 * The OpenAI-compatible model the assistant and the quiz writer use when OPENAI_API_KEY is set
 * (OPENAI_BASE_URL for another compatible server, OPENAI_MODEL for the model): the same settings as
 * the study-material generator. Callers a learner waits on pass a shorter timeout.
 */
export interface LanguageModel {
  client: OpenAI;
  model: string;
}

export function createLanguageModel(env: NodeJS.ProcessEnv = process.env, options: { timeoutMs?: number; maxRetries?: number } = {}): LanguageModel | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const baseURL = env.OPENAI_BASE_URL?.trim();
  return {
    client: new OpenAI({ apiKey, ...(baseURL ? { baseURL } : {}), timeout: options.timeoutMs ?? 60_000, maxRetries: options.maxRetries ?? 1 }),
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
  };
}
