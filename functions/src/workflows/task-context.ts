import type { TaskEvent } from '@cellar/shared/workflows/machines';
import { authorisedSiteId, type SiteId } from '../data/site-id.ts';

/** What a task works with: its event, and the site its job was authorised for when it was started. */
export interface TaskContext {
  event: TaskEvent;
  /**
   * The job's site. A machine is only ever started by a route whose authorisation produced this site id (or, for
   * jobs over every site, by a SUPER_ADMIN), and its input is not reachable by any client afterwards.
   */
  site: SiteId;
  now(): string;
}

export function taskContext(event: TaskEvent): TaskContext {
  return { event, site: authorisedSiteId(event.job.idSite), now: () => new Date().toISOString() };
}

export type Task = (context: TaskContext) => Promise<Record<string, unknown>>;
