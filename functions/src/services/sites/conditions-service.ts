import {
  fillPlaceholders,
  hasOwnText,
  isBlankHtml,
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
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { addFieldError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import {
  conditionsRepository,
  type ConditionsRead,
  type StoredLegalInfo,
} from '../../repositories/conditions-repository.ts';
import { sanitizeRichText } from './rich-text.ts';
import { saveConditionsTexts, textIn, translationsIn, withTranslations } from './conditions-units.ts';
import { sourceLangOf } from '../translations/source-lang.ts';
import { translationLangs } from '../translations/translation-langs.ts';

const defaultsSite = () => authorisedSiteId(defaultsSiteId);

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

/** The site's texts and the defaults, each other language read from its translations (docs/legal.md). */
async function adminView(site: SiteId, read: ConditionsRead): Promise<AdminConditionsView> {
  const [own, defaults] = await Promise.all([
    withTranslations(site, { salesConditions: read.own.salesConditions, legalNotice: read.own.legalNotice }),
    withTranslations(defaultsSite(), {
      salesConditions: read.defaults.salesConditions,
      legalNotice: read.defaults.legalNotice,
    }),
  ]);
  return {
    siteName: read.site!.name,
    ...own,
    legal: legalInfoOf(read),
    defaults,
    sourceLang: await sourceLangOf(site),
    updatedAt: read.own.updatedAt,
  };
}

/** Sales conditions, legal notice and legal info of a site, and the defaults of site 0 (docs/legal.md). */
export const conditionsService = {
  /**
   * What the storefront shows in the content language asked (docs/legal.md): for each document the site's own text
   * (its translation there, else its source), else the default the same way, with the placeholders filled in from the
   * site's legal info (HTML-escaped).
   */
  async shown(site: SiteId, asked: string): Promise<PublicConditions> {
    const read = await readSite(site);
    const legal = legalInfoOf(read);
    const values = { ...legal, siteName: read.site!.name };
    const lang = await translationLangs.contentOf(site, asked);
    // Each site's translations read once, and only when a document needs them.
    const lazy = (of: SiteId) => {
      let answer: Promise<Map<string, string>> | undefined;
      return () => (answer ??= translationsIn(of, lang));
    };
    const ownTranslations = lazy(site);
    const defaultTranslations = lazy(defaultsSite());
    const show = async (document: 'salesConditions' | 'legalNotice'): Promise<ShownText> => {
      const own = hasOwnText(read.own[document]);
      const picked = own
        ? textIn(read.own[document], (await ownTranslations()).get(document), lang, await sourceLangOf(site))
        : textIn(
            read.defaults[document],
            (await defaultTranslations()).get(document),
            lang,
            await sourceLangOf(defaultsSite()),
          );
      return picked
        ? { html: fillPlaceholders(picked.html, values), lang: picked.lang, source: own ? 'SITE' : 'DEFAULT' }
        : { html: null, lang: null, source: null };
    };
    const [salesConditions, legalNotice] = await Promise.all([show('salesConditions'), show('legalNotice')]);
    return { siteName: read.site!.name, salesConditions, legalNotice, legal };
  },

  async forAdmin(site: SiteId): Promise<AdminConditionsView> {
    return adminView(site, await readSite(site));
  },

  /**
   * Replaces the site's texts (sanitised; none: the default applies) and its legal info. The source language's texts
   * stay on the item; another language's become translations (docs/legal.md).
   */
  async update(site: SiteId, input: ConditionsInput, who = 'ADMIN'): Promise<AdminConditionsView> {
    await readSite(site);
    const texts = sanitisedTexts(input);
    const { companyName, vatNumber, ...rest } = input.legal;
    const legal: StoredLegalInfo = rest;
    await saveConditionsTexts(site, texts, who, (stored) =>
      conditionsRepository.put(
        site,
        { ...stored, legal },
        { COMPANY_NAME: companyName === '' ? null : companyName, VAT_NUMBER: vatNumber === '' ? null : vatNumber },
      ),
    );
    return adminView(site, await readSite(site));
  },

  async defaults(): Promise<DefaultConditionsView> {
    const stored = await conditionsRepository.defaults();
    const texts = await withTranslations(defaultsSite(), {
      salesConditions: stored.salesConditions,
      legalNotice: stored.legalNotice,
    });
    return { ...texts, sourceLang: await sourceLangOf(defaultsSite()), updatedAt: stored.updatedAt };
  },

  async updateDefaults(input: DefaultConditionsInput, who = 'SUPER_ADMIN'): Promise<DefaultConditionsView> {
    await saveConditionsTexts(defaultsSite(), sanitisedTexts(input), who, (stored) =>
      conditionsRepository.putDefaults(stored),
    );
    return this.defaults();
  },

  /** The seed's default texts, written once (through the same sanitiser). */
  async seedDefaults(input: DefaultConditionsInput): Promise<boolean> {
    return conditionsRepository.putDefaultsIfAbsent(sanitisedTexts(input));
  },
};
