import { readFileSync } from 'node:fs';

const swc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
  moduleNameMapper: {
    '^@studyloop/events$': '<rootDir>/../events/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
};

export default {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.unit.spec.ts'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/src/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/src/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
    },
  ],
  testTimeout: 30000,
};
