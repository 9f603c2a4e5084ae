import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import { loadMachine } from '../../adapters/workflows/local-starter.ts';
import type { PendingUnit } from '../../services/translations/translation-service.ts';
import { batchesOf, maxBatchBytes } from './translate-tasks.ts';

const unit = (id: number, source: string, format: 'text' | 'html' = 'text'): PendingUnit => ({
  id,
  kind: 'news',
  entityId: 1,
  field: `f${id}`,
  format,
  source,
  hash: 'h',
});

describe('the requests of a language', () => {
  it('sends at most 50 texts per request', () => {
    const batches = batchesOf(Array.from({ length: 120 }, (_, i) => unit(i, 'vin')));
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it('keeps each request under 120 KiB, below DeepL’s 128 KiB', () => {
    const big = 'a'.repeat(50 * 1024);
    const batches = batchesOf([unit(1, big), unit(2, big), unit(3, big)]);
    expect(batches.map((b) => b.length)).toEqual([2, 1]);
    for (const batch of batches)
      expect(batch.reduce((sum, u) => sum + Buffer.byteLength(JSON.stringify(u.source)), 0)).toBeLessThan(
        maxBatchBytes,
      );
  });

  it('never mixes plain text and HTML in one request (HTML asks for tag handling)', () => {
    const batches = batchesOf([unit(1, 'a'), unit(2, '<p>b</p>', 'html'), unit(3, 'c')]);
    expect(batches.map((b) => b.map((u) => u.id))).toEqual([[1, 3], [2]]);
  });
});

describe('the translate-site machine', () => {
  it('is a valid machine that aws-local-stepfunctions runs', () => {
    expect(
      () => new StateMachine(loadMachine('translate-site') as never, { validationOptions: { checkArn: false } }),
    ).not.toThrow();
  });

  it('retries DeepL’s rate limit and quota errors, and never a refused key', () => {
    const lang = (loadMachine('translate-site').States.TranslateEachLang as any).ItemProcessor.States.TranslateLang;
    const retriers = lang.Retry as Array<{ ErrorEquals: string[]; MaxAttempts: number }>;
    expect(retriers.find((r) => r.ErrorEquals.includes('MtRateLimited'))?.MaxAttempts).toBeGreaterThan(2);
    expect(retriers.find((r) => r.ErrorEquals.includes('MtQuotaExceeded'))?.MaxAttempts).toBeGreaterThan(0);
    expect(retriers.find((r) => r.ErrorEquals.includes('MtKeyRefused'))?.MaxAttempts).toBe(0);
    expect(lang.Catch[0].Next).toBe('LangFailed');
  });
});
