import { describe, it, expect } from 'vitest';
import * as z from 'zod';
import { levels, methods, routeGroups, type RouteDef } from './define.ts';
import { routeEntries, routeFiles, routeTable } from './route-table.ts';

const entries = routeEntries;
const pathParamNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

describe('route table', () => {
  it('has every name once across the group files', () => {
    const fileSizes = Object.values(routeFiles).reduce((sum, file) => sum + Object.keys(file).length, 0);
    expect(fileSizes).toBe(Object.keys(routeTable).length);
  });

  it('has every method + path pair once', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const r of entries) {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) duplicates.push(`${key} (${seen.get(key)}, ${r.name})`);
      seen.set(key, r.name);
    }
    expect(duplicates).toEqual([]);
  });

  it('has valid methods, levels and groups, and a summary', () => {
    for (const r of entries) {
      expect(methods, r.name).toContain(r.method);
      expect(levels, r.name).toContain(r.level);
      expect(routeGroups, r.name).toContain(r.group);
      expect(r.summary.trim().length, r.name).toBeGreaterThan(0);
    }
  });

  it('has paths starting with / with no trailing slash, query or blank segment', () => {
    for (const r of entries) {
      expect(r.path.startsWith('/'), r.name).toBe(true);
      expect(r.path, r.name).not.toMatch(/\?|\/\/|.\/$/);
    }
  });

  it('names the path params exactly as the params schema does', () => {
    for (const r of entries) {
      const names = pathParamNames(r.path);
      if (r.params === undefined) {
        expect(names, `${r.name} has {params} but no params schema`).toEqual([]);
        continue;
      }
      expect(r.params, r.name).toBeInstanceOf(z.ZodObject);
      const keys = Object.keys((r.params as z.ZodObject).shape);
      expect([...keys].sort(), r.name).toEqual([...names].sort());
    }
  });

  it('gives bodies only to POST, PUT and PATCH, and marks drafts', () => {
    for (const r of entries as (RouteDef & { name: string })[]) {
      if (r.body !== undefined) expect(['POST', 'PUT', 'PATCH'], r.name).toContain(r.method);
      if (r.multipart) expect(r.body, `${r.name} is multipart without a body schema`).toBeDefined();
    }
  });

  it('sets the levels the spec names', () => {
    const levelOf = (method: string, path: string) =>
      entries.find((r) => r.method === method && r.path === path)?.level;
    expect(levelOf('POST', '/admin/login')).toBe('public');
    expect(levelOf('PUT', '/site/{id}')).toBe('superAdmin');
    expect(levelOf('GET', '/admin/user')).toBe('admin');
    expect(levelOf('GET', '/sites')).toBe('admin');
    expect(levelOf('GET', '/sites/{id}')).toBe('admin');
    expect(levelOf('DELETE', '/site/{id}')).toBe('superAdmin');
    expect(levelOf('POST', '/site')).toBe('superAdmin');
    expect(levelOf('GET', '/site/info')).toBe('public');
    expect(levelOf('GET', '/site/functionality')).toBe('public');
    expect(levelOf('GET', '/site/cta-button')).toBe('public');
    expect(levelOf('PUT', '/site/cta-button')).toBe('admin');
    expect(levelOf('GET', '/order')).toBe('customer');
    expect(levelOf('POST', '/order')).toBe('public');
    expect(levelOf('GET', '/super-admin/client/server')).toBe('superAdmin');
  });

  it('puts every /super-admin path at the super-admin level', () => {
    for (const r of entries) if (r.path.startsWith('/super-admin/')) expect(r.level, r.name).toBe('superAdmin');
  });

  it('parses the payloads the spec shows', () => {
    const body = (method: string, path: string) => entries.find((r) => r.method === method && r.path === path)!.body!;
    expect(
      body('POST', '/calculate/shipping-fees').safeParse({
        products: [{ idProduct: 3, quantity: 6 }],
        postalCode: '75001',
        country: 'fra',
      }).data,
    ).toEqual({
      products: [{ idProduct: 3, quantity: 6 }],
      postalCode: '75001',
      country: 'FRA',
    });
    expect(
      body('POST', '/calculate/shipping-fees').safeParse({ products: [], postalCode: '75001', country: 'FR' }).success,
    ).toBe(false);
    expect(body('PUT', '/admin/box/quantity/{id}').safeParse({ quantity: 4 }).success).toBe(true);
    expect(body('PUT', '/admin/box/quantity/{id}').safeParse({ quantity: 4, extra: 1 }).success).toBe(false);
    expect(
      body('POST', '/card/checkout').safeParse({ successUrl: 'https://a.fr/ok', cancelUrl: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
    expect(
      body('POST', '/order').safeParse({
        products: [{ id: 1, quantity: 2 }],
        user: { phone: '0601020304' },
        address: {
          billing: {
            firstname: 'A',
            lastname: 'B',
            address: '1 rue X',
            postalCode: '75001',
            city: 'Paris',
            country: 'FR',
          },
        },
        delivery: { type: 'CLICK_AND_COLLECT' },
        idSchedule: 3,
        dateSchedule: '12/05/2026',
        // Ours beside the spec's fields (docs/checkout.md "Orders"): the legal boxes and the payment method.
        legalAge: true,
        salesConditions: true,
        paymentMethod: 'TRANSFER',
      }).success,
    ).toBe(true);
  });
});

describe('route files', () => {
  it('hold the routes of one group each, so a Lambda bundling its own file has all its routes', () => {
    const groupsSeen = new Set<string>();
    for (const [file, routes] of Object.entries(routeFiles)) {
      const groups = new Set(Object.values(routes).map((r) => r.group));
      expect(groups.size, file).toBe(1);
      const [group] = groups;
      expect(groupsSeen.has(group!), `${group} split over files`).toBe(false);
      groupsSeen.add(group!);
      expect(file).toBe(`${group}Routes`);
    }
  });
});
