import { describe, expect, it } from 'vitest';
import { localFacebook } from './facebook-local.ts';
import { localGoogleBusiness } from './google-business-local.ts';
import { localLinkedin } from './linkedin-local.ts';
import { SocialLinkRefused, SocialNotFound } from './social-networks.ts';

/** The local networks (the default): simulated consents and demo data, and they say they are local. */
describe('the local social networks', () => {
  const back = 'http://localhost:5173/google/myBusiness';

  it('simulate Google’s consent: its URL returns to the screen with a code and the same state', async () => {
    const google = localGoogleBusiness();
    expect(google.name).toBe('local');
    const url = new URL(google.consentUrl({ state: 'abc', redirectUri: back }));
    expect(url.origin + url.pathname).toBe(back);
    expect(url.searchParams.get('state')).toBe('abc');
    const tokens = await google.exchange(url.searchParams.get('code')!, back);
    expect(tokens.email).toBe('demo.business@example.com');
    await expect(google.exchange('forged', back)).rejects.toBeInstanceOf(SocialLinkRefused);
  });

  it('hold two demo locations whose admins are Owner and Manager, invited and removed in memory', async () => {
    const google = localGoogleBusiness();
    const { accessToken } = await google.exchange(
      new URL(google.consentUrl({ state: 's', redirectUri: back })).searchParams.get('code')!,
      back,
    );
    const locations = await google.locations(accessToken);
    expect(locations).toHaveLength(2);
    const id = locations[0]!.id;
    expect((await google.admins(accessToken, id)).map((a) => a.role)).toEqual(['PRIMARY_OWNER', 'MANAGER']);
    const invited = await google.invite(accessToken, id, { email: 'new@example.com', role: 'OWNER' });
    expect(invited).toMatchObject({ email: 'new@example.com', role: 'OWNER', pending: true });
    await google.remove(accessToken, id, invited.id);
    expect(await google.admins(accessToken, id)).toHaveLength(2);
    await expect(google.admins(accessToken, '1')).rejects.toBeInstanceOf(SocialNotFound);
  });

  it('link a demo LinkedIn member and list two demo Facebook pages', async () => {
    const linkedin = localLinkedin();
    const code = new URL(linkedin.consentUrl({ state: 's', redirectUri: back })).searchParams.get('code')!;
    const tokens = await linkedin.exchange(code, back);
    expect((await linkedin.profile(tokens.accessToken)).name).toContain('local demo');
    expect((await localFacebook().pages('any')).map((p) => p.name)).toEqual([
      'Domaine des Lilas (local demo)',
      'La Cave des Lilas (local demo)',
    ]);
  });
});
