import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../lib/env.ts';
import { authRoutes } from '@cellar/shared/routes/auth';
import { documentsRoutes } from '@cellar/shared/routes/documents';
import { NotFoundError, TooManyRequestsError } from '../lib/errors.ts';
import { contentDisposition, maxBinaryAnswerBytes, maxLambdaAnswerBytes } from './envelope.ts';
import { createGroupHandler, maxJsonBodyBytes } from './pipeline.ts';
import { translationsRoutes } from '@cellar/shared/routes/translations';
import { notImplemented, type GroupHandlers } from './types.ts';

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 't',
    MEDIA_BUCKET: 'b',
    STAFF_POOL_ID: 'p1',
    STAFF_CLIENT_ID: 'c1',
    CUSTOMER_POOL_ID: 'p2',
    CUSTOMER_CLIENT_ID: 'c2',
    LOG_LEVEL: 'silent',
  });
  resetEnvCache();
});

const event = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyEventV2 =>
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
    const handler = createGroupHandler(
      'auth',
      authRoutes,
      handlers(async () => ({
        message: 'auth.loggedIn',
        data: { token: 't', idSite: 1, defaultLang: { code: 'fr_FR' } },
      })),
    );
    const result = await handler(
      event('POST', '/admin/login', { email: 'a@b.fr', password: 'x' }, { UserLang: 'en_US' }),
      context,
    );
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({
      success: true,
      message: 'Logged in',
      data: { token: 't', idSite: 1, defaultLang: { code: 'fr_FR' } },
    });
  });

  it('answers an unexpected error with 500, a generic message and no stack', async () => {
    const handler = createGroupHandler(
      'auth',
      authRoutes,
      handlers(async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'secret')");
      }),
    );
    const result = await handler(event('POST', '/admin/login', { email: 'a@b.fr', password: 'x' }), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({
      success: false,
      message: 'Une erreur est survenue, veuillez recharger la page ou nous contacter',
      data: { requestId: 'req-1' },
    });
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

describe('bodies and key names a careless or hostile client sends (no 500)', () => {
  const raw = (text: string | undefined): APIGatewayProxyEventV2 =>
    ({ ...event('POST', '/admin/login', undefined, { userlang: 'en_US' }), body: text }) as APIGatewayProxyEventV2;
  const login = (seen: unknown[] = []) =>
    createGroupHandler(
      'auth',
      authRoutes,
      handlers(async (request) => {
        seen.push(request.body);
        return { data: { token: 't', idSite: 1, defaultLang: { code: 'fr_FR' } } };
      }),
    );
  const answer = async (text: string | undefined) => {
    const result = await login()(raw(text), context);
    return { status: result.statusCode, body: JSON.parse(result.body!) };
  };

  it('refuses a body keyed by an Object.prototype name with 400 on that field, never 500', async () => {
    for (const name of ['toString', 'constructor', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf']) {
      const { status, body } = await answer(JSON.stringify({ email: 'a@b.fr', password: 'x', [name]: 1 }));
      expect(status, name).toBe(400);
      expect(body.data.errors).toEqual({ [name]: ['Unknown field'] });
    }
  });

  it('refuses a __proto__ key anywhere in the body, naming where', async () => {
    // (An object literal's `__proto__:` sets a prototype: the expected errors are parsed from JSON.)
    expect(await answer('{"email":"a@b.fr","password":"x","__proto__":{"admin":true}}')).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Some fields are invalid',
        data: { errors: JSON.parse('{"__proto__":["This field name is not allowed"]}') },
      },
    });
    const nested = await answer('{"email":{"__proto__":1},"password":"x"}');
    expect(nested.status).toBe(400);
    expect(nested.body.data.errors).toEqual({ 'email.__proto__': ['This field name is not allowed'] });
  });

  it('refuses a missing, empty or null body where the call has one, and reads none as {} only where the route says so', async () => {
    for (const text of [undefined, '', 'null'])
      expect(await answer(text)).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'This call needs a body',
          data: { errors: { _: ['This call needs a body'] } },
        },
      });
    // The one route that flips without a body (asserted through the gateway in langs.int.test.ts).
    expect(translationsRoutes.adminLangToggle.optionalBody).toBe(true);
  });

  it('refuses a body over 1 MB with 413 before reading it, and JSON nested past 32 levels with 400', async () => {
    const big = await answer(JSON.stringify({ email: 'a'.repeat(maxJsonBodyBytes), password: 'x' }));
    expect(big).toEqual({ status: 413, body: { success: false, message: 'The request is too large', data: {} } });
    const deep = await answer(`{"email":${'['.repeat(10_000)}${']'.repeat(10_000)},"password":"x"}`);
    expect(deep).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'The body is nested too deeply',
        data: { errors: { _: ['The body is nested too deeply'] } },
      },
    });
  });

  it('refuses non-finite numbers, numbers past 2^53 and JSON that is not JSON with 400', async () => {
    const infinite = await answer('{"email":"a@b.fr","password":1e999}');
    expect(infinite).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Some fields are invalid',
        data: { errors: { password: ['This number is out of range'] } },
      },
    });
    expect(
      (await answer('{"email":"a@b.fr","password":"x","n":{"deep":[1,-9007199254740993]}}')).body.data.errors,
    ).toEqual({ 'n.deep.1': ['This number is out of range'] });
    for (const text of ['{"email":"a@b.fr",}', "{'email':'a'}", 'undefined', '{"email":"a@b.fr"', '\uFEFF{}'])
      expect((await answer(text)).status, text).toBe(400);
  });

  it('answers 429 with Retry-After as a header and in the envelope', async () => {
    const handler = createGroupHandler(
      'auth',
      authRoutes,
      handlers(async () => {
        throw new TooManyRequestsError(42);
      }),
    );
    const result = await handler(
      event('POST', '/admin/login', { email: 'a@b.fr', password: 'x' }, { userlang: 'en_US' }),
      context,
    );
    expect(result.statusCode).toBe(429);
    expect(result.headers!['retry-after']).toBe('42');
    expect(JSON.parse(result.body!)).toEqual({
      success: false,
      message: 'Too many requests, please try again later',
      data: { retryAfter: 42 },
    });
  });

  it('answers 413, not 500, when DynamoDB refuses an item over its size', async () => {
    const handler = createGroupHandler(
      'auth',
      authRoutes,
      handlers(async () => {
        throw Object.assign(new Error('Item size has exceeded the maximum allowed size'), {
          name: 'ValidationException',
        });
      }),
    );
    expect((await handler(event('POST', '/admin/login', { email: 'a@b.fr', password: 'x' }), context)).statusCode).toBe(
      413,
    );
  });
});

