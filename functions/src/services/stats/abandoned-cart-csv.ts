import Papa from 'papaparse';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { DayRange } from '@cellar/shared/stats/periods';
import type { BinaryBody } from '../../lib/binary-body.ts';

interface CartRow {
  email: string;
  firstname: string | null;
  lastname: string | null;
  items: number;
  total: number;
  updatedAt: string;
}

const headers: Record<Lang, string[]> = {
  en_US: ['E-mail', 'First name', 'Last name', 'Items', 'Total (EUR)', 'Last activity'],
  fr_FR: ['E-mail', 'Prénom', 'Nom', 'Articles', 'Total (EUR)', 'Dernière activité'],
};

/**
 * The shoppers who left a cart, as CSV (papaparse: quotes and separators escaped), with a byte-order mark so a
 * spreadsheet reads the accents, named after the period.
 */
export function abandonedCartCsv(rows: readonly CartRow[], range: DayRange, lang: Lang): BinaryBody {
  // escapeFormulae: a cell starting with = + - @ would be a formula in a spreadsheet; a leading quote keeps it text.
  const text = Papa.unparse(
    {
      fields: headers[lang],
      data: rows.map((row) => [
        row.email,
        row.firstname ?? '',
        row.lastname ?? '',
        row.items,
        row.total.toFixed(2),
        row.updatedAt,
      ]),
    },
    { escapeFormulae: true },
  );
  return {
    data: new TextEncoder().encode(`\uFEFF${text}\r\n`),
    contentType: 'text/csv; charset=utf-8',
    filename: `abandoned-carts_${range.from}_${range.to}.csv`,
  };
}
