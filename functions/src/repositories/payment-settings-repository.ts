import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentInstructions, PaymentMethod } from '@cellar/shared/checkout/orders';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/**
 * How a site takes payments (`PAYMENT_SETTINGS` item of the site's own partition). Every field is
 * optional: a site without settings accepts every method, with the placeholder instructions of
 * docs/checkout.md "Payment".
 */
export interface PaymentSettings {
  /** Methods offered to shoppers; absent: all four. */
  methods?: PaymentMethod[];
  /** TRANSFER: the producer's bank account, as the payment instructions give it. */
  transfer?: Partial<Pick<PaymentInstructions, 'accountHolder' | 'iban' | 'bic'>>;
  /** CHEQUE: payee and postal address, as the payment instructions give them. */
  cheque?: Partial<Pick<PaymentInstructions, 'payableTo' | 'mailTo'>>;
  /** CARD with Stripe: the producer's connected account (`acct_…`); absent, the platform's own account. */
  stripeAccount?: string | null;
  updatedAt?: string;
}

export const paymentSettingsRepository = {
  async get(site: SiteId): Promise<PaymentSettings> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.paymentSettings(site) }));
    if (!answer.Item) return {};
    const { pk: _pk, sk: _sk, type: _type, v: _v, ...settings } = answer.Item;
    return settings as PaymentSettings;
  },

  /**
   * Stores the connected Stripe account (`POST /admin/auth/stripe`), leaving the other settings as they are: the
   * account shopper card payments go to from then on.
   */
  async setStripeAccount(site: SiteId, account: string): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.paymentSettings(site),
        UpdateExpression: 'SET #type = :type, #v = if_not_exists(#v, :v), stripeAccount = :account, updatedAt = :now',
        ExpressionAttributeNames: { '#type': 'type', '#v': 'v' },
        ExpressionAttributeValues: {
          ':type': entityTypes.paymentSettings,
          ':v': 1,
          ':account': account,
          ':now': new Date().toISOString(),
        },
      }),
    );
  },

  /** Seeds and (later) the admin's payment settings screen. */
  async put(site: SiteId, settings: PaymentSettings): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.paymentSettings(site),
          type: entityTypes.paymentSettings,
          v: 1,
          ...settings,
          updatedAt: new Date().toISOString(),
        },
      }),
    );
  },
};
