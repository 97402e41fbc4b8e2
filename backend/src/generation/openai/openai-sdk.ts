import type { ZodType } from 'zod';

type OpenAiSdk = typeof import('openai');

let loaded: Promise<OpenAiSdk> | undefined;
let sdk: OpenAiSdk | undefined;

/**
 * The OpenAI SDK, loaded when a model is first configured: it costs ~6 MB of heap (~20 MB RSS) that the
 * local path never needs, so nothing imports it at startup (as with the KurrentDB client).
 */
export function loadOpenAiSdk(): Promise<OpenAiSdk> {
  return (loaded ??= import('openai').then((m) => (sdk = m)));
}

/** The SDK when it is loaded: an error the SDK threw can only exist once it is. */
export function loadedOpenAiSdk(): OpenAiSdk | undefined {
  return sdk;
}

/**
 * A strict JSON-schema response format for `schema` (openai/helpers/zod, loaded with a model's first
 * request). It loads the SDK too, so `rejectsJsonSchema` can tell the request's failure.
 */
export async function jsonSchemaFormat(schema: ZodType, name: string): Promise<ReturnType<typeof import('openai/helpers/zod').zodResponseFormat>> {
  const [, { zodResponseFormat }] = await Promise.all([loadOpenAiSdk(), import('openai/helpers/zod')]);
  return zodResponseFormat(schema as never, name);
}

/** The server refused the JSON-schema response format (older compatible servers know only JSON mode). */
export function rejectsJsonSchema(error: unknown): boolean {
  const BadRequest = sdk?.BadRequestError;
  return BadRequest !== undefined && error instanceof BadRequest && /response_format|json_schema|structured/i.test(error.message);
}
