import { describe, expect, it } from 'vitest';
import { buildRouteIndex } from '../../../scripts/src/route-index.ts';
import { routeIndex } from './route-index.ts';
import { routeEntries } from './route-table.ts';

const stale = 'shared/src/routes/route-index.ts is stale: run npm run routes:index';

describe('the route index the web apps load', () => {
  it('matches the route table, route by route and in name order', () => {
    const fresh = buildRouteIndex(routeEntries);
    expect(routeIndex, stale).toEqual(fresh);
    expect(Object.keys(routeIndex), stale).toEqual(Object.keys(fresh));
  });

  it('marks multipart uploads and binary downloads', () => {
    expect(routeIndex.adminLogoUpload).toEqual({
      method: 'POST',
      path: '/admin/logo',
      level: 'admin',
      multipart: true,
    });
    expect(routeIndex.adminOrderPrint).toMatchObject({ method: 'GET', binary: true });
    expect(routeIndex.parameters).toEqual({ method: 'GET', path: '/parameter', level: 'public' });
  });
});
