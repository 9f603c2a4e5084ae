import { defineConfig } from 'vitest/config';

/*
 * Time limits are for hung tests, not slow machines: every wait waits for its condition, and a test
 * fails on behaviour, never because other work (other test runs, builds) shares the CPU. So the
 * limits are minutes, set here per project rather than per test or per file.
 */
const minutes = (n: number) => n * 60_000;

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
          testTimeout: minutes(3),
          // The infra files synthesize the whole app with cdk-nag once, in their beforeAll.
          hookTimeout: minutes(5),
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{functions,scripts}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['scripts/src/test/global-setup.ts'],
          // The setup's gateway sets it for Powertools (scripts/src/local/gateway.ts); a test process calls the
          // functions one at a time, without the runtime's store it would ask for.
          env: { AWS_LAMBDA_MAX_CONCURRENCY: '' },
          testTimeout: minutes(3),
          hookTimeout: minutes(5),
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
          // Testing Library's own waits (findBy…, waitFor) are set in the setup file, below these.
          testTimeout: minutes(3),
          hookTimeout: minutes(3),
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web-admin/e2e/**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: minutes(5),
          // A file's beforeAll starts the stack, seeds it and may build the two sites.
          hookTimeout: minutes(10),
          // expect.poll gives up after 1 s by default: a page that settles slower is not a failure.
          expect: { poll: { timeout: minutes(2), interval: 100 } },
          // Each file starts its own stack and browser: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
