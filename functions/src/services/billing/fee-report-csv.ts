import Papa from 'papaparse';
import type { BalanceTransaction } from '../../adapters/billing/billing-provider.ts';

/** Cents as the CSV shows them: a decimal point, two decimals (EUR and every two-decimal currency). */
const money = (cents: number): string => (cents / 100).toFixed(2);

/** The report's header line: one row per balance transaction, the fee beside its amount and net. */
export const feeReportColumns = ['id', 'date', 'type', 'category', 'description', 'currency', 'amount', 'fee', 'net'];

/** The CSV of a report (papaparse, quotes where a value needs them), with its totals on a last line. */
export function feeReportCsv(rows: readonly BalanceTransaction[]): string {
  const total = (pick: (t: BalanceTransaction) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const data = rows.map((t) => [
    t.id,
    new Date(t.created * 1000).toISOString(),
    t.type,
    t.reportingCategory,
    t.description ?? '',
    t.currency.toUpperCase(),
    money(t.amount),
    money(t.fee),
    money(t.net),
  ]);
  const totals = [
    'TOTAL',
    '',
    '',
    '',
    '',
    '',
    money(total((t) => t.amount)),
    money(total((t) => t.fee)),
    money(total((t) => t.net)),
  ];
  return Papa.unparse({ fields: feeReportColumns, data: [...data, totals] });
}
