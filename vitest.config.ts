import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // worker threads load their built entries, as in the app: the dictionary builder is built first
    globalSetup: ['tests/fixtures/build-workers.ts'],
  },
});
