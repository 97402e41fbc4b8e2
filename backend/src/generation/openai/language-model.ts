import type OpenAI from 'openai';
import { loadOpenAiSdk } from './openai-sdk.js';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/**
 * The OpenAI-compatible model the assistant and the quiz writer use when OPENAI_API_KEY is set
 * (OPENAI_BASE_URL for another compatible server, OPENAI_MODEL for the model): the same settings as
 * the study-material generator. Callers a learner waits on pass a shorter timeout.
 */
export interface LanguageModel {
  client: OpenAI;
  model: string;
}

/** Null without a key; the SDK is loaded only with one (see loadOpenAiSdk). */
export async function createLanguageModel(env: NodeJS.ProcessEnv = process.env, options: { timeoutMs?: number; maxRetries?: number } = {}): Promise<LanguageModel | null> {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const baseURL = env.OPENAI_BASE_URL?.trim();
  const model = env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
  const { OpenAI: Client } = await loadOpenAiSdk();
  return {
    client: new Client({ apiKey, ...(baseURL ? { baseURL } : {}), timeout: options.timeoutMs ?? 60_000, maxRetries: options.maxRetries ?? 1 }),
    model,
  };
}
