import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/render.tsx';
import { pageSize } from './every-page.ts';
import { pagedList } from './paged-list.ts';

/** 250 awards, answered as `GET /admin/award` pages them. */
const awards = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, title: `Award ${i + 1}` }));
function awardsApi() {
  return fakeApi({
    adminAwards: ({ query }) => {
      const page = Number(query?.page);
      const nbItem = Number(query?.nbItem);
      return { awards: awards.slice((page - 1) * nbItem, page * nbItem), total: awards.length };
    },
  });
}
const list = pagedList('adminAwards', (data) => data.awards);

describe('a list of the API read through its route', () => {
  it('answers a page as the list kit asks it, with the filters the list always sends', async () => {
    const { client, call } = awardsApi();
    const withType = pagedList('adminAwards', (data) => data.awards, [{ field: 'type', type: 'equal', value: 3 }]);
    const page = await withType.page(client, {
      page: 2,
      nbItem: 10,
      orderBy: 'title:desc',
      filters: [{ field: 'title', type: 'like', value: 'Gold' }],
    });
    expect(page.total).toBe(250);
    expect(page.records[0]).toEqual({ id: 11, title: 'Award 11' });
    expect(call).toHaveBeenCalledWith('adminAwards', {
      query: { page: '2', nbItem: '10', orderBy: 'title:desc', title: 'lk:Gold', type: '3' },
      signal: undefined,
    });
  });

  it('reads every record, a full page at a time', async () => {
    const { client, call } = awardsApi();
    expect(await list.every(client, { orderBy: 'title', maxPages: 20 })).toHaveLength(250);
    expect(call.mock.calls.map(([, input]) => input?.query)).toEqual(
      [1, 2, 3].map((page) => ({ page: String(page), nbItem: String(pageSize), orderBy: 'title' })),
    );
  });

  it('finds a record by its id on the page that holds it', async () => {
    const { client, call } = awardsApi();
    expect(await list.find(client, 150)).toEqual({ id: 150, title: 'Award 150' });
    expect(call).toHaveBeenCalledTimes(2);
    expect(await list.find(client, 999)).toBeNull();
  });
});
