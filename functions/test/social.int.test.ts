import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * Social networks (issue 20; spec 1 §3 "Social", §5, §6; spec 2 §7) through the local gateway with the local
 * adapters: the whole OAuth flows (state bound to the site and the admin, used once), tokens never answered, the
 * invitation rules, review locations and the review mail, Facebook pages, and site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;

const as = (token: () => string, idSite: number, lang?: 'fr_FR' | 'en_US') => ({ token: token(), idSite, lang });
const a1 = () => as(() => admin1, 1);
const a2 = () => as(() => admin2, 2);
/** No answer ever carries a token: the local ones all say `token` in their value. */
const noToken = (raw: string) => expect(raw).not.toMatch(/token-|refresh|access_?token/i);

/** Starts a consent and follows the local consent URL: the code and state the admin screen would post. */
async function consent(path: string, who = a1()) {
  const answer = await call('GET', path, who);
  expect(answer.status, answer.raw).toBe(200);
  const url = new URL(answer.body.data.url);
  expect(url.searchParams.get('state')).toBe(answer.body.data.state);
  return { body: { code: url.searchParams.get('code')!, state: answer.body.data.state as string }, url };
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  await call('POST', '/admin/socials/google/revoke-access-token', { ...a1(), body: {} });
  await call('DELETE', '/admin/socials/linkedin/access-token', a1());
});

describe('Google business: the connection', () => {
  it('starts NOT_CONNECTED and says the local adapter answers', async () => {
    const answer = await call('GET', '/admin/social/google/state', a1());
    expect(answer.body.data).toEqual({ state: 'NOT_CONNECTED', email: null, connectedAt: null, adapter: 'local' });
    const locations = await call('GET', '/admin/socials/google/locations', a1());
    expect(locations.status).toBe(409);
    expect(locations.body.message).toBe('Connect a Google account first');
  });

  it('sends the consent back to the admin’s Google screen, in the admin’s language', async () => {
    const french = await consent(
      '/admin/socials/google/auth-url',
      as(() => admin1, 1, 'fr_FR'),
    );
    expect(french.url.pathname).toBe('/google/myBusiness');
    expect((await consent('/admin/socials/google/auth-url')).url.pathname).toBe('/en_US/google/myBusiness');
  });

  it('refuses a forged state, another site’s state and another admin’s state', async () => {
    const refused = 'This connection link has expired or was not started here, please retry';
    const { code } = (await consent('/admin/socials/google/auth-url')).body;
    const forged = await call('POST', '/admin/socials/google/access-token', { ...a1(), body: { code, state: 'x' } });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(refused);

    const site2 = await consent('/admin/socials/google/auth-url', a2());
    const crossSite = await call('POST', '/admin/socials/google/access-token', { ...a1(), body: site2.body });
    expect(crossSite.body.message).toBe(refused);

    const mine = await consent('/admin/socials/google/auth-url');
    const otherAdmin = await call('POST', '/admin/socials/google/access-token', {
      token: superAdmin,
      idSite: 1,
      body: mine.body,
      lang: 'fr_FR',
    });
    expect(otherAdmin.status).toBe(400);
    expect(otherAdmin.body.message).toBe(
      'Ce lien de connexion a expiré ou n’a pas été demandé ici, veuillez réessayer',
    );
    expect((await call('GET', '/admin/social/google/state', a1())).body.data.state).toBe('NOT_CONNECTED');
  });

  it('connects with the consent’s code and state, once, and never answers a token', async () => {
    const { code, state } = (await consent('/admin/socials/google/auth-url')).body;
    const answer = await call('POST', '/admin/socials/google/access-token', { ...a1(), body: { code, state } });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Google account connected');
    expect(answer.body.data).toMatchObject({ state: 'CONNECTED', email: 'demo.business@example.com' });
    noToken(answer.raw);
    const again = await call('POST', '/admin/socials/google/access-token', { ...a1(), body: { code, state } });
    expect(again.status).toBe(400);
    const seen = await call('GET', '/admin/social/google/state', a1());
    expect(seen.body.data.state).toBe('CONNECTED');
    noToken(seen.raw);
    // Site 2 is not connected by site 1's connection.
    expect((await call('GET', '/admin/social/google/state', a2())).body.data.state).toBe('NOT_CONNECTED');
  });
});

