import type { JobLangProgress } from '@cellar/shared/workflows/jobs';
import { machineOfKind, plannedSteps } from '@cellar/shared/workflows/machines';
import {
  MtQuotaExceeded,
  MtRateLimited,
  type MachineTranslation,
} from '../../adapters/machine-translation/machine-translation.ts';
import { machineTranslation } from '../../adapters/machine-translation/machine-translations.ts';
import type { SiteId } from '../../data/site-id.ts';
import { jobRepository } from '../../repositories/job-repository.ts';
import { glossaryService } from '../../services/translations/glossary-service.ts';
import { translationLangs } from '../../services/translations/translation-langs.ts';
import { translationService, type PendingUnit } from '../../services/translations/translation-service.ts';
import { takeFault } from '../faults.ts';
import { failureReason } from '../job-errors.ts';
import type { Task, TaskContext } from '../task-context.ts';

/** A request to DeepL: at most 50 texts and 120 KiB of JSON (its limit is 128 KiB, headers and options included). */
export const maxBatchTexts = 50;
export const maxBatchBytes = 120 * 1024;

/** The units in requests: one format per request (HTML asks for tag handling), within the limits above. */
export function batchesOf(units: readonly PendingUnit[]): PendingUnit[][] {
  const batches: PendingUnit[][] = [];
  for (const format of ['text', 'html'] as const) {
    let batch: PendingUnit[] = [];
    let bytes = 0;
    for (const unit of units.filter((u) => u.format === format)) {
      const size = Buffer.byteLength(JSON.stringify(unit.source));
      if (batch.length > 0 && (batch.length >= maxBatchTexts || bytes + size > maxBatchBytes)) {
        batches.push(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(unit);
      bytes += size;
    }
    if (batch.length > 0) batches.push(batch);
  }
  return batches;
}

/**
 * The local stack's faults (`POST /__faults { task: 'mt-rate-limited' | 'mt-quota-exceeded' }`): the machine
 * translation answers as DeepL would with 429 or 456, so the tests see the ASL's retries and a language's failure.
 */
function injectedMtFault(site: SiteId): void {
  try {
    takeFault('mt-rate-limited', site);
  } catch {
    throw new MtRateLimited('DeepL: too many requests (429, injected)');
  }
  try {
    takeFault('mt-quota-exceeded', site);
  } catch {
    throw new MtQuotaExceeded('DeepL: the character quota is used up (456, injected)');
  }
}

const pendingEntry = (lang: string, total: number): JobLangProgress => ({
  lang,
  total,
  done: 0,
  skipped: 0,
  failed: 0,
  status: 'PENDING',
  error: null,
});

async function progressOf(context: TaskContext): Promise<{ entries: JobLangProgress[] }> {
  const job = await jobRepository.get(context.site, context.event.job.id);
  if (!job) throw new Error(`Job ${context.event.job.id} is missing`);
  return { entries: job.progress };
}

/** First step: the site's units brought up to date, then each language's count of units to translate. */
const collectUnits: Task = async ({ site, event }) => {
  const overwritePerson = event.input?.overwritePerson ?? false;
  await translationService.rebuild(site);
  const translated = await translationService.languages(site);
  const progress: JobLangProgress[] = [];
  for (const lang of event.input?.langs ?? []) {
    if (!translated.includes(lang)) {
      // The language was switched off since the job was defined.
      progress.push({ ...pendingEntry(lang, 0), status: 'FAILED', error: 'Unknown lang' });
      continue;
    }
    progress.push(pendingEntry(lang, (await translationService.pending(site, lang, { overwritePerson })).length));
  }
  await jobRepository.setProgress(site, event.job.id, progress);
  // The languages' step runs from here; finish-translation ends it (Map iterations do not record it: they race).
  const stepIndex = plannedSteps('translate').indexOf('translate-lang');
  await jobRepository.setStep(site, event.job.id, stepIndex, {
    name: 'translate-lang',
    status: 'RUNNING',
    startedAt: new Date().toISOString(),
    endedAt: null,
    attempts: 1,
    error: null,
  });
  return { langs: progress.filter((p) => p.status === 'PENDING').map((p) => p.lang) };
};

async function translateBatch(
  adapter: MachineTranslation,
  site: SiteId,
  lang: string,
  batch: PendingUnit[],
  options: { source: string; keep: string[]; overwritePerson: boolean },
): Promise<{ done: number; skipped: number }> {
  injectedMtFault(site);
  const texts = await adapter.translate(
    batch.map((u) => u.source),
    { source: options.source, target: lang, format: batch[0]?.format ?? 'text', keep: options.keep },
  );
  let done = 0;
  let skipped = 0;
  for (const [index, unit] of batch.entries()) {
    const outcome = await translationService.writeMachine(site, lang, unit, texts[index] ?? '', {
      overwritePerson: options.overwritePerson,
    });
    if (outcome === 'written') done += 1;
    else skipped += 1;
  }
  return { done, skipped };
}

/**
 * One language (one Map iteration): its units to do read again (a retry starts where the last attempt stopped: what
 * it wrote is CURRENT now), translated batch by batch, written by `writeMachine` (never over a person's translation
 * unless overwritePerson), the progress recorded after each batch.
 */
const translateLang: Task = async (context) => {
  const { site, event } = context;
  const lang = event.lang;
  if (!lang) throw new Error('translate-lang names no language');
  const overwritePerson = event.input?.overwritePerson ?? false;
  const { entries } = await progressOf(context);
  const index = entries.findIndex((entry) => entry.lang === lang);
  if (index < 0) throw new Error(`Language ${lang} is not part of the job`);
  let entry: JobLangProgress = { ...entries[index]!, status: 'RUNNING', error: null };
  await jobRepository.setLangProgress(site, event.job.id, index, entry);
  const [units, keep, source] = await Promise.all([
    translationService.pending(site, lang, { overwritePerson }),
    glossaryService.terms(site),
    translationLangs.defaultOf(site),
  ]);
  const adapter = machineTranslation();
  try {
    for (const batch of batchesOf(units)) {
      const outcome = await translateBatch(adapter, site, lang, batch, { source, keep, overwritePerson });
      entry = { ...entry, done: entry.done + outcome.done, skipped: entry.skipped + outcome.skipped };
      await jobRepository.setLangProgress(site, event.job.id, index, entry);
    }
  } finally {
    await adapter.release();
  }
  entry = { ...entry, status: 'SUCCEEDED', total: Math.max(entry.total, entry.done + entry.skipped) };
  await jobRepository.setLangProgress(site, event.job.id, index, entry);
  return { lang, done: entry.done, skipped: entry.skipped };
};

/** A language failed after its retries: its entry says why; the other languages go on. */
const langFailed: Task = async (context) => {
  const { site, event } = context;
  const { entries } = await progressOf(context);
  const index = entries.findIndex((entry) => entry.lang === event.lang);
  const entry = entries[index];
  if (!entry) return {};
  await jobRepository.setLangProgress(site, event.job.id, index, {
    ...entry,
    status: 'FAILED',
    failed: Math.max(entry.total - entry.done - entry.skipped, 0),
    error: failureReason(event.error?.Cause),
  });
  return {};
};

/** Finish: SUCCEEDED, or FAILED when any language failed ("1 of 2 languages failed: de_DE (…)"). */
const finishTranslation: Task = async (context) => {
  const { site, event } = context;
  const job = await jobRepository.get(site, event.job.id);
  if (!job) throw new Error(`Job ${event.job.id} is missing`);
  const failed = job.progress.filter((entry) => entry.status === 'FAILED');
  const status = failed.length > 0 ? 'FAILED' : 'SUCCEEDED';
  const failure =
    failed.length > 0
      ? `${failed.length} of ${job.progress.length} languages failed: ` +
        failed.map((entry) => `${entry.lang} (${entry.error ?? 'unknown failure'})`).join(', ')
      : null;
  const stepIndex = plannedSteps('translate').indexOf('translate-lang');
  const step = job.steps[stepIndex];
  if (step)
    await jobRepository.setStep(site, job.id, stepIndex, {
      ...step,
      status,
      startedAt: step.startedAt ?? job.startedAt,
      endedAt: context.now(),
      attempts: Math.max(step.attempts, 1),
      error: failure,
    });
  await jobRepository.end(
    site,
    { id: job.id, machine: machineOfKind.translate },
    { status, failure, endedAt: context.now() },
  );
  return { status };
};

export const translateTasks = {
  'collect-units': collectUnits,
  'translate-lang': translateLang,
  'lang-failed': langFailed,
  'finish-translation': finishTranslation,
};
