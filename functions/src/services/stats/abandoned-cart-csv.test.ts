import { describe, expect, it } from 'vitest';
import { abandonedCartCsv } from './abandoned-cart-csv.ts';

const range = { from: '2026-11-01', to: '2026-11-27' };
const row = {
  email: 'lea.martin@example.com',
  firstname: 'Léa',
  lastname: 'Martin, née Dupont',
  items: 3,
  total: 45,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
// ignoreBOM: keep the byte-order mark in the text, to see it is there.
const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('the abandoned carts CSV', () => {
  it('lists each shopper under French headings, named after the period, readable by a spreadsheet', () => {
    const csv = abandonedCartCsv([row], range, 'fr_FR');
    expect(csv.filename).toBe('abandoned-carts_2026-11-01_2026-11-27.csv');
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    expect(text(csv.data).split('\r\n')).toEqual([
      '\uFEFFE-mail,Prénom,Nom,Articles,Total (EUR),Dernière activité',
      'lea.martin@example.com,Léa,"Martin, née Dupont",3,45.00,2026-11-20T10:00:00.000Z',
      '',
    ]);
  });

  it('keeps a typed formula as text', () => {
    const csv = abandonedCartCsv([{ ...row, firstname: '=HYPERLINK("http://evil")' }], range, 'en_US');
    expect(text(csv.data)).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
