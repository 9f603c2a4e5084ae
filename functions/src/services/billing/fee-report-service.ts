import {
  feeReportIssues,
  feeReportListLimit,
  type FeeReport,
  type FeeReportBody,
  type FeeReportDetail,
  type FeeReportList,
} from '@cellar/shared/billing/billing';
import type { BalanceTransaction } from '../../adapters/billing/billing-provider.ts';
import { billingProvider } from '../../adapters/billing/billing-providers.ts';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { billingRepository, type FeeReportRecord } from '../../repositories/billing-repository.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { newJobId } from '../../repositories/job-repository.ts';
import { paymentSettingsRepository } from '../../repositories/payment-settings-repository.ts';
import { jobService } from '../workflows/job-service.ts';
import { feeReportCsv } from './fee-report-csv.ts';

/** A report's CSV address works this long (the screen asks again on each download). */
const downloadSeconds = 300;
/** Balance transactions asked per page (Stripe's most). */
const pageSize = 100;

const view = ({ jobId: _job, csvKey: _csv, ...report }: FeeReportRecord): FeeReport => report;
const unixDay = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * Payment-fee reports (spec 1 §3 "Billing", §4 "Pending then Ready", §9 "up to 1 minute"): the report is recorded
 * Pending and a `stripe-fee-report` job builds it (docs/billing.md); the list and the download read the record.
 */
export const feeReportService = {
  async create(site: SiteId, body: FeeReportBody, startedBy: string): Promise<FeeReport> {
    const issues = Object.entries(feeReportIssues(body));
    if (issues.length > 0) throw new ValidationError(Object.fromEntries(issues.map(([field, key]) => [field, [key]])));
    if (billingProvider().name === 'stripe' && !(await paymentSettingsRepository.get(site)).stripeAccount)
      throw new ConflictError('billing.noStripeAccount');
    const jobId = newJobId();
    const report: FeeReportRecord = {
      id: await billingRepository.nextReportId(site),
      status: 'PENDING',
      from: body.from!.trim(),
      to: body.to!.trim(),
      createdAt: new Date().toISOString(),
      readyAt: null,
      rows: null,
      failure: null,
      jobId,
      csvKey: null,
    };
    await billingRepository.putReport(site, report);
    try {
      await jobService.start(site, 'stripe-fee-report', startedBy, { idReport: report.id }, jobId);
    } catch (error) {
      // No report stays Pending with nothing behind it (another report running, the platform refusing the start).
      const failure =
        error instanceof ConflictError
          ? 'Another report was being generated'
          : `Not started: ${(error as Error).message}`;
      await billingRepository.endReport(site, report.id, { status: 'FAILED', failure });
      throw error;
    }
    return view(report);
  },

  async list(site: SiteId): Promise<FeeReportList> {
    return { list: (await billingRepository.latestReports(site, feeReportListLimit)).map(view) };
  },

  async get(site: SiteId, id: number): Promise<FeeReportDetail> {
    const report = await billingRepository.report(site, id);
    if (!report) throw new NotFoundError('billing.reportNotFound');
    const downloadUrl =
      report.status === 'READY' && report.csvKey
        ? await mediaRepository.presignedGet(report.csvKey, downloadSeconds, {
            contentType: 'text/csv; charset=utf-8',
            contentDisposition: `attachment; filename="stripe-fees-${report.from}-${report.to}.csv"`,
          })
        : null;
    return { ...view(report), downloadUrl };
  },

  /**
   * The job's work: every balance transaction of the period (both days included) on the site's connected account,
   * page after page, written as a CSV to the private bucket; then the report is Ready.
   */
  async build(site: SiteId, id: number, jobId: string, refuse: (reason: string) => Error): Promise<{ rows: number }> {
    const report = await billingRepository.report(site, id);
    if (!report) throw refuse(`Report ${id} is missing`);
    if (report.status !== 'PENDING') return { rows: report.rows ?? 0 };
    const provider = billingProvider();
    const account = (await paymentSettingsRepository.get(site)).stripeAccount ?? null;
    if (provider.name === 'stripe' && !account) throw refuse('The site has no connected Stripe account');
    const rows: BalanceTransaction[] = [];
    let startingAfter: string | null = null;
    for (;;) {
      const page = await provider.balanceTransactions({
        account,
        from: unixDay(report.from),
        to: unixDay(report.to) + 86_400,
        limit: pageSize,
        startingAfter,
      });
      rows.push(...page.list);
      if (!page.hasMore || page.list.length === 0) break;
      startingAfter = page.list[page.list.length - 1]!.id;
    }
    rows.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
    const csvKey = billingRepository.csvKey(site, id, jobId);
    await mediaRepository.put(
      csvKey,
      new TextEncoder().encode(`\uFEFF${feeReportCsv(rows)}`),
      'text/csv; charset=utf-8',
    );
    await billingRepository.endReport(site, id, {
      status: 'READY',
      rows: rows.length,
      csvKey,
      at: new Date().toISOString(),
    });
    return { rows: rows.length };
  },

  async fail(site: SiteId, id: number, reason: string): Promise<void> {
    await billingRepository.endReport(site, id, { status: 'FAILED', failure: reason });
  },
};
