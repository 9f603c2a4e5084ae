import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage.ts';

/**
 * The billing adapter of the Lambdas that bill (the billing group's subscription calls, the workflows' task Lambda
 * building fee reports): Stripe with the platform key of the stage's secret when cdk.json names one, else the local
 * demo data (docs/billing.md). The key is a dynamic reference: CloudFormation resolves it, the template never holds it.
 */
export function billingEnvironment(scope: Construct, config: StageConfig): Record<string, string> {
  if (!config.billingStripeSecretName) return { BILLING_ADAPTER: 'local' };
  const secret = Secret.fromSecretNameV2(scope, 'BillingStripeKey', config.billingStripeSecretName);
  return { BILLING_ADAPTER: 'stripe', BILLING_STRIPE_SECRET_KEY: secret.secretValue.unsafeUnwrap() };
}
