import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingCustomerView, FeeReport } from '@cellar/shared/billing/billing';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, mediaKeys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** The site's billing customer as stored: the form's fields and its id at the billing provider. */
export interface BillingCustomerRecord extends BillingCustomerView {
  providerCustomerId: string;
}

/** A payment-fee report as stored: the view, the job that builds it and where its CSV goes. */
export interface FeeReportRecord extends FeeReport {
  jobId: string | null;
  csvKey: string | null;
}

/** The customer exists already (a create raced another). */
export class BillingCustomerExists extends Error {}

function strip<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, type: _type, v: _v, ...rest } = item;
  return rest as T;
}

/** The only code that reads and writes billing customers and fee reports (no Scan: the site's item, its partition). */
export const billingRepository = {
  async customer(site: SiteId): Promise<BillingCustomerRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.billingCustomer(site), ConsistentRead: true }),
    );
    return answer.Item ? strip<BillingCustomerRecord>(answer.Item) : null;
  },

  /** Writes the customer; `creating` refuses to replace one (two first saves at once keep the first). */
  async putCustomer(site: SiteId, customer: BillingCustomerRecord, creating: boolean): Promise<void> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.billingCustomer(site), type: entityTypes.billingCustomer, v: 1, ...customer },
          ...(creating ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') throw new BillingCustomerExists();
      throw error;
    }
  },

  nextReportId: (site: SiteId) => nextId(keys.siteCounter(site, 'FEE_REPORT')),

  csvKey: (site: SiteId, id: number, jobId: string): string => mediaKeys.feeReport(site, id, jobId),

  async putReport(site: SiteId, report: FeeReportRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.feeReport(site, report.id), type: entityTypes.feeReport, v: 1, ...report },
      }),
    );
  },

  async report(site: SiteId, id: number): Promise<FeeReportRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.feeReport(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip<FeeReportRecord>(answer.Item) : null;
  },

  /** The newest reports first: one Query of the site's partition, backwards. */
  async latestReports(site: SiteId, limit: number): Promise<FeeReportRecord[]> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.feeReportPartition(site), ':sk': 'FEE_REPORT#' },
        ScanIndexForward: false,
        Limit: limit,
        ConsistentRead: true,
      }),
    );
    return (answer.Items ?? []).map((item) => strip<FeeReportRecord>(item));
  },

  /** A report ends once: Ready with its CSV, or Failed (a retried task's late write changes nothing). */
  async endReport(
    site: SiteId,
    id: number,
    end: { status: 'READY'; rows: number; csvKey: string; at: string } | { status: 'FAILED'; failure: string },
  ): Promise<void> {
    const ready = end.status === 'READY';
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.feeReport(site, id),
          ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
          UpdateExpression: ready
            ? 'SET #status = :status, #rows = :rows, csvKey = :csv, readyAt = :at'
            : 'SET #status = :status, failure = :failure',
          ExpressionAttributeNames: { '#status': 'status', ...(ready ? { '#rows': 'rows' } : {}) },
          ExpressionAttributeValues: ready
            ? { ':pending': 'PENDING', ':status': 'READY', ':rows': end.rows, ':csv': end.csvKey, ':at': end.at }
            : { ':pending': 'PENDING', ':status': 'FAILED', ':failure': end.failure },
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  },
};
