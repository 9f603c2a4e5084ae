import type { FlowLoadReport } from './flow-load.ts';

/** Printing of flow loads (`peer`, `journey`) and their shared options. */

export interface LoadArgs {
  seconds: number;
  connections: number;
  warmUpSeconds: number;
}

/** `--seconds N`, `--connections N`, `--warm-up N` (seconds), over the defaults. */
export function parseLoadArgs(args: readonly string[], defaults: LoadArgs): LoadArgs {
  const number = (flag: string, fallback: number) => {
    const at = args.indexOf(flag);
    if (at === -1) return fallback;
    const value = Number(args[at + 1]);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} takes a positive number`);
    return value;
  };
  return {
    seconds: number('--seconds', defaults.seconds),
    connections: Math.round(number('--connections', defaults.connections)),
    warmUpSeconds: number('--warm-up', defaults.warmUpSeconds),
  };
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const bytes = (value: number): string => value.toLocaleString('en-GB');

/** Columns padded to their widest cell; the first `left` left-aligned, the others right-aligned. */
export function table(rows: ReadonlyArray<readonly string[]>, left = 1): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  return rows
    .map((row) => row.map((cell, c) => (c < left ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '))
    .join('\n');
}

/** The local stack's `x-db-calls` as printed: empty is no DynamoDB command at all. */
export const dbCallsText = (header: string | null): string => (header === null ? '-' : header || 'none');

/** Each call of a flow: answers, p50 / p95 / p99, bytes, and DynamoDB commands when the local stack said. */
export function stepsTable(report: FlowLoadReport): string {
  const withDb = report.steps.some((s) => s.dbCalls !== null);
  return table([
    ['  call', 'answers', 'p50', 'p95', 'p99', 'bytes', ...(withDb ? ['DynamoDB (x-db-calls)'] : [])],
    ...report.steps.map((s) => [
      `  ${s.name}`,
      String(s.calls),
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      bytes(s.bytes),
      ...(withDb ? [dbCallsText(s.dbCalls)] : []),
    ]),
  ]);
}

export function errorLines(report: FlowLoadReport): string[] {
  return report.errors.map((e) => `  ${e.count} × ${e.reason}`);
}
