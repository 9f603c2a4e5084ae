import type { Task } from '../task-context.ts';
import { deployTasks } from './deploy-tasks.ts';
import { jobTasks } from './job-tasks.ts';
import { publishTasks } from './publish-tasks.ts';
import { siteTasks } from './site-tasks.ts';
import { translateTasks } from './translate-tasks.ts';
import { feeReportTasks } from './fee-report-tasks.ts';

/** Every task a Task state may name (`"task": "<name>"` in the ASL files). */
export const tasks: Record<string, Task> = {
  ...publishTasks,
  ...deployTasks,
  ...jobTasks,
  ...siteTasks,
  ...translateTasks,
  ...feeReportTasks,
};
