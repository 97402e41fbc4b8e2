import { BadGatewayException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import { loadedOpenAiSdk } from '../generation/openai/openai-sdk.js';

export const LANGUAGE_MODEL = Symbol('LanguageModel');

/** A provider failure as the learner should hear it: 503 when it cannot be reached or is busy, 502 otherwise. */
export function providerFailure(error: unknown, task: string): HttpException {
  if (error instanceof HttpException) return error;
  // Without the SDK loaded (no model configured) no provider error can exist.
  const OpenAI = loadedOpenAiSdk();
  if (!OpenAI) return new BadGatewayException(`The AI provider could not ${task}.`);
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
