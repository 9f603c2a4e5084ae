import { langs, type Lang } from '@cellar/shared/i18n/lang';
import { mailKeys, type MailKey } from '@cellar/shared/mail/mail-keys';
import {
  mailModelProblems,
  type MailContent,
  type MailDataInput,
  type MailModelInput,
  type MailModelView,
} from '@cellar/shared/mail/mail-models';
import {
  baseOnlyMailKeys,
  mailVariables,
  requiredMailKeys,
  type MailVariable,
} from '@cellar/shared/mail/mail-variables';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type FieldErrorKeys,
} from '../../lib/errors.ts';
import {
  MailModelExists,
  mailModelRepository,
  type StoredMailModel,
} from '../../repositories/mail-model-repository.ts';
import type { StaffUser } from '../../repositories/user-repository.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { defaultMailModels } from '../mail/default-models.ts';
import { sanitizeMailHtml } from '../mail/sanitize.ts';
import { entityTranslations, writeHandTranslation } from '../translations/hand-written.ts';
import { onTranslationWritten } from '../translations/translatable-sources.ts';
import { sourceLangOf } from '../translations/source-lang.ts';
import { translationLangs } from '../translations/translation-langs.ts';
import { translationSync } from '../translations/translation-sync.ts';
import { mailModelEntityId } from '@cellar/shared/translations/kinds/global-kinds';

const baseSite = authorisedSiteId(defaultsSiteId);

export type MailModelDetail = MailModelView & { variables: MailVariable[] };

/** The model a mail uses on a site: its own, else the base one (site 0), else the code's default. */
export interface ResolvedModel extends Record<Lang, MailContent> {
  key: MailKey;
  enabled: boolean;
  source: MailModelView['source'];
  updatedAt: string | null;
  updatedBy: string | null;
}

const mailKind = 'mailModel';

/** The language a site's models are written in: its default (docs/translations.md "Global texts"). */
const sourceLang = sourceLangOf;

/**
 * A stored model in every language (docs/translations.md "Global texts"): its source, and in each other language the
 * translation of its owner's unit (site 0's for a base model), else the item's own copy (an item not migrated yet),
 * else the source: a mail goes in the default language rather than not at all.
 */
async function contentsOf(owner: SiteId, model: StoredMailModel): Promise<Record<Lang, MailContent>> {
  const lang = await sourceLang(owner);
  // A model saved before the site's default language changed: its first language stands in.
  const source = model[lang] ?? langs.map((l) => model[l]).find(Boolean) ?? defaultMailModels[model.key][lang];
  const others = langs.filter((other) => other !== lang);
  const translations = await entityTranslations(owner, mailKind, mailModelEntityId(model.key), others);
  const contents = { [lang]: source } as Record<Lang, MailContent>;
  for (const other of others) {
    const own = translations.get(other);
    const copy = model[other] ?? source;
    contents[other] = { subject: own?.get('subject') ?? copy.subject, html: own?.get('body') ?? copy.html };
  }
  return contents;
}

async function resolve(
  site: SiteId,
  key: MailKey,
  own: StoredMailModel | null | undefined,
  base: StoredMailModel | null | undefined,
): Promise<ResolvedModel> {
  const chosen = own ?? base;
  if (chosen)
    return {
      key,
      enabled: chosen.enabled,
      ...(await contentsOf(own ? site : baseSite, chosen)),
      source: own ? 'SITE' : 'BASE',
      updatedAt: chosen.updatedAt,
      updatedBy: chosen.updatedBy,
    };
  return { key, enabled: true, ...defaultMailModels[key], source: 'DEFAULT', updatedAt: null, updatedBy: null };
}

const view = (site: SiteId, model: ResolvedModel, sourceLang: Lang): MailModelView => ({
  key: model.key,
  enabled: model.enabled,
  fr_FR: model.fr_FR,
  en_US: model.en_US,
  source: model.source,
  sourceLang,
  // Site 0's own models are the base: they override nothing.
  overridesBase: site !== baseSite && model.source === 'SITE',
  baseOnly: baseOnlyMailKeys.includes(model.key),
  required: requiredMailKeys.includes(model.key),
  updatedAt: model.updatedAt,
  updatedBy: model.updatedBy,
});

