import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (no network, beside the code) and `integration` (`*.int.test.ts`, through
 * the local gateway against DynamoDB Local, s3rver and cognito-local started once per run).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,scripts,infra}/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{functions,scripts}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['scripts/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One stack for the run; files share it, so they run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
