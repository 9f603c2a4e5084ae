import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentityProvider } from '@smithy/types';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (esbuild alias,
 * `shared/src/resources/lambda-bundle.ts`): inside Lambda the role's credentials are always in the
 * environment, so the SDK's whole chain (SSO, INI files, IMDS, web identity, their own STS/SSO
 * clients: ~100 KB minified) would only be parsed at every cold start, never used. Locally the
 * clients are given explicit credentials and never ask.
 */
export function defaultProvider(init: Parameters<typeof fromEnv>[0] = {}): AwsCredentialIdentityProvider {
  return fromEnv(init);
}
