import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/** The header's call-to-action buttons (issue 17; spec 1 §3 "Site info") through the local gateway. */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;

const hidden = { label: { fr_FR: '', en_US: '' }, url: '', valid: false };
const book = { label: { fr_FR: 'Réserver une visite', en_US: 'Book a visit' }, url: '/services', valid: true };

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('call-to-action buttons', () => {
  it('are saved by the site’s admin and read by anyone, for that site only', async () => {
    const saved = await call('PUT', '/site/cta-button', {
      token: admin1,
      idSite: 1,
      body: { primary: book, secondary: { ...hidden, url: 'https://example.org/shop' } },
    });
    expect(saved.status, saved.raw).toBe(200);
    const read = await call('GET', '/site/cta-button', { idSite: 1 });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ primary: book, secondary: { ...hidden, url: 'https://example.org/shop' } });
    expect((await call('GET', '/site/cta-button', { idSite: 2 })).body.data.primary.url).not.toBe('/services');
  });

  it('answers two hidden buttons for a site that never set them', async () => {
    const read = await call('GET', '/site/cta-button', { idSite: 3 });
    expect(read.status, read.raw).toBe(200);
    expect(read.body.data).toEqual({ primary: hidden, secondary: hidden });
  });

  it('need a label and an address when shown, and a path or http(s) address, with their messages', async () => {
    const answer = await call('PUT', '/site/cta-button', {
      token: admin1,
      idSite: 1,
      body: { primary: { ...hidden, valid: true }, secondary: { ...hidden, url: 'javascript:alert(1)' } },
    });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({
      'primary.label.fr_FR': ['A shown button needs a label'],
      'primary.url': ['A shown button needs an address'],
      'secondary.url': ['The address must be a path of the site (/services) or start with https://'],
    });
  });

  it('refuse another site’s admin and an anonymous caller', async () => {
    const body = { primary: book, secondary: hidden };
    expect((await call('PUT', '/site/cta-button', { token: admin2, idSite: 1, body })).status).toBe(403);
    expect((await call('PUT', '/site/cta-button', { idSite: 1, body })).status).toBe(401);
  });
});
