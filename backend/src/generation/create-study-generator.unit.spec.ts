import { createStudyGenerator } from './create-study-generator.js';

describe('createStudyGenerator', () => {
  test('uses the local engine without an API key', () => {
    expect(createStudyGenerator({}).name).toBe('local');
    expect(createStudyGenerator({ OPENAI_API_KEY: '  ' }).name).toBe('local');
  });

  test('uses the OpenAI-compatible provider when a key is set', () => {
    expect(createStudyGenerator({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:1/v1', OPENAI_MODEL: 'llama3' }).name).toBe('openai');
  });

  test('reads the per-request budget and concurrency, ignoring values that are not positive whole numbers', () => {
    expect(() => createStudyGenerator({ OPENAI_API_KEY: 'sk', OPENAI_MAX_INPUT_CHARS: '8000', OPENAI_CONCURRENCY: '2' })).not.toThrow();
    expect(createStudyGenerator({ OPENAI_API_KEY: 'sk', OPENAI_MAX_INPUT_CHARS: 'lots', OPENAI_CONCURRENCY: '-1' }).name).toBe('openai');
  });
});
