import type { Lang } from '../../i18n/lang.ts';
import { mailKeys, type MailKey } from '../../mail/mail-keys.ts';
import type { CtaButtons } from '../../site/cta-buttons.ts';
import type { LangTexts } from '../../site/conditions.ts';
import type { TranslatableKind } from '../translatable-kinds.ts';

/**
 * Texts once written per language by hand (docs/translations.md "Global texts"): the nomenclature's names (site 0
 * only: the super-admin's, for every site), the mail models (site 0's base models and a site's own) and the CTA
 * buttons' labels (one entity per site), the sales conditions and legal notice (a site's own, and site 0's defaults).
 * Their source is the text in the site's default language (site 0: the catalogue's); every other language is a
 * translation.
 */
export const globalKinds = {
  nomenclature: { fields: [{ path: 'name', format: 'text' }] },
  mailModel: {
    fields: [
      { path: 'subject', format: 'text' },
      { path: 'body', format: 'html' },
    ],
  },
  ctaButton: {
    fields: [
      { path: 'primary.label', format: 'text' },
      { path: 'secondary.label', format: 'text' },
    ],
  },
  conditions: {
    fields: [
      { path: 'salesConditions', format: 'html' },
      { path: 'legalNotice', format: 'html' },
    ],
  },
} satisfies Record<string, TranslatableKind>;

/**
 * A mail model's unit entity id: its key's place in `mailKeys`, from 1. `mailKeys` only grows at its end: a key moved
 * would take another mail's translations.
 */
export const mailModelEntityId = (key: MailKey): number => mailKeys.indexOf(key) + 1;

export const mailKeyOfEntity = (entityId: number): MailKey | undefined => mailKeys[entityId - 1];

/** A site's CTA buttons are one entity of its own. */
export const ctaButtonEntityId = 1;

/** The buttons' labels in the source language, the shape the `ctaButton` units read. */
export const ctaButtonTexts = (buttons: CtaButtons, lang: Lang) => ({
  primary: { label: buttons.primary.label[lang] },
  secondary: { label: buttons.secondary.label[lang] },
});

/** A site's sales conditions and legal notice are one entity of its own (site 0's: the defaults). */
export const conditionsEntityId = 1;
/** What the translation lists call it. */
export const conditionsUnitLabel = 'Conditions';

/** The two documents in the source language, the shape the `conditions` units read (blank: no unit). */
export const conditionsTexts = (texts: { salesConditions: LangTexts; legalNotice: LangTexts }, lang: Lang) => ({
  salesConditions: texts.salesConditions[lang] ?? '',
  legalNotice: texts.legalNotice[lang] ?? '',
});
