import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { socialEnvironment } from '../lib/social-environment.ts';
import { parseStageConfig } from '../lib/stage.ts';
import { cdkContext } from './support.ts';

const dev = parseStageConfig('dev', cdkContext.stages);

describe('social networks in AWS', () => {
  it('simulates the networks when the stage names no social secret', () => {
    const stack = new Stack(new App(), 'Local');
    expect(socialEnvironment(stack, { ...dev, socialSecretName: null })).toEqual({ SOCIAL_ADAPTER: 'local' });
  });

  it('calls the networks with the OAuth clients of the named secret, resolved at deploy time only', () => {
    const stack = new Stack(new App(), 'Social', { env: { account: '123456789012', region: 'eu-west-3' } });
    const environment = socialEnvironment(stack, { ...dev, socialSecretName: 'cellar/prod/social' });
    expect(environment.SOCIAL_ADAPTER).toBe('http');
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET']) {
      const value = JSON.stringify(stack.resolve(environment[name]));
      expect(value, name).toContain('{{resolve:secretsmanager:');
      expect(value, name).toContain('cellar/prod/social');
    }
  });

  it('refuses a secret name that is not one', () => {
    const stages = cdkContext.stages as { dev: Record<string, unknown> };
    expect(() => parseStageConfig('dev', { dev: { ...stages.dev, socialSecretName: 'a key!' } })).toThrow(
      /socialSecretName/,
    );
  });
});
