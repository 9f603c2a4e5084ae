import type { Lang } from '@cellar/shared/i18n/lang';
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

function resolve(
  key: MailKey,
  own: StoredMailModel | null | undefined,
  base: StoredMailModel | null | undefined,
): ResolvedModel {
  const chosen = own ?? base;
  if (chosen)
    return {
      key,
      enabled: chosen.enabled,
      fr_FR: chosen.fr_FR,
      en_US: chosen.en_US,
      source: own ? 'SITE' : 'BASE',
      updatedAt: chosen.updatedAt,
      updatedBy: chosen.updatedBy,
    };
  return { key, enabled: true, ...defaultMailModels[key], source: 'DEFAULT', updatedAt: null, updatedBy: null };
}

const view = (site: SiteId, model: ResolvedModel): MailModelView => ({
  key: model.key,
  enabled: model.enabled,
  fr_FR: model.fr_FR,
  en_US: model.en_US,
  source: model.source,
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

/** Every rule of a model with the mail's own variables; the HTML kept is the sanitised one. */
function checked(
  key: MailKey,
  input: MailModelInput,
  variables: readonly MailVariable[],
  user: StaffUser,
  now: string,
): StoredMailModel {
  const errors: FieldErrorKeys = mailModelProblems(input, variables);
  if (!input.enabled && requiredMailKeys.includes(key)) errors.enabled = ['mail.cannotDisable'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    key,
    enabled: input.enabled,
    fr_FR: { subject: input.fr_FR.subject, html: sanitizeMailHtml(input.fr_FR.html) },
    en_US: { subject: input.en_US.subject, html: sanitizeMailHtml(input.en_US.html) },
    updatedAt: now,
    updatedBy: user.email,
  };
}

const resolvedModels = ttlCache(60_000, async (siteAndKey: string): Promise<ResolvedModel> => {
  const [site, key] = siteAndKey.split('|') as [string, MailKey];
  const { own, base } = await mailModelRepository.siteAndBase(authorisedSiteId(Number(site)), key);
  return resolve(key, own, base);
});

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
    return mailKeys.map((key) => view(site, resolve(key, find(own, key), find(base, key))));
  },

  async siteOne(site: SiteId, key: MailKey): Promise<MailModelDetail> {
    const [model, variables] = await Promise.all([this.resolve(site, key), variablesOf(key)]);
    return { ...view(site, model), variables };
  },

  /** `PUT /admin/mail/model/{key}`: the site's own version (a base-only mail is the super-admin's). */
  async saveSite(site: SiteId, user: StaffUser, key: MailKey, input: MailModelInput): Promise<MailModelDetail> {
    if (site !== baseSite && baseOnlyMailKeys.includes(key))
      throw new ForbiddenError('mail.baseOnly', { key: ['mail.baseOnly'] });
    const variables = await variablesOf(key);
    await mailModelRepository.put(site, checked(key, input, variables, user, new Date().toISOString()));
    resolvedModels.clear();
    return this.siteOne(site, key);
  },

  /** `DELETE /admin/mail/model/{key}`: the base model applies again. */
  async dropSite(site: SiteId, key: MailKey): Promise<MailModelDetail> {
    // Site 0's models are the base ones: they are changed, never dropped from here.
    if (site === baseSite || !(await mailModelRepository.delete(site, key)))
      throw new NotFoundError('mail.noSiteVersion');
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
    try {
      await mailModelRepository.put(baseSite, checked(input.key, input, variables, user, new Date().toISOString()), {
        onlyIfNew: true,
      });
    } catch (error) {
      if (error instanceof MailModelExists) throw new ConflictError('mail.modelExists', { key: ['mail.modelExists'] });
      throw error;
    }
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
