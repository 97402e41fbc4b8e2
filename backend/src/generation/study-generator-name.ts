/**
 * Which generator the environment configures, without loading it: the main thread names the generator
 * on the events it records while the generator itself runs in the materials worker.
 */
export type StudyGeneratorName = 'local' | 'openai';

export function studyGeneratorName(env: NodeJS.ProcessEnv = process.env): StudyGeneratorName {
  return env.OPENAI_API_KEY?.trim() ? 'openai' : 'local';
}
