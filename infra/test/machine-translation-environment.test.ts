import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { machineTranslationEnvironment } from '../lib/machine-translation-environment.ts';
import { parseStageConfig } from '../lib/stage.ts';
import { cdkContext } from './support.ts';

const dev = parseStageConfig('dev', cdkContext.stages);

describe('machine translation in AWS', () => {
  it('translates with the local word list when the stage names no DeepL secret', () => {
    const stack = new Stack(new App(), 'Local');
    expect(machineTranslationEnvironment(stack, { ...dev, deeplSecretName: null })).toEqual({ MT_ADAPTER: 'local' });
  });

  it('calls DeepL with the key of the named secret, resolved at deploy time and never written in the template', () => {
    const stack = new Stack(new App(), 'Deepl', { env: { account: '123456789012', region: 'eu-west-3' } });
    const environment = machineTranslationEnvironment(stack, { ...dev, deeplSecretName: 'cellar/prod/deepl' });
    expect(environment.MT_ADAPTER).toBe('deepl');
    const key = JSON.stringify(stack.resolve(environment.DEEPL_API_KEY));
    expect(key).toContain('{{resolve:secretsmanager:');
    expect(key).toContain('cellar/prod/deepl');
  });
});
