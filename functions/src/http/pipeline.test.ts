import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../lib/env.ts';
import { authRoutes } from '@cellar/shared/routes/auth';
import { createGroupHandler } from './pipeline.ts';
import { notImplemented, type GroupHandlers } from './types.ts';

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 't', MEDIA_BUCKET: 'b', STAFF_POOL_ID: 'p1', STAFF_CLIENT_ID: 'c1', CUSTOMER_POOL_ID: 'p2', CUSTOMER_CLIENT_ID: 'c2', LOG_LEVEL: 'silent',
  });
  resetEnvCache();
});

const event = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { 'Content-Type': 'application/json', ...headers },
    requestContext: { requestId: 'req-1', http: { method, path } },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

const handlers = (login: GroupHandlers<'auth'>['adminLogin']): GroupHandlers<'auth'> => ({
  adminLogin: login,
  logged: notImplemented,
  adminPasswordResetAsk: notImplemented,
  passwordResetAsk: notImplemented,
  passwordReset: notImplemented,
  register: notImplemented,
  login: notImplemented,
});
const context = {} as Context;

describe('the request pipeline (no network)', () => {
  it('wraps a handler answer in the envelope, translated in the userLang', async () => {
    const handler = createGroupHandler('auth', authRoutes, handlers(async () => ({ message: 'auth.loggedIn', data: { token: 't', idSite: 1, defaultLang: { code: 'fr_FR' } } })));
    const result = await handler(event('POST', '/admin/login', { email: 'a@b.fr', password: 'x' }, { UserLang: 'en_US' }), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ success: true, message: 'Logged in', data: { token: 't', idSite: 1, defaultLang: { code: 'fr_FR' } } });
  });

  it('answers an unexpected error with 500, a generic message and no stack', async () => {
    const handler = createGroupHandler('auth', authRoutes, handlers(async () => { throw new TypeError("Cannot read properties of undefined (reading 'secret')"); }));
    const result = await handler(event('POST', '/admin/login', { email: 'a@b.fr', password: 'x' }), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({ success: false, message: 'Une erreur est survenue, veuillez recharger la page ou nous contacter', data: { requestId: 'req-1' } });
    expect(result.body).not.toMatch(/TypeError|secret|\.ts/);
  });

  it('answers 501 for a route mapped to notImplemented', async () => {
    const handler = createGroupHandler('auth', authRoutes, handlers(notImplemented));
    const result = await handler(event('POST', '/admin/login', {}, { userlang: 'en_US' }), context);
    expect(result.statusCode).toBe(501);
    expect(JSON.parse(result.body!).message).toBe('Not implemented');
  });

  it('answers 404 for a path that is not a route of the group', async () => {
    const handler = createGroupHandler('auth', authRoutes, handlers(notImplemented));
    expect((await handler(event('GET', '/admin/user'), context)).statusCode).toBe(404);
  });
});
