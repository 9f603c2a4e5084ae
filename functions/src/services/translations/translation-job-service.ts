import type { JobView } from '@cellar/shared/workflows/jobs';
import type {
  MtLanguages,
  MtUsage,
  TranslationJobCreate,
  TranslationJobList,
  TranslationJobView,
} from '@cellar/shared/translations/translation-job';
import { MtKeyRefused } from '../../adapters/machine-translation/machine-translation.ts';
import { machineTranslation } from '../../adapters/machine-translation/machine-translations.ts';
import { authorisedSiteId, type SiteId } from '../../data/site-id.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { jobRepository } from '../../repositories/job-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { translationJobRepository, type TranslationJobRecord } from '../../repositories/translation-job-repository.ts';
import { jobService } from '../workflows/job-service.ts';
import { translationService } from './translation-service.ts';

/** DeepL did not answer the usage or the languages: 502 with what the super-admin can do; the logs say why. */
export class MtUnavailableError extends AppError {
  readonly status = 502;
}

async function asked<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.warn('machine translation failed', { error: (error as Error).message });
    throw new MtUnavailableError(error instanceof MtKeyRefused ? 'mt.keyRefused' : 'mt.unavailable');
  }
}

async function withRuns(records: TranslationJobRecord[]): Promise<TranslationJobView[]> {
  const sites = new Map(
    (await siteRepository.getMany([...new Set(records.map((r) => r.idSite))])).map((s) => [s.id, s.name]),
  );
  return Promise.all(
    records.map(async (record) => ({
      id: record.id,
      idSite: record.idSite,
      siteName: sites.get(record.idSite) ?? `#${record.idSite}`,
      langs: record.langs,
      overwritePerson: record.overwritePerson,
      createdAt: record.createdAt,
      createdBy: record.createdBy,
      lastRun: record.lastJobId ? await jobRepository.get(authorisedSiteId(record.idSite), record.lastJobId) : null,
    })),
  );
}

/**
 * Translation jobs (docs/translation-jobs.md): a super-admin defines which languages of a site to translate, then
 * runs the definition as a `translate` job; an admin reads its site's. Machine-translation usage and languages too.
 */
export const translationJobService = {
  /** Super-admin: the body names the site; it must exist and each language be one it is translated into. */
  async create(input: TranslationJobCreate, who: string): Promise<TranslationJobView> {
    const found = await siteRepository.get(input.idSite);
    if (!found) throw new NotFoundError('common.siteNotFound');
    const site = authorisedSiteId(found.id);
    const translated = await translationService.languages(site);
    if (translated.length === 0)
      throw new ValidationError({ langs: ['translationJob.noLangToTranslate'] }, 'translationJob.noLangToTranslate');
    if (input.langs.some((lang) => !translated.includes(lang)))
      throw new ValidationError({ langs: ['translation.unknownLang'] }, 'translation.unknownLang');
    const record: TranslationJobRecord = {
      id: await translationJobRepository.nextId(),
      idSite: site,
      langs: [...new Set(input.langs)],
      overwritePerson: input.overwritePerson,
      createdAt: new Date().toISOString(),
      createdBy: who,
      lastJobId: null,
    };
    await translationJobRepository.create(site, record);
    return { ...(await withRuns([record]))[0]!, siteName: found.name };
  },

  /** Super-admin: starts a run (409 `job.alreadyRunning` while one runs on the site). */
  async run(id: number, who: string): Promise<JobView> {
    const record = await translationJobRepository.get(id);
    if (!record) throw new NotFoundError('translationJob.notFound');
    const site = authorisedSiteId(record.idSite);
    const job = await jobService.start(site, 'translate', who, {
      idDefinition: record.id,
      langs: record.langs,
      overwritePerson: record.overwritePerson,
    });
    await translationJobRepository.setLastJob(id, job.id);
    return job;
  },

  async all(): Promise<TranslationJobList> {
    return { jobs: await withRuns(await translationJobRepository.all()) };
  },

  async ofSite(site: SiteId): Promise<TranslationJobList> {
    return { jobs: await withRuns(await translationJobRepository.ofSite(site)) };
  },

  usage: (): Promise<MtUsage> => asked(() => machineTranslation().usage()),

  languages: (): Promise<MtLanguages> =>
    asked(async () => {
      const adapter = machineTranslation();
      return { adapter: adapter.name, languages: await adapter.languages() };
    }),
};
