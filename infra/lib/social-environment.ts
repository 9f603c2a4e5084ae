import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage.ts';

/** The keys of the stage's social secret (a JSON object), each a dynamic reference in the Lambda's environment. */
export const socialSecretKeys = {
  GOOGLE_CLIENT_ID: 'googleClientId',
  GOOGLE_CLIENT_SECRET: 'googleClientSecret',
  LINKEDIN_CLIENT_ID: 'linkedinClientId',
  LINKEDIN_CLIENT_SECRET: 'linkedinClientSecret',
} as const;

/**
 * The social networks of the social group's Lambda (docs/social.md): Google, LinkedIn and Facebook over HTTPS with
 * the OAuth clients of the stage's secret when cdk.json names one, else the local adapters (simulated consents, demo
 * data). Each value is a dynamic reference: CloudFormation resolves it, the template never holds it. A network
 * whose keys the secret lacks fails its deployment, not a request.
 */
export function socialEnvironment(scope: Construct, config: StageConfig): Record<string, string> {
  if (!config.socialSecretName) return { SOCIAL_ADAPTER: 'local' };
  const secret = Secret.fromSecretNameV2(scope, 'SocialClients', config.socialSecretName);
  return {
    SOCIAL_ADAPTER: 'http',
    ...Object.fromEntries(
      Object.entries(socialSecretKeys).map(([name, key]) => [name, secret.secretValueFromJson(key).unsafeUnwrap()]),
    ),
  };
}
