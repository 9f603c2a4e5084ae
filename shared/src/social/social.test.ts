import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages.ts';
import {
  facebookPagesLoadSchema,
  locationAdminInviteSchema,
  locationAdminIssues,
  oauthCodeSchema,
  reviewLocationInputSchema,
  reviewLocationIssues,
  reviewMailInputSchema,
  reviewMailIssues,
} from './social.ts';

/** The social rules (spec 1 §5, §6), with their exact messages in both languages. */
const said = (key: keyof typeof messages) => messages[key];
const firstIssue = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the review mail', () => {
  it('refuses 0 days, a negative or a broken number with the spec’s message', () => {
    for (const days of [0, -3, 1.5, 'abc', ''] as const) expect(reviewMailIssues(days)).toBe('social.reviewMailDays');
    expect(said('social.reviewMailDays')).toEqual({
      en_US: 'Number of days for review mail greater than 0',
      fr_FR: 'Le nombre de jours avant le mail d’avis doit être supérieur à 0',
    });
  });

  it('takes a number of days (typed as text too), and null turns the mail off', () => {
    expect(reviewMailIssues(7)).toBeNull();
    expect(reviewMailInputSchema.parse({ days: '14' })).toEqual({ days: 14 });
    expect(reviewMailInputSchema.parse({ days: null })).toEqual({ days: null });
    expect(firstIssue(reviewMailInputSchema.safeParse({ days: 0 }))).toEqual([['days', 'social.reviewMailDays']]);
    expect(firstIssue(reviewMailInputSchema.safeParse({ days: 400 }))).toEqual([
      ['days', 'social.reviewMailDaysTooMany'],
    ]);
  });
});

describe('location admin invitations', () => {
  it('invite with the role Manager or Owner only', () => {
    expect(locationAdminIssues({ email: 'a@example.com', role: 'MANAGER' })).toEqual({});
    expect(locationAdminIssues({ email: 'a@example.com', role: 'OWNER' })).toEqual({});
    expect(locationAdminIssues({ email: 'a@example.com', role: 'PRIMARY_OWNER' })).toEqual({
      role: 'social.adminRoleInvalid',
    });
    expect(locationAdminIssues({ email: 'a@example.com' })).toEqual({ role: 'social.adminRoleInvalid' });
    expect(said('social.adminRoleInvalid').en_US).toBe('The role must be Manager or Owner');
  });

  it('need an e-mail address, kept in lower case', () => {
    expect(locationAdminIssues({ email: 'nope', role: 'MANAGER' })).toEqual({ email: 'social.adminEmailInvalid' });
    expect(locationAdminInviteSchema.parse({ email: ' A@Example.com ', role: 'OWNER' })).toEqual({
      email: 'a@example.com',
      role: 'OWNER',
    });
  });
});

describe('review locations', () => {
  it('need a name and a Google place id', () => {
    expect(reviewLocationIssues({})).toEqual({
      name: 'social.reviewLocationNameRequired',
      placeId: 'social.placeIdRequired',
    });
    expect(reviewLocationIssues({ name: 'Caveau', placeId: 'not a place' })).toEqual({
      placeId: 'social.placeIdInvalid',
    });
    expect(reviewLocationInputSchema.parse({ name: ' Caveau ', placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })).toEqual({
      name: 'Caveau',
      placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
    });
  });
});

describe('OAuth answers and Facebook tokens', () => {
  it('need the code and the state', () => {
    expect(firstIssue(oauthCodeSchema.safeParse({ code: '', state: '' }))).toEqual([
      ['code', 'social.codeRequired'],
      ['state', 'social.invalidState'],
    ]);
    expect(firstIssue(facebookPagesLoadSchema.safeParse({ accessToken: ' ' }))).toEqual([
      ['accessToken', 'social.facebookTokenRequired'],
    ]);
  });

  it('say the spec’s messages for a failed LinkedIn link, a reconnection and a page link', () => {
    expect(said('social.linkedinLinkFailed').en_US).toBe(
      'Your linkedin account could not be linked, please retry or contact an administrator',
    );
    expect(said('social.linkedinReconnect').en_US).toBe('You need to reconnect your Linkedin Account to continue.');
    expect(said('social.facebookLinkFailed').en_US).toBe('An error occured while linking page');
  });
});