describe('Google business: locations and their admins', () => {
  it('lists the locations and the admins with their roles', async () => {
    const locations = await call('GET', '/admin/socials/google/locations', a1());
    expect(locations.status, locations.raw).toBe(200);
    expect(locations.body.data.locations).toHaveLength(2);
    const admins = await call('GET', '/admin/socials/google/locations/10001/admins', a1());
    expect(admins.body.data.admins.map((a: { role: string }) => a.role)).toEqual(['PRIMARY_OWNER', 'MANAGER']);
    expect((await call('GET', '/admin/socials/google/locations/42/admins', a1())).body.message).toBe(
      'Location not found',
    );
  });

  it('invites with the role Manager or Owner only, with the message in both languages', async () => {
    const path = '/admin/socials/google/locations/10001/admins';
    const owner = await call('POST', path, { ...a1(), body: { email: 'x@example.com', role: 'PRIMARY_OWNER' } });
    expect(owner.status).toBe(400);
    expect(owner.body.data.errors).toEqual({ role: ['The role must be Manager or Owner'] });
    const french = await call('POST', path, { ...as(() => admin1, 1, 'fr_FR'), body: { email: 'nope' } });
    expect(french.body.data.errors).toEqual({
      email: ['Saisissez une adresse e-mail valide'],
      role: ['Le rôle doit être Gestionnaire ou Propriétaire'],
    });
  });

  it('invites an Owner, refuses the same address twice, removes the admin', async () => {
    const path = '/admin/socials/google/locations/10002/admins';
    const invited = await call('POST', path, { ...a1(), body: { email: 'Sommelier@Example.com', role: 'OWNER' } });
    expect(invited.status, invited.raw).toBe(200);
    expect(invited.body.data).toMatchObject({ email: 'sommelier@example.com', role: 'OWNER', pending: true });
    const twice = await call('POST', path, { ...a1(), body: { email: 'sommelier@example.com', role: 'MANAGER' } });
    expect(twice.status).toBe(409);
    const removed = await call('DELETE', `${path}/${invited.body.data.id}`, a1());
    expect(removed.body.message).toBe('Admin removed');
    const left = await call('GET', path, a1());
    expect(left.body.data.admins.map((a: { email: string }) => a.email)).not.toContain('sommelier@example.com');
    expect((await call('DELETE', `${path}/999`, a1())).status).toBe(404);
  });

  it('keeps another site out of the connection', async () => {
    expect((await call('GET', '/admin/socials/google/locations', a2())).status).toBe(409);
    expect((await call('GET', '/admin/socials/google/locations', { token: admin2, idSite: 1 })).status).toBe(403);
  });

  it('disconnects: the site is NOT_CONNECTED again', async () => {
    const answer = await call('POST', '/admin/socials/google/revoke-access-token', { ...a1(), body: {} });
    expect(answer.body.data.state).toBe('NOT_CONNECTED');
    expect((await call('GET', '/admin/socials/google/locations', a1())).status).toBe(409);
  });
});

