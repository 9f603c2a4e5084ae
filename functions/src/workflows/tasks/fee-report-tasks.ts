import { feeReportService } from '../../services/billing/fee-report-service.ts';
import { failureReason, JobRefused } from '../job-errors.ts';
import type { Task, TaskContext } from '../task-context.ts';
import { jobTasks } from './job-tasks.ts';

function reportOf(context: TaskContext): number {
  const id = context.event.input?.idReport;
  if (id === undefined) throw new JobRefused('The job names no report');
  return id;
}

/** The report's one step (stripe-fee-report.asl.json): the balance transactions paged through, the CSV written. */
const buildFeeReport: Task = async (context) =>
  feeReportService.build(context.site, reportOf(context), context.event.job.id, (reason) => new JobRefused(reason));

/** After the retries: the report is Failed with the reason, then the job (as every machine's fail-job). */
const feeReportFailed: Task = async (context) => {
  await feeReportService.fail(context.site, reportOf(context), failureReason(context.event.error?.Cause));
  return jobTasks['fail-job'](context);
};

export const feeReportTasks = { 'build-fee-report': buildFeeReport, 'fee-report-failed': feeReportFailed };