/** The mail's variables with the super-admin's descriptions and samples (mail data) over the code's. */
async function variablesOf(key: MailKey): Promise<MailVariable[]> {
  const data = await mailModelRepository.data(key);
  const given = new Map((data?.variables ?? []).map((variable) => [variable.name, variable]));
  return mailVariables[key].map((variable) => {
    const over = given.get(variable.name);
    return over
      ? { ...variable, description: over.description ?? variable.description, sample: over.sample ?? variable.sample }
      : variable;
  });
}

const sanitized = (content: MailContent): MailContent => ({
  subject: content.subject,
  html: sanitizeMailHtml(content.html),
});

/**
 * Every rule of a model with the mail's own variables (its text in the site's default language required); the HTML
 * kept is the sanitised one. The item keeps the source, and another language only when the site is not translated
 * into it (it has nowhere else to go); the others become translations (`syncModel`).
 */
async function checked(
  site: SiteId,
  key: MailKey,
  input: MailModelInput,
  variables: readonly MailVariable[],
  user: StaffUser,
): Promise<StoredMailModel> {
  const lang = await sourceLang(site);
  const errors: FieldErrorKeys = mailModelProblems(input, variables, [lang]);
  if (!input.enabled && requiredMailKeys.includes(key)) errors.enabled = ['mail.cannotDisable'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const translated = await translationLangs.translated(site);
  const stored: StoredMailModel = {
    key,
    enabled: input.enabled,
    updatedAt: new Date().toISOString(),
    updatedBy: user.email,
  };
  for (const other of langs)
    if (input[other] && (other === lang || !translated.includes(other))) stored[other] = sanitized(input[other]);
  return stored;
}

/** The model's units (subject, body), and the other languages the call gave as a person's translations. */
async function syncModel(site: SiteId, stored: StoredMailModel, input: MailModelInput, who: string): Promise<void> {
  const lang = await sourceLang(site);
  const entityId = mailModelEntityId(stored.key);
  const source = stored[lang]!;
  await translationSync.entity(site, mailKind, entityId, { subject: source.subject, body: source.html }, stored.key);
  for (const other of langs) {
    const given = input[other];
    if (other === lang || !given) continue;
    await writeHandTranslation(site, { kind: mailKind, entityId, field: 'subject' }, other, given.subject, who);
    const body = sanitizeMailHtml(given.html);
    await writeHandTranslation(site, { kind: mailKind, entityId, field: 'body' }, other, body, who);
  }
}

const resolvedModels = ttlCache(60_000, async (siteAndKey: string): Promise<ResolvedModel> => {
  const [site, key] = siteAndKey.split('|') as [string, MailKey];
  const siteId = authorisedSiteId(Number(site));
  const { own, base } = await mailModelRepository.siteAndBase(siteId, key);
  return resolve(siteId, key, own, base);
});
// A model's translation written in the editor applies at once in this container.
onTranslationWritten(mailKind, () => resolvedModels.clear());

export const mailModelService = {
  variablesOf,

  /**
   * The model that applies to a mail of a site (one BatchGetItem), kept a minute per container: an order sends two
   * mails (docs/catalogue-cache.md); a model saved in this container applies at once, in the others within the minute.
   */
  resolve: (site: SiteId, key: MailKey): Promise<ResolvedModel> => resolvedModels.get(`${site}|${key}`),

  /** `GET /admin/mail/model`: every mail of the site (two Queries: the site's partition and the base's). */
  async siteList(site: SiteId): Promise<MailModelView[]> {
    const [own, base] = await Promise.all([
      site === baseSite ? Promise.resolve([]) : mailModelRepository.list(site),
      mailModelRepository.list(baseSite),
    ]);
    const find = (models: StoredMailModel[], key: MailKey) => models.find((model) => model.key === key);
    const lang = await sourceLang(site);
    return Promise.all(
      mailKeys.map(async (key) => view(site, await resolve(site, key, find(own, key), find(base, key)), lang)),
    );
  },

  async siteOne(site: SiteId, key: MailKey): Promise<MailModelDetail> {
    const [model, variables, lang] = await Promise.all([this.resolve(site, key), variablesOf(key), sourceLang(site)]);
    return { ...view(site, model, lang), variables };
  },

  /** `PUT /admin/mail/model/{key}`: the site's own version (a base-only mail is the super-admin's). */
  async saveSite(site: SiteId, user: StaffUser, key: MailKey, input: MailModelInput): Promise<MailModelDetail> {
    if (site !== baseSite && baseOnlyMailKeys.includes(key))
      throw new ForbiddenError('mail.baseOnly', { key: ['mail.baseOnly'] });
    const variables = await variablesOf(key);
    const stored = await checked(site, key, input, variables, user);
    await mailModelRepository.put(site, stored);
    await syncModel(site, stored, input, user.email);
    resolvedModels.clear();
    return this.siteOne(site, key);
  },

  /** `DELETE /admin/mail/model/{key}`: the base model applies again. */
  async dropSite(site: SiteId, key: MailKey): Promise<MailModelDetail> {
    // Site 0's models are the base ones: they are changed, never dropped from here.
    if (site === baseSite || !(await mailModelRepository.delete(site, key)))
      throw new NotFoundError('mail.noSiteVersion');
    await translationSync.entity(site, mailKind, mailModelEntityId(key), null, key);
    resolvedModels.clear();
    return this.siteOne(site, key);
  },

  /** `GET /super-admin/mail/model`. */
  async baseList(): Promise<MailModelView[]> {
    return this.siteList(baseSite);
  },

  async baseOne(key: MailKey): Promise<MailModelDetail> {
    return this.siteOne(baseSite, key);
  },

  /** `POST /super-admin/mail/model`: the base model of a mail that has none (409 otherwise). */
  async createBase(user: StaffUser, input: MailModelInput & { key: MailKey }): Promise<MailModelDetail> {
    const variables = await variablesOf(input.key);
    const stored = await checked(baseSite, input.key, input, variables, user);
    try {
      await mailModelRepository.put(baseSite, stored, { onlyIfNew: true });
    } catch (error) {
      if (error instanceof MailModelExists) throw new ConflictError('mail.modelExists', { key: ['mail.modelExists'] });
      throw error;
    }
    await syncModel(baseSite, stored, input, user.email);
    resolvedModels.clear();
    return this.baseOne(input.key);
  },

  async saveBase(user: StaffUser, key: MailKey, input: MailModelInput): Promise<MailModelDetail> {
    return this.saveSite(baseSite, user, key, input);
  },

  /** `POST /super-admin/mail/data`: descriptions and samples of a mail's variables (their names are the code's). */
  async setData(input: MailDataInput): Promise<{ key: MailKey; variables: MailVariable[] }> {
    const known = new Map(mailVariables[input.key].map((variable) => [variable.name, variable]));
    const errors: FieldErrorKeys = {};
    const seen = new Set<string>();
    input.variables.forEach((given, i) => {
      const variable = known.get(given.name);
      if (!variable) errors[`variables.${i}.name`] = ['mail.unknownVariable'];
      else if (seen.has(given.name)) errors[`variables.${i}.name`] = ['mail.variableTwice'];
      seen.add(given.name);
      if (given.description && (!given.description.fr_FR.trim() || !given.description.en_US.trim()))
        errors[`variables.${i}.description`] = ['mail.descriptionRequired'];
      if (variable && given.sample) {
        for (const lang of ['fr_FR', 'en_US'] as const) {
          const isList = Array.isArray(given.sample[lang]);
          if (variable.fields && !isList) errors[`variables.${i}.sample.${lang}`] = ['mail.sampleNotList'];
          if (!variable.fields && isList) errors[`variables.${i}.sample.${lang}`] = ['mail.sampleNotText'];
        }
      }
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    await mailModelRepository.putData({
      key: input.key,
      variables: input.variables,
      updatedAt: new Date().toISOString(),
    });
    return { key: input.key, variables: await variablesOf(input.key) };
  },
};
