import { describe, expect, it } from 'vitest';
import { catalogueCache } from '@cellar/shared/routes/define';
import { jsonAnswer, sharedAnswer } from './envelope.ts';

const answer = (data: unknown, message = 'OK') => jsonAnswer(200, { success: true, message, data }, 'req-1');

describe('a public answer every shopper gets alike', () => {
  it('carries an ETag of its body and a Cache-Control CloudFront keeps it by', () => {
    const shared = sharedAnswer(answer({ products: [] }), catalogueCache, {});
    expect(shared.statusCode).toBe(200);
    expect(shared.headers!.etag).toMatch(/^"[\w-]{27}"$/);
    expect(shared.headers!['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(shared.body).toBe(answer({ products: [] }).body);
  });

  it('answers 304 without a body to the ETag the browser holds, weak or among others', () => {
    const etag = String(sharedAnswer(answer({ total: 1 }), catalogueCache, {}).headers!.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const shared = sharedAnswer(answer({ total: 1 }), catalogueCache, { 'if-none-match': ifNoneMatch });
      expect(shared.statusCode).toBe(304);
      expect(shared.body).toBe('');
      expect(shared.headers!.etag).toBe(etag);
      expect(shared.headers!['content-type']).toBeUndefined();
    }
  });

  it('changes its ETag with the data and with the language of the message', () => {
    const etag = (data: unknown, message?: string) =>
      sharedAnswer(answer(data, message), catalogueCache, {}).headers!.etag;
    expect(etag({ total: 1 })).not.toBe(etag({ total: 2 }));
    expect(etag({ total: 1 }, 'OK')).not.toBe(etag({ total: 1 }, 'Bien'));
    const stale = sharedAnswer(answer({ total: 2 }), catalogueCache, { 'if-none-match': String(etag({ total: 1 })) });
    expect(stale.statusCode).toBe(200);
  });
});
