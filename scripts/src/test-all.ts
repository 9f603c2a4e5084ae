import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm test`: everything, in the order a failure is cheapest to read — types, lint and format, unit tests (with the
 * infra template tests), web component tests (jsdom), integration tests on the real local parts,
 * the two web builds, then the end-to-end tests on the built admin in Chromium — then one closing
 * line `N passed, N failed` that counts every test and every check.
 */
const results: { name: string; passed: number; failed: number }[] = [];
const resultsDir = join(process.cwd(), '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = outcome.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(name: string, command: string, args: string[]): void {
  const ok = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function vitest(project: string): void {
  const output = join(resultsDir, `${project}.json`);
  const ok = run(`${project} tests`, 'vitest', [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
      success: boolean;
    };
    // A suite that failed to load has no failed test of its own: count it as one failure.
    const failed = report.numFailedTests + (!ok && report.numFailedTests === 0 ? 1 : 0);
    results.push({ name: `${project} tests`, passed: report.numPassedTests, failed });
  } else {
    results.push({ name: `${project} tests`, passed: 0, failed: 1 });
  }
}

check('typecheck', 'tsc', ['-p', 'tsconfig.json']);
// The house rules (eslint.config.js, docs/code-rules.md) and one format for every file (.prettierrc.json).
check('lint', 'eslint', ['.']);
check('format', 'prettier', ['--check', '.']);
vitest('unit');
vitest('web');
vitest('integration');
check('web-admin build', 'npm', ['run', 'build', '-w', 'web-admin']);
check('web-store build', 'npm', ['run', 'build', '-w', 'web-store']);
// After the builds: the e2e environment serves web-admin/dist as built just above (after a failed
// build, dist is older than the sources: the environment builds again and fails the same way).
vitest('e2e');
run('route count', 'tsx', ['scripts/src/count-routes.ts']);

// The generated security suites' counts (functions/test/security, docs/security-tests.md).
const countsFile = join(resultsDir, 'security-counts.json');
const securityLines = existsSync(countsFile)
  ? Object.values(JSON.parse(readFileSync(countsFile, 'utf8')) as Record<string, { line?: string }>).flatMap((suite) =>
      suite.line ? [suite.line] : [],
    )
  : [];

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('');
for (const r of results) console.log(`  ${r.failed ? '✘' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
if (securityLines.length)
  console.log(
    `\n  security (generated from the route table):\n${securityLines.map((line) => `    ${line}`).join('\n')}`,
  );
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
