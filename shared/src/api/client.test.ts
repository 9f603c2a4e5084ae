import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, RequestDropped, toFormData, type ApiClientOptions } from './client.ts';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

/** A client over a fake fetch that answers `answer` and records what was sent. */
function clientWith(
  answer: (url: string, init: RequestInit) => Response | Promise<Response>,
  options: Partial<ApiClientOptions> = {},
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
    return answer(url, init);
  });
  const client = createApiClient({
    baseUrl: '/api',
    headers: () => ({ Authorization: 'Bearer t0k', idSite: '1', userLang: 'en_US' }),
    fetch,
    ...options,
  });
  return { client, sent, fetch };
}

const ok = (data: unknown) => () => json(200, { success: true, message: 'OK', data });

describe('the API client', () => {
  it('puts the path params in the path, URL-encoded, and the query after it', async () => {
    const { client, sent } = clientWith(
      () => new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    await client.call('fileDownload', { params: { file: 'price list/2024 é.pdf' }, query: { idSite: '1' } });
    expect(sent[0]!.url).toBe('/api/file/download/price%20list%2F2024%20%C3%A9.pdf?idSite=1');
    expect(sent[0]!.init.method).toBe('GET');

    const users = clientWith(ok({ users: [], total: 0 }));
    await users.client.call('adminUserList', {
      query: { page: '2', nbItem: '10', email: 'lk:a&b', lastname: undefined },
    });
    expect(users.sent[0]!.url).toBe('/api/admin/user?page=2&nbItem=10&email=lk%3Aa%26b');
  });

  it('gives the address of a call for a link', () => {
    const { client } = clientWith(ok(null));
    expect(client.url('fileDownload', { params: { file: 'tarifs 2024.pdf' }, query: { idSite: '1' } })).toBe(
      '/api/file/download/tarifs%202024.pdf?idSite=1',
    );
    expect(client.url('parameters')).toBe('/api/parameter');
  });

  it('refuses to call a path whose parameter is missing', async () => {
    const { client, fetch } = clientWith(ok(null));
    await expect(client.call('adminUserDelete', { params: {} as { id: number } })).rejects.toThrow(
      'path parameter "id" is missing',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the token, site and language headers, asked again on every call', async () => {
    let token = 'first';
    const { client, sent } = clientWith(ok(null), {
      headers: () => ({ Authorization: `Bearer ${token}`, idSite: '1', userLang: 'fr_FR', idSiteOverride: '0' }),
    });
    await client.call('adminParameterUpdate', { body: { COMPANY_NAME: 'Domaine' } });
    token = 'second';
    await client.call('parameters');
    expect(sent[0]!.headers).toEqual({
      Authorization: 'Bearer first',
      idSite: '1',
      userLang: 'fr_FR',
      idSiteOverride: '0',
      'content-type': 'application/json',
    });
    expect(sent[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ COMPANY_NAME: 'Domaine' });
    expect(sent[1]!.headers.Authorization).toBe('Bearer second');
    expect(sent[1]!.init.body).toBeUndefined();
  });

  it('sends the override header of one call only, for the site it names', async () => {
    const { client, sent } = clientWith(ok({ countries: [] }));
    await client.call('adminCountries', { idSiteOverride: 2 });
    await client.call('adminCountries');
    expect(sent[0]!.headers).toMatchObject({ idSite: '1', idSiteOverride: '2' });
    expect(sent[1]!.headers.idSiteOverride).toBeUndefined();
  });

  it('sends credentials to a relative API address only', async () => {
    const relative = clientWith(ok(null));
    await relative.client.call('parameters');
    expect(relative.sent[0]!.init.credentials).toBe('include');

    const absolute = clientWith(ok(null), { baseUrl: 'http://127.0.0.1:3000/' });
    await absolute.client.call('parameters');
    expect(absolute.sent[0]!.url).toBe('http://127.0.0.1:3000/parameter');
    expect(absolute.sent[0]!.init.credentials).toBeUndefined();
  });

  it('drops the call when the app says not to send it (the site changed in another tab)', async () => {
    const { client, fetch } = clientWith(ok(null), { shouldSend: () => false });
    const failure = await client.call('parameters').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestDropped);
    expect((failure as RequestDropped).route).toBe('parameters');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("resolves the envelope's data when success is true", async () => {
    const { client } = clientWith(ok({ COMPANY_NAME: 'Domaine des Lilas' }));
    await expect(client.call('parameters')).resolves.toEqual({ COMPANY_NAME: 'Domaine des Lilas' });
  });

  it("rejects with the server's message, status and per-field messages when the call fails", async () => {
    const { client } = clientWith(() =>
      json(
        400,
        {
          success: false,
          message: 'Some fields are invalid',
          data: { errors: { email: ['Email is required'], password: ['Password is too short'] } },
        },
        { 'x-request-id': 'req-1' },
      ),
    );
    const failure = (await client
      .call('adminUserCreate', { body: { firstname: 'Claire' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Some fields are invalid', requestId: 'req-1' });
    expect(failure.fieldErrors).toEqual({ email: ['Email is required'], password: ['Password is too short'] });
  });

  it('rejects an answer whose success is false even with status 200, and keeps the request id of a 500', async () => {
    const refused = clientWith(() => json(200, { success: false, message: 'Review has already been asked', data: {} }));
    await expect(refused.client.call('parameters')).rejects.toMatchObject({
      status: 200,
      message: 'Review has already been asked',
      fieldErrors: {},
    });

    const crashed = clientWith(() =>
      json(500, { success: false, message: 'An error occurred', data: { requestId: 'abc-123' } }),
    );
    await expect(crashed.client.call('parameters')).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred',
      requestId: 'abc-123',
    });
  });

  it('rejects an answer that is not the envelope (a proxy error page) with its status', async () => {
    const { client } = clientWith(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(client.call('parameters')).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      message: 'invalidResponse',
    });
  });

  it('tells the app on a 401 (session gone), then rejects', async () => {
    const order: string[] = [];
    const onUnauthorized = vi.fn(() => order.push('hook'));
    const { client } = clientWith(
      () => json(401, { success: false, message: 'You have been disconnected', data: {} }),
      { onUnauthorized },
    );
    await client.call('adminUserList').catch(() => order.push('rejected'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['hook', 'rejected']);
  });

  it('does not treat a refused sign-in (401 on a public route) as a lost session', async () => {
    const onUnauthorized = vi.fn();
    const { client } = clientWith(() => json(401, { success: false, message: 'Wrong email or password', data: {} }), {
      onUnauthorized,
    });
    await expect(client.call('adminLogin', { body: { email: 'a@b.fr', password: 'nope' } })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong email or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects with status 0 and the message key "network" when no answer comes', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.call('parameters')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'network',
      fieldErrors: {},
    });
  });

  it('lets a cancelled call reject with the abort, not as a network failure', async () => {
    const controller = new AbortController();
    const { client } = clientWith((_, init) => {
      controller.abort();
      return Promise.reject(init.signal!.reason as Error);
    });
    const failure = await client.call('parameters', { signal: controller.signal }).catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('resolves a Blob for a file download, and the envelope error when the file is refused', async () => {
    const pdf = clientWith(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await pdf.client.call('adminOrderPrint', { params: { id: 7 } });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF');

    const missing = clientWith(() => json(404, { success: false, message: 'Not found', data: {} }));
    await expect(missing.client.call('adminOrderPrint', { params: { id: 8 } })).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    });
  });
});

describe('the multipart builder', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

  it('sends an upload as form data, the file under image, and lets the browser write the content type', async () => {
    const { client, sent } = clientWith(ok({ url: '/media/sites/1/banner/x.png' }));
    await client.call('adminBannerUpload', {
      params: { type: 'HEADER' },
      body: { image: new Blob([png], { type: 'image/png' }) },
    });
    const { init, headers, url } = sent[0]!;
    expect(url).toBe('/api/admin/banner/HEADER');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    const image = (init.body as FormData).get('image') as File;
    expect(image).toBeInstanceOf(Blob);
    expect(image.name).toBe('image.png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
  });

  it('writes object and array fields as JSON and other values as strings', () => {
    const form = toFormData({
      image: new File([png], 'logo.png', { type: 'image/png' }),
      font: { family: 'Lora', weight: 400 },
      tags: ['a', 'b'],
      size: 12,
      bold: true,
      note: 'plain',
      cleared: null,
      skipped: undefined,
    });
    expect(form.get('font')).toBe('{"family":"Lora","weight":400}');
    expect(form.get('tags')).toBe('["a","b"]');
    expect(form.get('size')).toBe('12');
    expect(form.get('bold')).toBe('true');
    expect(form.get('note')).toBe('plain');
    expect(form.get('cleared')).toBe('null');
    expect(form.has('skipped')).toBe(false);
    expect((form.get('image') as File).name).toBe('logo.png');
  });

  it('turns data-URL images into binary files, several under images', async () => {
    const dataUrl = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
    const svg = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const form = toFormData({
      image: dataUrl,
      images: [svg, new Blob([png], { type: 'image/jpeg' })],
      caption: 'data:text/plain,not an image field',
    });
    const image = form.get('image') as File;
    expect(image.type).toBe('image/png');
    expect(image.name).toBe('image.png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    const images = form.getAll('images') as File[];
    expect(images.map((f) => [f.name, f.type])).toEqual([
      ['image.svg', 'image/svg+xml'],
      ['image.jpg', 'image/jpeg'],
    ]);
    expect(await images[0]!.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(form.get('caption')).toBe('data:text/plain,not an image field');
  });

  it('builds a body the platform form-data reader (the server side) reads back', async () => {
    const form = toFormData({ image: new Blob([png], { type: 'image/png' }), meta: { alt: 'Cuvée' } });
    const read = await new Request('http://local/', { method: 'POST', body: form }).formData();
    expect(JSON.parse(read.get('meta') as string)).toEqual({ alt: 'Cuvée' });
    expect((read.get('image') as File).size).toBe(png.length);
  });
});
