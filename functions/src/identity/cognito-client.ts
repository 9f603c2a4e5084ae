import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../lib/env.ts';
import { tracer } from '../lib/tracer.ts';

let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const { AWS_REGION, COGNITO_ENDPOINT } = env();
    client = tracer.captureAWSv3Client(
      new CognitoIdentityProviderClient({
        region: AWS_REGION,
        ...(COGNITO_ENDPOINT
          ? { endpoint: COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
          : {}),
      }),
    );
  }
  return client;
}

export function resetCognitoClient(): void {
  client = undefined;
}
