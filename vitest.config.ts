import { defineConfig } from 'vitest/config';

/**
 * Four projects:
 * - `unit` (no network, beside the code, `*.test.ts`),
 * - `integration` (`*.int.test.ts`, through the local gateway against DynamoDB Local, s3rver and
 *   cognito-local started once per run),
 * - `web` (the two SPAs' `*.test.ts(x)` in jsdom, with Testing Library),
 * - `e2e` (`*.e2e.test.ts` under web-admin/e2e: the built admin and storefront in Chromium against the real local
 *   stack, each file starting its own environment through web-admin/e2e/support/journey.ts — see
 *   scripts/src/e2e/environment.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,scripts,infra}/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
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
      {
        test: {
          name: 'web',
          include: ['web-admin/src/**/*.test.{ts,tsx}', 'web-store/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'jsdom',
          // Testing Library matchers, cleanup after each test, and what Mantine needs from a browser.
          setupFiles: ['web-admin/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web-admin/e2e/**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 90_000,
          // A file's beforeAll starts the stack, seeds it and may build the admin.
          hookTimeout: 180_000,
          // Each file starts its own stack and browser: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
