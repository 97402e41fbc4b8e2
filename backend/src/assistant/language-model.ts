import { BadGatewayException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import OpenAI from 'openai';
import { DEFAULT_OPENAI_MODEL } from '../generation/openai/openai-study-generator.js';

/**
 * The OpenAI-compatible language model the assistant uses when OPENAI_API_KEY is set
 * (OPENAI_BASE_URL for another compatible server, OPENAI_MODEL for the model) — the same settings as
 * the study-material generator.
 */
export interface LanguageModel {
  client: OpenAI;
  model: string;
}

export const LANGUAGE_MODEL = Symbol('LanguageModel');

export function createLanguageModel(env: NodeJS.ProcessEnv = process.env, options: { timeoutMs?: number; maxRetries?: number } = {}): LanguageModel | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const baseURL = env.OPENAI_BASE_URL?.trim();
  return {
    client: new OpenAI({ apiKey, ...(baseURL ? { baseURL } : {}), timeout: options.timeoutMs ?? 60_000, maxRetries: options.maxRetries ?? 1 }),
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
  };
}

/** A provider failure as the learner should hear it: 503 when it cannot be reached or is busy, 502 otherwise. */
export function providerFailure(error: unknown, task: string): HttpException {
  if (error instanceof HttpException) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ServiceUnavailableException(`The AI provider did not answer in time, so it could not ${task}. Please try again.`);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ServiceUnavailableException(`The AI provider could not be reached, so it could not ${task}. Please try again later.`);
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    if (status === 429) return new ServiceUnavailableException(`The AI provider is busy or its quota is used up, so it could not ${task}. Please try again later.`);
    const reason = status === 401 || status === 403
      ? 'it rejected the server’s API key'
      : status !== undefined && status >= 500 ? 'it had an internal error' : 'it refused the request';
    return new BadGatewayException(`The AI provider could not ${task}: ${reason} (HTTP ${status ?? 'error'}).`);
  }
  return new BadGatewayException(`The AI provider could not ${task}.`);
}
