import OpenAI from 'openai';
import { DEFAULT_OPENAI_MODEL } from '../generation/openai/openai-study-generator.js';

/**
 * The OpenAI-compatible model that writes quizzes when OPENAI_API_KEY is set (OPENAI_BASE_URL,
 * OPENAI_MODEL): the same settings as note generation and the assistant. One retry and a short
 * timeout: a learner waits for the quiz, and the local builder is always there to fall back on.
 */
export interface QuizModel {
  client: OpenAI;
  model: string;
}

export function createQuizModel(env: NodeJS.ProcessEnv = process.env): QuizModel | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const baseURL = env.OPENAI_BASE_URL?.trim();
  return {
    client: new OpenAI({ apiKey, ...(baseURL ? { baseURL } : {}), timeout: 30_000, maxRetries: 1 }),
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
  };
}