describe('binary answers (routes flagged binary in the table)', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00]);
  const documents = (vintagePdf: GroupHandlers<'documents'>['vintagePdf']): GroupHandlers<'documents'> => ({
    vintagePdf,
  });

  it('answers the bytes base64-encoded, with their type, file name and cache rule, not the envelope', async () => {
    const handler = createGroupHandler(
      'documents',
      documentsRoutes,
      documents(async () => ({
        binary: {
          data: pdf,
          contentType: 'application/pdf',
          filename: 'Fiche technique Cuvée 2022.pdf',
          disposition: 'inline',
          cacheControl: 'public, max-age=300',
        },
      })),
    );
    const result = await handler(event('GET', '/v2/vintage/pdf/12'), context);
    expect(result.statusCode).toBe(200);
    expect(result.isBase64Encoded).toBe(true);
    expect(new Uint8Array(Buffer.from(result.body!, 'base64'))).toEqual(pdf);
    expect(result.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'public, max-age=300',
      'content-disposition': `inline; filename="Fiche technique Cuvee 2022.pdf"; filename*=UTF-8''Fiche%20technique%20Cuv%C3%A9e%202022.pdf`,
      'x-request-id': 'req-1',
      vary: 'idsite, idsiteoverride, userlang',
    });
  });

  it('sends no content-disposition without a file name, and no-store unless told', async () => {
    const handler = createGroupHandler(
      'documents',
      documentsRoutes,
      documents(async () => ({ binary: { data: pdf, contentType: 'application/pdf' } })),
    );
    const result = await handler(event('GET', '/v2/vintage/pdf/12'), context);
    expect(result.headers?.['content-disposition']).toBeUndefined();
    expect(result.headers?.['cache-control']).toBe('no-store');
  });

  it('keeps the envelope for the errors of a binary route: not found, invalid parameter', async () => {
    const handler = createGroupHandler(
      'documents',
      documentsRoutes,
      documents(async () => {
        throw new NotFoundError('vintage.notFound');
      }),
    );
    const missing = await handler(event('GET', '/v2/vintage/pdf/12', undefined, { userlang: 'en_US' }), context);
    expect(missing.statusCode).toBe(404);
    expect(missing.isBase64Encoded).toBeFalsy();
    expect(missing.headers?.['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(missing.body!)).toMatchObject({ success: false });
    const invalid = await handler(event('GET', '/v2/vintage/pdf/abc', undefined, { userlang: 'en_US' }), context);
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(invalid.body!).data.errors.id).toBeDefined();
  });

  it('answers a 500 in the envelope rather than bytes over the Lambda answer limit', async () => {
    const big = new Uint8Array(maxBinaryAnswerBytes + 1);
    const handler = createGroupHandler(
      'documents',
      documentsRoutes,
      documents(async () => ({ binary: { data: big, contentType: 'application/pdf' } })),
    );
    const result = await handler(event('GET', '/v2/vintage/pdf/12'), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!).success).toBe(false);
    // The largest allowed file still fits in Lambda's 6 MB answer once base64-encoded.
    expect(Math.ceil(maxBinaryAnswerBytes / 3) * 4 + 16 * 1024).toBeLessThanOrEqual(maxLambdaAnswerBytes);
  });

  it('types a binary route’s handler to answer bytes and a JSON route’s to answer data', () => {
    // Checked by `npm run typecheck`: each line below must be refused by the compiler.
    // @ts-expect-error a binary route cannot answer the envelope's data
    const jsonForBinary: GroupHandlers<'documents'>['vintagePdf'] = async () => ({ data: null });
    // @ts-expect-error a JSON route cannot answer bytes
    const bytesForJson: GroupHandlers<'auth'>['adminLogin'] = async () => ({
      binary: { data: pdf, contentType: 'application/pdf' },
    });
    expect([jsonForBinary, bytesForJson]).toHaveLength(2);
  });
});

describe('content-disposition', () => {
  it('keeps a plain name as it is and gives an accented one an ASCII fallback and its UTF-8 form', () => {
    expect(contentDisposition('price-list.pdf')).toBe('attachment; filename="price-list.pdf"');
    expect(contentDisposition('Étiquette "œuvre".pdf', 'inline')).toBe(
      `inline; filename="Etiquette _oeuvre_.pdf"; filename*=UTF-8''%C3%89tiquette%20%22%C5%93uvre%22.pdf`,
    );
    expect(contentDisposition('a/b\\c\r\n.csv')).toBe('attachment; filename="a_b_c.csv"');
  });
});
