/**
 * The names of the legal documents and of the legal info fields (docs/legal.md), without zod: the
 * storefront lists the legal info with them and carries no zod (the rules are in conditions.ts).
 */

/** The two documents a site shows. */
export const legalDocuments = ['salesConditions', 'legalNotice'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

/**
 * The legal info of the company that sells (spec 1 §3 "Legal info"). `companyName` and `vatNumber`
 * are the site parameters `COMPANY_NAME` and `VAT_NUMBER` (the settings screen edits them too); the
 * others are kept with the conditions.
 */
export const legalInfoFields = [
  'companyName',
  'corporateForm',
  'siret',
  'vatNumber',
  'rcs',
  'rm',
  'shareCapital',
  'headOffice',
  'legalAgent',
] as const;
export type LegalInfoField = (typeof legalInfoFields)[number];
export type LegalInfo = Record<LegalInfoField, string>;

export const emptyLegalInfo: LegalInfo = Object.fromEntries(legalInfoFields.map((f) => [f, ''])) as LegalInfo;
