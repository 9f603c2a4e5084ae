import { env } from '../lib/env.ts';

/**
 * Injected failures, for the tests of what a failing task leaves behind (docs/workflows.md "Faults"): the local
 * gateway's `POST /__faults` arms one (`{ task, idSite?, times }`); the task then throws that many times. Never in
 * AWS: the stage must be `local`.
 */
interface Fault {
  task: string;
  idSite?: number;
  times: number;
}

const armed: Fault[] = [];

export function injectFault(fault: Fault): void {
  if (env().STAGE !== 'local') throw new Error('Faults are injected on the local stack only');
  armed.push({ ...fault });
}

export function clearFaults(): void {
  armed.length = 0;
}

/** Throws if a fault is armed for this task (and site): the message says it was injected. */
export function takeFault(task: string, idSite: number): void {
  const fault = armed.find((f) => f.task === task && (f.idSite === undefined || f.idSite === idSite) && f.times > 0);
  if (!fault) return;
  fault.times -= 1;
  throw new Error(`Injected fault in ${task} (site ${idSite})`);
}
