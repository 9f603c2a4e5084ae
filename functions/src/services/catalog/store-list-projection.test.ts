import { describe, expect, it } from 'vitest';
import { maxProjectionAgeMs, serves, settleMs } from './versioned-copy.ts';

const projection = (version: number, builtAt: number) => ({ version, builtAt, rows: [] });

describe('which projection of the storefront list serves', () => {
  const now = 1_000_000;
  it('serves the version read, and not another one (a deleted site reads as version 0 again)', () => {
    expect(serves(projection(3, now - 60_000), { version: 3, changedAt: now - 120_000 }, now)).toBe(true);
    expect(serves(projection(2, now - 60_000), { version: 3, changedAt: now - 120_000 }, now)).toBe(false);
    expect(serves(projection(3, now - 60_000), { version: 0, changedAt: 0 }, now)).toBe(false);
    expect(serves(null, { version: 0, changedAt: 0 }, now)).toBe(false);
  });

  it('serves one built right after a change only until the catalogue index has had time to settle', () => {
    const changedAt = now - 500;
    const early = projection(4, changedAt + 100);
    expect(serves(early, { version: 4, changedAt }, now)).toBe(true);
    expect(serves(early, { version: 4, changedAt }, changedAt + settleMs)).toBe(false);
    const settled = projection(4, changedAt + settleMs);
    expect(serves(settled, { version: 4, changedAt }, changedAt + settleMs + 60_000)).toBe(true);
  });

  it('is built again past its age whatever its version, so a lost bump heals', () => {
    const old = projection(5, now - maxProjectionAgeMs - 1);
    expect(serves(old, { version: 5, changedAt: 0 }, now)).toBe(false);
  });
});
