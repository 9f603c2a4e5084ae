import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../carriers/fixtures/replay.ts';
import { facebookHttp } from './facebook-http.ts';
import { googleBusinessHttp } from './google-business-http.ts';
import { linkedinHttp } from './linkedin-http.ts';
import { SocialLinkRefused, SocialTokenExpired, SocialUnavailable } from './social-networks.ts';

/**
 * The real adapters against answers shaped like the providers' references (Google Business Profile and OAuth 2.0,
 * Sign In with LinkedIn using OpenID Connect, Facebook Graph `me/accounts`): no network. What we send is pinned, how
 * we read the answers checked, and their failures typed.
 */
const here = dirname(fileURLToPath(import.meta.url));
const json = (file: string, status = 200) => ({
  body: readFileSync(join(here, 'fixtures', file), 'utf8'),
  status,
  contentType: 'application/json',
});
const client = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'shh-secret', timeoutMs: 5000 };
const redirectUri = 'https://admin.example.com/google/myBusiness';

describe('the Google adapter, against recorded answers', () => {
  it('sends the admin to Google’s consent with offline access, the business scope and the state', () => {
    const url = new URL(googleBusinessHttp(client).consentUrl({ state: 'st-1', redirectUri }));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: client.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/business.manage openid email',
      access_type: 'offline',
      prompt: 'consent',
      state: 'st-1',
    });
  });

  it('exchanges the code with the client’s secret in the form, then reads the account’s e-mail', async () => {
    const { fetch, sent } = replay(json('google-token.json'), json('google-userinfo.json'));
    const tokens = await googleBusinessHttp({ ...client, fetch }).exchange('4/0code', redirectUri);
    expect(tokens).toMatchObject({
      accessToken: 'ya29.a0AfB_byC-sample-access-token',
      refreshToken: '1//09sample-refresh-token',
      email: 'domaine.lilas@gmail.com',
    });
    expect(Date.parse(tokens.expiresAt!)).toBeGreaterThan(Date.now() + 3500_000);
    expect(sent[0]).toMatchObject({ url: 'https://oauth2.googleapis.com/token', method: 'POST' });
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.body))).toEqual({
      client_id: client.clientId,
      client_secret: 'shh-secret',
      code: '4/0code',
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
    });
    expect(sent[1]?.headers.authorization).toBe('Bearer ya29.a0AfB_byC-sample-access-token');
  });

  it('says a refused code is refused (invalid_grant, 400)', async () => {
    const { fetch } = replay(json('google-token-invalid-grant.json', 400));
    await expect(googleBusinessHttp({ ...client, fetch }).exchange('used', redirectUri)).rejects.toBeInstanceOf(
      SocialLinkRefused,
    );
  });

  it('renews a token and keeps the refresh token Google does not repeat', async () => {
    const { body } = json('google-token.json');
    const { refresh_token: _dropped, ...renewed } = JSON.parse(body) as Record<string, unknown>;
    const { fetch, sent } = replay({ body: JSON.stringify(renewed), contentType: 'application/json' });
    const tokens = await googleBusinessHttp({ ...client, fetch }).refresh('1//keep');
    expect(tokens.refreshToken).toBe('1//keep');
    expect(new URLSearchParams(sent[0]!.body).get('grant_type')).toBe('refresh_token');
  });

  it('lists the locations of every account with their address and place id', async () => {
    const { fetch, sent } = replay(json('google-accounts.json'), json('google-locations.json'));
    const locations = await googleBusinessHttp({ ...client, fetch }).locations('tok');
    expect(locations).toEqual([
      {
        id: '4821097653310981234',
        name: 'Domaine des Lilas - Caveau',
        address: '12 route des Châteaux, 33250 Pauillac',
        placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
      },
      { id: '9930012875512340011', name: 'Domaine des Lilas - Chai', address: '', placeId: null },
    ]);
    expect(sent.map((r) => r.url.split('?')[0])).toEqual([
      'https://mybusinessaccountmanagement.googleapis.com/v1/accounts',
      'https://mybusinessbusinessinformation.googleapis.com/v1/accounts/117284536229048923121/locations',
    ]);
    expect(new URL(sent[1]!.url).searchParams.get('readMask')).toBe('name,title,storefrontAddress,metadata');
  });

  it('reads a location’s admins, invites one with its role and removes one by id', async () => {
    const { fetch, sent } = replay(json('google-admins.json'), json('google-admin-created.json'), { body: '{}' });
    const google = googleBusinessHttp({ ...client, fetch });
    expect(await google.admins('tok', '4821097653310981234')).toEqual([
      { id: '104457893351823476512', email: 'domaine.lilas@gmail.com', role: 'PRIMARY_OWNER', pending: false },
      { id: '112233445566778899001', email: 'caviste@example.com', role: 'MANAGER', pending: false },
    ]);
    expect(
      await google.invite('tok', '4821097653310981234', { email: 'new.manager@example.com', role: 'MANAGER' }),
    ).toEqual({ id: '120000000000000000042', email: 'new.manager@example.com', role: 'MANAGER', pending: true });
    await google.remove('tok', '4821097653310981234', '112233445566778899001');
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://mybusinessaccountmanagement.googleapis.com/v1/locations/4821097653310981234/admins',
      'POST https://mybusinessaccountmanagement.googleapis.com/v1/locations/4821097653310981234/admins',
      'DELETE https://mybusinessaccountmanagement.googleapis.com/v1/locations/4821097653310981234/admins/' +
        '112233445566778899001',
    ]);
    expect(JSON.parse(sent[1]!.body!)).toEqual({ admin: 'new.manager@example.com', role: 'MANAGER' });
  });

  it('says a dead token is dead (401) and a silent Google is unavailable', async () => {
    const { fetch } = replay({ status: 401, body: '{}' }, new TypeError('fetch failed'));
    const google = googleBusinessHttp({ ...client, fetch });
    await expect(google.locations('old')).rejects.toBeInstanceOf(SocialTokenExpired);
    await expect(google.locations('old')).rejects.toBeInstanceOf(SocialUnavailable);
  });
});

