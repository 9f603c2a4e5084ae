import { describe, expect, it } from 'vitest';
import { defaultBedrockModelId, parseStage, parseStageConfig } from '../lib/stage.ts';
import { cdkContext } from './support.ts';

const base = {
  mailFrom: 'no-reply@cellar.example',
  adminWebUrl: 'https://admin.cellar.example',
  storeWebUrl: 'https://shop.cellar.example',
};

describe('stage configuration', () => {
  it('reads dev and prod from cdk.json: the local dev servers are allowed in dev only', () => {
    const dev = parseStageConfig('dev', cdkContext.stages);
    expect(dev.adminOrigins).toContain('http://localhost:5173');
    expect(dev.storeOrigins).toContain('http://localhost:5174');
    const prod = parseStageConfig('prod', cdkContext.stages);
    expect([...prod.adminOrigins, ...prod.storeOrigins].filter((origin) => origin.includes('localhost'))).toEqual([]);
  });

  it('refuses a local origin outside dev, an origin with a path, a missing stage and a bad sender', () => {
    expect(() => parseStageConfig('prod', { prod: { ...base, adminOrigins: ['http://localhost:5173'] } })).toThrow(
      /dev only/,
    );
    expect(() => parseStageConfig('prod', { prod: { ...base, storeOrigins: ['https://shop.example.com/'] } })).toThrow(
      /no path/,
    );
    expect(() => parseStageConfig('prod', { dev: base })).toThrow(/Missing cdk.json context stages.prod/);
    expect(() => parseStageConfig('dev', { dev: { ...base, mailFrom: 'nobody' } })).toThrow(/mailFrom/);
    expect(
      parseStageConfig('prod', { prod: { ...base, adminOrigins: ['https://admin.example.com'] } }).adminOrigins,
    ).toEqual(['https://admin.example.com']);
  });

  it('reads the addresses subscribed to the alarms: none by default, e-mail addresses only', () => {
    expect(parseStageConfig('dev', { dev: base }).alarmEmails).toEqual([]);
    expect(parseStageConfig('prod', { prod: { ...base, alarmEmails: ['ops@cellar.example'] } }).alarmEmails).toEqual([
      'ops@cellar.example',
    ]);
    expect(() => parseStageConfig('prod', { prod: { ...base, alarmEmails: 'ops@cellar.example' } })).toThrow(
      /alarmEmails must be a list/,
    );
    expect(() => parseStageConfig('prod', { prod: { ...base, alarmEmails: ['ops'] } })).toThrow(/alarmEmails\[0\]/);
    for (const stage of ['dev', 'prod'] as const)
      expect(Array.isArray(parseStageConfig(stage, cdkContext.stages).alarmEmails)).toBe(true);
  });

  it('reads the Bedrock model of the article generator: a default when absent, an id only', () => {
    expect(parseStageConfig('dev', { dev: base }).bedrockModelId).toBe(defaultBedrockModelId);
    expect(parseStageConfig('prod', cdkContext.stages).bedrockModelId).toMatch(/^eu\./);
    expect(
      parseStageConfig('dev', { dev: { ...base, bedrockModelId: 'mistral.mistral-large-2402-v1:0' } }).bedrockModelId,
    ).toBe('mistral.mistral-large-2402-v1:0');
    expect(() => parseStageConfig('dev', { dev: { ...base, bedrockModelId: 'a model' } })).toThrow(/bedrockModelId/);
  });

  it('reads the DeepL secret of machine translation: none when absent, a secret name only', () => {
    expect(parseStageConfig('dev', { dev: base }).deeplSecretName).toBeNull();
    expect(parseStageConfig('dev', { dev: { ...base, deeplSecretName: 'cellar/prod/deepl' } }).deeplSecretName).toBe(
      'cellar/prod/deepl',
    );
    expect(() => parseStageConfig('dev', { dev: { ...base, deeplSecretName: 'a key!' } })).toThrow(/deeplSecretName/);
  });

  it('defaults to dev and refuses an unknown stage', () => {
    expect(parseStage(undefined)).toBe('dev');
    expect(parseStage('prod')).toBe('prod');
    expect(() => parseStage('staging')).toThrow(/Unknown stage/);
  });
});
