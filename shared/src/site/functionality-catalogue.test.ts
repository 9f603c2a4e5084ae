import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/route-table.ts';
import {
  defaultFunctionalityKeys,
  functionalityCatalogue,
  functionalityOfRoute,
  type FunctionalityDefinition,
} from './functionality-catalogue.ts';
import { functionalityKeySchema } from './site.ts';

const keyOf = (name: string) => {
  const route = (routeTable as Record<string, { group: string; level: string }>)[name];
  return route ? functionalityOfRoute({ name, ...route }) : undefined;
};

describe('the functionality catalogue', () => {
  it('gates only admin routes of one site that exist in the route table', () => {
    for (const { key, routes } of functionalityCatalogue as readonly FunctionalityDefinition[])
      for (const name of routes) {
        const route = (routeTable as Record<string, { level: string; siteless?: boolean }>)[name];
        expect(route, `${key}: ${name}`).toBeDefined();
        expect(route!.level, `${key}: ${name}`).toBe('admin');
        expect(route!.siteless, `${key}: ${name}`).toBeFalsy();
      }
  });

  it('names each key once, in the key format a site stores', () => {
    const keys = functionalityCatalogue.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(functionalityKeySchema.safeParse(key).success).toBe(true);
  });

  it('gives a route to one key at most', () => {
    const names = (functionalityCatalogue as readonly FunctionalityDefinition[]).flatMap((f) => f.routes);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gates every dashboard call with STATISTICS, but not the storefront visit it counts', () => {
    const dashboard = Object.keys(routeTable).filter((name) => name.startsWith('dashboard'));
    expect(dashboard.length).toBeGreaterThan(0);
    for (const name of dashboard) expect(keyOf(name)).toBe('STATISTICS');
    expect(keyOf('siteVisit')).toBeUndefined();
  });

  it('gates every social call with SOCIAL', () => {
    for (const [name, route] of Object.entries(routeTable))
      if (route.group === 'social' && route.level === 'admin') expect(keyOf(name)).toBe('SOCIAL');
  });

  it('lets super-admin, public and customer routes through', () => {
    expect(functionalityOfRoute({ name: 'dashboardVisit', group: 'stats', level: 'superAdmin' })).toBeUndefined();
    expect(functionalityOfRoute({ name: 'x', group: 'stats', level: 'public' })).toBeUndefined();
  });

  it('leaves the producer’s own billing and the older areas ungated', () => {
    for (const name of ['billingCustomer', 'billingInvoices', 'cardCheckout', 'adminNews', 'adminProducts'])
      expect(keyOf(name)).toBeUndefined();
  });

  it('switches the four areas on for a new site, not the options', () => {
    expect(defaultFunctionalityKeys).toEqual(['STATISTICS', 'PAYMENT', 'SOCIAL', 'PLUGINS']);
  });
});
