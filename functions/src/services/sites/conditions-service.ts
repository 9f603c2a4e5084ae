import type { Lang } from '@cellar/shared/i18n/lang';
import {
  fillPlaceholders,
  isBlankHtml,
  pickText,
  richTextMaxLength,
  type AdminConditionsView,
  type ConditionsInput,
  type DefaultConditionsInput,
  type DefaultConditionsView,
  type LangTexts,
  type PublicConditions,
  type ShownText,
} from '@cellar/shared/site/conditions';
import { legalDocuments, legalInfoFields, type LegalInfo } from '@cellar/shared/site/legal-info';
import { langs } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../data/site-id.ts';
import { addFieldError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import {
  conditionsRepository,
  type ConditionsRead,
  type StoredLegalInfo,
} from '../../repositories/conditions-repository.ts';
import { sanitizeRichText } from './rich-text.ts';

/** The site's legal info: the company name and VAT number parameters (its own), the rest kept with its conditions. */
function legalInfoOf(read: ConditionsRead): LegalInfo {
  const legal = Object.fromEntries(
    legalInfoFields.map((f) => [f, String((read.own.legal as Record<string, unknown>)[f] ?? '')]),
  ) as LegalInfo;
  legal.companyName = typeof read.parameters.COMPANY_NAME === 'string' ? read.parameters.COMPANY_NAME : '';
  legal.vatNumber = typeof read.parameters.VAT_NUMBER === 'string' ? read.parameters.VAT_NUMBER : '';
  return legal;
}

/** Each text sanitised (a text left blank by it is none); one too long once sanitised is refused on its field. */
function sanitised(document: string, texts: LangTexts, errors: FieldErrorKeys): LangTexts {
  const result: LangTexts = { fr_FR: null, en_US: null };
  for (const lang of langs) {
    const html = texts[lang];
    if (html === null) continue;
    const clean = sanitizeRichText(html);
    if (clean.length > richTextMaxLength) addFieldError(errors, `${document}.${lang}`, 'legal.textTooLong');
    result[lang] = isBlankHtml(clean) ? null : clean;
  }
  return result;
}

function sanitisedTexts(input: DefaultConditionsInput): DefaultConditionsInput {
  const errors: FieldErrorKeys = {};
  const texts = Object.fromEntries(
    legalDocuments.map((d) => [d, sanitised(d, input[d], errors)]),
  ) as unknown as DefaultConditionsInput;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return texts;
}

async function readSite(site: SiteId): Promise<ConditionsRead> {
  const read = await conditionsRepository.read(site);
  if (!read.site) throw new NotFoundError('common.siteNotFound');
  return read;
}

function adminView(read: ConditionsRead): AdminConditionsView {
  return {
    siteName: read.site!.name,
    salesConditions: read.own.salesConditions,
    legalNotice: read.own.legalNotice,
    legal: legalInfoOf(read),
    defaults: { salesConditions: read.defaults.salesConditions, legalNotice: read.defaults.legalNotice },
    updatedAt: read.own.updatedAt,
  };
}

/** Sales conditions, legal notice and legal info of a site, and the defaults of site 0 (docs/legal.md). */
export const conditionsService = {
  /**
   * What the storefront shows in `lang`: for each document the site's own text, else the default,
   * with the placeholders filled in from the site's legal info (HTML-escaped).
   */
  async shown(site: SiteId, lang: Lang): Promise<PublicConditions> {
    const read = await readSite(site);
    const legal = legalInfoOf(read);
    const values = { ...legal, siteName: read.site!.name };
    const show = (document: 'salesConditions' | 'legalNotice'): ShownText => {
      const picked = pickText(read.own[document], read.defaults[document], lang);
      return picked
        ? { html: fillPlaceholders(picked.html, values), lang: picked.lang, source: picked.source }
        : { html: null, lang: null, source: null };
    };
    return {
      siteName: read.site!.name,
      salesConditions: show('salesConditions'),
      legalNotice: show('legalNotice'),
      legal,
    };
  },

  async forAdmin(site: SiteId): Promise<AdminConditionsView> {
    return adminView(await readSite(site));
  },

  /** Replaces the site's texts (sanitised; none: the default applies) and its legal info. */
  async update(site: SiteId, input: ConditionsInput): Promise<AdminConditionsView> {
    await readSite(site);
    const texts = sanitisedTexts(input);
    const { companyName, vatNumber, ...rest } = input.legal;
    const legal: StoredLegalInfo = rest;
    await conditionsRepository.put(
      site,
      { ...texts, legal },
      { COMPANY_NAME: companyName === '' ? null : companyName, VAT_NUMBER: vatNumber === '' ? null : vatNumber },
    );
    return adminView(await readSite(site));
  },

  async defaults(): Promise<DefaultConditionsView> {
    const stored = await conditionsRepository.defaults();
    return { salesConditions: stored.salesConditions, legalNotice: stored.legalNotice, updatedAt: stored.updatedAt };
  },

  async updateDefaults(input: DefaultConditionsInput): Promise<DefaultConditionsView> {
    await conditionsRepository.putDefaults(sanitisedTexts(input));
    return this.defaults();
  },

  /** The seed's default texts, written once (through the same sanitiser). */
  async seedDefaults(input: DefaultConditionsInput): Promise<boolean> {
    return conditionsRepository.putDefaultsIfAbsent(sanitisedTexts(input));
  },
};
