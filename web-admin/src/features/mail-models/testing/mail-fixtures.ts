/** Test data of the mail model screens (only test files import this folder). */
import { mailKeys, type MailKey } from '@cellar/shared/mail/mail-keys';
import { baseOnlyMailKeys, mailVariables, requiredMailKeys } from '@cellar/shared/mail/mail-variables';
import type { MailModelDetail, MailModelRow } from '../api/mail-models-api.ts';

export const orderHtml = {
  fr_FR:
    '<p>Bonjour {{firstname}},</p>\n<table><tbody>\n{{#lines}}<tr><td>{{quantity}} × {{name}}</td><td align="right">{{total}}</td></tr>{{/lines}}\n</tbody></table>',
  en_US:
    '<p>Hello {{firstname}},</p>\n<table><tbody>\n{{#lines}}<tr><td>{{quantity}} × {{name}}</td><td align="right">{{total}}</td></tr>{{/lines}}\n</tbody></table>',
};

export function row(key: MailKey, overrides: Partial<MailModelRow> = {}): MailModelRow {
  return {
    key,
    enabled: true,
    fr_FR: { subject: `Sujet ${key}`, html: '<p>Bonjour</p>' },
    en_US: { subject: `Subject ${key}`, html: '<p>Hello</p>' },
    source: 'BASE',
    sourceLang: 'fr_FR',
    overridesBase: false,
    baseOnly: baseOnlyMailKeys.includes(key),
    required: requiredMailKeys.includes(key),
    updatedAt: '2026-03-01T10:00:00.000Z',
    updatedBy: 'super@cellar.local',
    ...overrides,
  };
}

export const rows = (overrides: Partial<Record<MailKey, Partial<MailModelRow>>> = {}): MailModelRow[] =>
  mailKeys.map((key) => row(key, overrides[key]));

export function detail(key: MailKey, overrides: Partial<MailModelDetail> = {}): MailModelDetail {
  return { ...row(key), variables: mailVariables[key], ...overrides };
}

/** The order confirmation as seeded: its lines are a section between table rows (HTML source only). */
export const confirmation = (overrides: Partial<MailModelDetail> = {}) =>
  detail('order-confirmation', {
    fr_FR: { subject: '{{shopName}} : commande {{orderNumber}}', html: orderHtml.fr_FR },
    en_US: { subject: '{{shopName}}: order {{orderNumber}}', html: orderHtml.en_US },
    ...overrides,
  });

export const rendered = {
  subject: 'Domaine des Lilas: order 2026-000042',
  html: '<html><body><p>Hello Léa,</p><table><tr><td>2 × Gamay</td></tr></table></body></html>',
  text: 'DOMAINE DES LILAS\n\nHello Léa,\n2 × Gamay   €25.00',
};