describe('the LinkedIn adapter, against recorded answers', () => {
  const linkedin = (fetch?: ReturnType<typeof replay>['fetch']) =>
    linkedinHttp({ clientId: '86abc', clientSecret: 'li-secret', timeoutMs: 5000, fetch });

  it('asks for the OpenID profile and the right to share, with the state', () => {
    const url = new URL(linkedin().consentUrl({ state: 'st-2', redirectUri }));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(url.searchParams.get('scope')).toBe('openid profile email w_member_social');
    expect(url.searchParams.get('state')).toBe('st-2');
  });

  it('exchanges the code, then reads the member’s name, e-mail and picture', async () => {
    const { fetch, sent } = replay(json('linkedin-token.json'), json('linkedin-userinfo.json'));
    const network = linkedin(fetch);
    const tokens = await network.exchange('AQcode', redirectUri);
    expect(tokens.accessToken).toBe('AQXdSP_W41_UPs5ioT_t8HESyODB4FqbkJ8LrV_5mff4gPODzOYR');
    expect(Date.parse(tokens.expiresAt!)).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(await network.profile(tokens.accessToken)).toEqual({
      id: '782bbtaQ',
      name: 'Camille Vigneron',
      email: 'camille.vigneron@example.com',
      pictureUrl: 'https://media.licdn.com/dms/image/sample/profile.jpg',
    });
    expect(sent[0]?.url).toBe('https://www.linkedin.com/oauth/v2/accessToken');
    expect(new URLSearchParams(sent[0]!.body).get('client_secret')).toBe('li-secret');
    expect(sent[1]).toMatchObject({ url: 'https://api.linkedin.com/v2/userinfo', method: 'GET' });
  });

  it('says a code LinkedIn does not know is refused', async () => {
    const { fetch } = replay(json('linkedin-token-refused.json', 400));
    await expect(linkedin(fetch).exchange('old', redirectUri)).rejects.toBeInstanceOf(SocialLinkRefused);
  });
});

describe('the Facebook adapter, against recorded answers', () => {
  it('lists the pages a user token manages, with their own tokens, the user token in a header', async () => {
    const { fetch, sent } = replay(json('facebook-accounts.json'));
    const pages = await facebookHttp({ timeoutMs: 5000, fetch }).pages('EAAuser');
    expect(pages).toEqual([
      {
        pageId: '104852367890123',
        name: 'Domaine des Lilas',
        category: 'Winery/Vineyard',
        pictureUrl: 'https://scontent.xx.fbcdn.net/v/sample1.jpg',
        accessToken: 'EAAGm0PX4ZCpsBAPage1SampleToken',
      },
      {
        pageId: '109283746501928',
        name: 'La Cave des Lilas',
        category: 'Wine, Beer & Spirits Store',
        pictureUrl: null,
        accessToken: 'EAAGm0PX4ZCpsBAPage2SampleToken',
      },
    ]);
    expect(sent[0]!.url.startsWith('https://graph.facebook.com/v21.0/me/accounts?')).toBe(true);
    expect(sent[0]!.url).not.toContain('EAAuser');
    expect(sent[0]!.headers.authorization).toBe('Bearer EAAuser');
  });

  it('says an expired user token is refused (OAuthException, 400)', async () => {
    const { fetch } = replay(json('facebook-expired.json', 400));
    await expect(facebookHttp({ timeoutMs: 5000, fetch }).pages('old')).rejects.toBeInstanceOf(SocialLinkRefused);
  });
});
