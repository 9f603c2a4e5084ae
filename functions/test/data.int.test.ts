import { beforeAll, describe, expect, inject, it } from 'vitest';
import { nextId } from '../src/data/counters.ts';
import { keys } from '../src/data/keys.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';

beforeAll(() => {
  Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
});

describe('numeric ids on DynamoDB Local', () => {
  it('counts per site: two sites each get their own sequence', async () => {
    const name = `TEST${Date.now()}`;
    const site1 = authorisedSiteId(1);
    const site2 = authorisedSiteId(2);
    expect(await nextId(keys.siteCounter(site1, name))).toBe(1);
    expect(await nextId(keys.siteCounter(site1, name))).toBe(2);
    expect(await nextId(keys.siteCounter(site2, name))).toBe(1);
  });

  it('gives 50 concurrent callers 50 distinct, gapless ids', async () => {
    const key = keys.siteCounter(authorisedSiteId(1), `BURST${Date.now()}`);
    const ids = await Promise.all(Array.from({ length: 50 }, () => nextId(key)));
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