describe('review locations and the review mail', () => {
  const path = '/admin/socials/google/review-locations';
  const placeId = `ChIJ${Date.now().toString(36)}_review`;

  it('refuses a review mail sent after 0 days, with the spec’s message in both languages', async () => {
    const mail = '/admin/socials/google/review-mail';
    const english = await call('PUT', mail, { ...a1(), body: { days: 0 } });
    expect(english.status).toBe(400);
    expect(english.body.data.errors).toEqual({ days: ['Number of days for review mail greater than 0'] });
    const french = await call('PUT', mail, { ...as(() => admin1, 1, 'fr_FR'), body: { days: -2 } });
    expect(french.body.data.errors).toEqual({
      days: ['Le nombre de jours avant le mail d’avis doit être supérieur à 0'],
    });
    expect((await call('PUT', mail, { ...a1(), body: { days: 10 } })).body.data).toEqual({ reviewMailDays: 10 });
    expect((await call('GET', path, a1())).body.data.reviewMailDays).toBe(10);
    expect((await call('GET', path, a2())).body.data.reviewMailDays).not.toBe(10);
  });

  it('needs a name and a place id', async () => {
    const answer = await call('POST', path, { ...a1(), body: {} });
    expect(answer.body.data.errors).toEqual({ name: ['Name is required'], placeId: ['Place ID is required'] });
  });

  it('adds, lists and deletes a review location; another site neither sees nor deletes it', async () => {
    const added = await call('POST', path, { ...a1(), body: { name: 'Caveau', placeId } });
    expect(added.status, added.raw).toBe(200);
    expect(added.body.data.reviewUrl).toContain(placeId);
    const id = added.body.data.id as number;
    expect((await call('POST', path, { ...a1(), body: { name: 'Again', placeId } })).status).toBe(409);
    const listed = await call('GET', path, a1());
    expect(listed.body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    const other = await call('GET', path, a2());
    expect(other.body.data.list.map((r: { placeId: string }) => r.placeId)).not.toContain(placeId);
    expect((await call('DELETE', `${path}/${id}`, a2())).status).toBe(404);
    expect((await call('DELETE', `${path}/${id}`, a1())).body.message).toBe('Review location deleted');
    expect((await call('GET', path, a1())).body.data.list.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});

describe('the professional network (LinkedIn)', () => {
  it('says the spec’s message when LinkedIn refuses the code, the state being right', async () => {
    const { state } = (await consent('/admin/socials/linkedin/generate-state')).body;
    const answer = await call('POST', '/admin/socials/linkedin/access-token', {
      ...a1(),
      body: { code: 'not-a-code', state },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Your linkedin account could not be linked, please retry or contact an administrator',
    );
  });

  it('refuses Google’s state for LinkedIn and another site’s state', async () => {
    const google = await consent('/admin/socials/google/auth-url');
    const answer = await call('POST', '/admin/socials/linkedin/access-token', { ...a1(), body: google.body });
    expect(answer.body.message).toBe('This connection link has expired or was not started here, please retry');
    expect(answer.status).toBe(400);
    const site2 = await consent('/admin/socials/linkedin/generate-state', a2());
    const crossSite = await call('POST', '/admin/socials/linkedin/access-token', { ...a1(), body: site2.body });
    expect(crossSite.body.message).toBe('This connection link has expired or was not started here, please retry');
  });

  it('links, shows the profile without its token, and unlinks', async () => {
    const before = await call('GET', '/admin/socials/linkedin/profile', a1());
    expect(before.body.data).toMatchObject({ state: 'NOT_CONNECTED', profile: null, adapter: 'local' });
    const { body, url } = await consent(
      '/admin/socials/linkedin/generate-state',
      as(() => admin1, 1, 'fr_FR'),
    );
    expect(url.pathname).toBe('/settings/setupLinkedin');
    const { code, state } = body;
    const linked = await call('POST', '/admin/socials/linkedin/access-token', { ...a1(), body: { code, state } });
    expect(linked.status, linked.raw).toBe(200);
    expect(linked.body.data.state).toBe('CONNECTED');
    expect(linked.body.data.profile.name).toContain('Camille');
    noToken(linked.raw);
    const profile = await call('GET', '/admin/socials/linkedin/profile', a1());
    expect(profile.body.data.profile.email).toBe('camille@example.com');
    noToken(profile.raw);
    expect((await call('GET', '/admin/socials/linkedin/profile', a2())).body.data.state).toBe('NOT_CONNECTED');
    const unlinked = await call('DELETE', '/admin/socials/linkedin/access-token', a1());
    expect(unlinked.body.data).toMatchObject({ state: 'NOT_CONNECTED', profile: null });
  });
});

describe('Facebook pages', () => {
  it('needs the user access token', async () => {
    const answer = await call('POST', '/admin/socials/load-facebook-pages', { ...a1(), body: {} });
    expect(answer.body.data.errors).toEqual({ accessToken: ['The Facebook access token is required'] });
  });

  it('loads the pages the token manages, not publishing, with no token in the answer', async () => {
    const loaded = await call('POST', '/admin/socials/load-facebook-pages', { ...a1(), body: { accessToken: 'u' } });
    expect(loaded.status, loaded.raw).toBe(200);
    expect(loaded.body.data.adapter).toBe('local');
    expect(loaded.body.data.pages).toHaveLength(2);
    expect(loaded.body.data.pages.every((p: { active: boolean }) => !p.active)).toBe(true);
    noToken(loaded.raw);
    // Loading again refreshes the same pages, it does not add them twice.
    const again = await call('POST', '/admin/socials/load-facebook-pages', { ...a1(), body: { accessToken: 'u' } });
    expect(again.body.data.pages).toHaveLength(2);
  });

  it('turns publishing on for a page, removes one; another site can do neither', async () => {
    const pages = (await call('GET', '/admin/socials/facebook-pages', a1())).body.data.pages as Array<{ id: number }>;
    const [first, second] = pages;
    const path = (id: number) => `/admin/socials/facebook-pages/${id}`;
    expect((await call('PUT', path(first!.id), { ...a2(), body: { active: true } })).status).toBe(404);
    expect((await call('DELETE', path(first!.id), a2())).status).toBe(404);
    const updated = await call('PUT', path(first!.id), { ...a1(), body: { active: true } });
    expect(updated.body.data.active).toBe(true);
    noToken(updated.raw);
    expect((await call('DELETE', path(second!.id), a1())).body.message).toBe('Facebook page removed');
    const left = (await call('GET', '/admin/socials/facebook-pages', a1())).body.data.pages;
    expect(left.map((p: { id: number }) => p.id)).toEqual([first!.id]);
    expect((await call('GET', '/admin/socials/facebook-pages', a2())).body.data.pages).toEqual([]);
  });
});
