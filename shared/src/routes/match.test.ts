import { describe, expect, it } from 'vitest';
import { createMatcher } from './match.ts';

const match = createMatcher([
  { method: 'PUT', path: '/admin/user/{id}' },
  { method: 'PUT', path: '/admin/user/valid/{id}' },
  { method: 'GET', path: '/admin/page/{id}' },
  { method: 'GET', path: '/admin/page/layout' },
  { method: 'GET', path: '/admin/carrier/{id}/rules/{idRule}' },
] as const);

describe('route matching', () => {
  it('prefers literal segments over parameters', () => {
    expect(match('GET', '/admin/page/layout')?.route.path).toBe('/admin/page/layout');
    expect(match('GET', '/admin/page/12')?.params).toEqual({ id: '12' });
    expect(match('PUT', '/admin/user/valid/3')?.route.path).toBe('/admin/user/valid/{id}');
    expect(match('PUT', '/admin/user/3')?.route.path).toBe('/admin/user/{id}');
  });

  it('reads several parameters, decoded, and ignores a trailing slash and the query', () => {
    expect(match('GET', '/admin/carrier/4/rules/caf%C3%A9/?x=1')?.params).toEqual({ id: '4', idRule: 'café' });
  });

  it('answers nothing for another method or path', () => {
    expect(match('DELETE', '/admin/page/3')).toBeNull();
    expect(match('GET', '/admin/page/3/extra')).toBeNull();
  });
});
