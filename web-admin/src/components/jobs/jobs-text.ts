import { catalogue as en } from '../../i18n/jobs/en_US.ts';
import { catalogue as fr } from '../../i18n/jobs/fr_FR.ts';
import { areaCatalogue } from '../../lib/i18n/area-catalogue.ts';

/**
 * The jobs' translate function: their own labels (`jobs.…`: kinds, statuses, steps, durations; loaded with the chunks
 * that show jobs) and the main catalogue's.
 */
export const useJobsT = areaCatalogue('jobs', { fr_FR: fr, en_US: en });
export type JobsT = ReturnType<typeof useJobsT>;

type StepName = keyof typeof fr.step;
const stepNames = new Set<string>(Object.keys(fr.step));

/** A step's name in words (`job.step.<name>`); a step this screen does not know yet keeps its task name. */
export function stepLabel(t: JobsT, name: string): string {
  return stepNames.has(name) ? t(`jobs.step.${name as StepName}`) : name;
}
