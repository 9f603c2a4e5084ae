import { describe, expect, it, vi } from 'vitest';
import { everyPage, findInPages, pageSize, type Page } from './every-page.ts';

/** A list of `total` numbered records, answered `pageSize` at a time. */
function list(total: number) {
  return vi.fn(async (page: number): Promise<Page<number>> => {
    const first = (page - 1) * pageSize;
    return {
      records: Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => first + i + 1),
      total,
    };
  });
}

describe('reading a list page by page', () => {
  it('reads every page until the total is reached, and no further', async () => {
    const load = list(250);
    const records = await everyPage(load, 20);
    expect(records).toHaveLength(250);
    expect(records.at(-1)).toBe(250);
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('stops at an empty page, whatever the total says', async () => {
    const load = vi.fn(async (page: number): Promise<Page<number>> => ({
      records: page === 1 ? [1, 2] : [],
      total: 1_000,
    }));
    expect(await everyPage(load, 20)).toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never calls more than its bound', async () => {
    const load = list(10_000);
    expect(await everyPage(load, 3)).toHaveLength(300);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('finds a record on the page that holds it, without reading the next ones', async () => {
    const load = list(450);
    expect(await findInPages(load, (n) => n === 205, 50)).toBe(205);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers null when the list ends without the record, or the bound is reached first', async () => {
    const short = list(150);
    expect(await findInPages(short, (n) => n === 999, 50)).toBeNull();
    expect(short).toHaveBeenCalledTimes(2);
    const long = list(10_000);
    expect(await findInPages(long, (n) => n === 999, 2)).toBeNull();
    expect(long).toHaveBeenCalledTimes(2);
  });
});
