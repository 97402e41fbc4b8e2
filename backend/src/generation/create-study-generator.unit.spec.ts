import { createStudyGenerator } from './create-study-generator.js';
import { studyGeneratorName } from './study-generator-name.js';

describe('createStudyGenerator', () => {
  test('uses the local engine without an API key', async () => {
    expect((await createStudyGenerator({})).name).toBe('local');
    expect((await createStudyGenerator({ OPENAI_API_KEY: '  ' })).name).toBe('local');
  });

  test('uses the OpenAI-compatible provider when a key is set', async () => {
    expect((await createStudyGenerator({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:1/v1', OPENAI_MODEL: 'llama3' })).name).toBe('openai');
  });

  test('reads the per-request budget and concurrency, ignoring values that are not positive whole numbers', async () => {
    await expect(createStudyGenerator({ OPENAI_API_KEY: 'sk', OPENAI_MAX_INPUT_CHARS: '8000', OPENAI_CONCURRENCY: '2' })).resolves.toBeDefined();
    expect((await createStudyGenerator({ OPENAI_API_KEY: 'sk', OPENAI_MAX_INPUT_CHARS: 'lots', OPENAI_CONCURRENCY: '-1' })).name).toBe('openai');
  });

  test('names the generator it would create without loading it (the main thread names what the worker runs)', async () => {
    for (const env of [{}, { OPENAI_API_KEY: '  ' }, { OPENAI_API_KEY: 'sk-test' }, { OPENAI_API_KEY: ' sk ', OPENAI_MODEL: 'llama3' }]) {
      expect(studyGeneratorName(env)).toBe((await createStudyGenerator(env)).name);
    }
    expect(studyGeneratorName({ OPENAI_API_KEY: 'sk-test' })).toBe('openai');
  });
});
