import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { FormSave, FormView } from '@cellar/shared/content/form';
import { tastingBookingForm } from '@cellar/shared/content/form-test-form';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * Forms (issue 18; spec 1 §3 "Form", §5 loop and condition rules; spec 2 §7) through the local gateway: the rules with
 * their messages in English and French on their paths, nothing stored on refusal, the valid switch and what a visitor
 * reads, deletion, site isolation.
 */
const { logins } = inject('fixtures');
let admin1: string;
let admin2: string;
const run = Date.now().toString(36);

type Answer = { status: number; raw: string; body: { message: string; data: any } };
function errorsOf(answer: Answer): Record<string, string[]> {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

const formBody = (over: Partial<FormSave> = {}): FormSave => ({
  name: `Tasting booking ${run}`,
  ...tastingBookingForm(),
  ...over,
});

async function created(over: Partial<FormSave> = {}, site = 1, token = admin1): Promise<FormView> {
  const answer = await call('POST', '/admin/forms', { token, idSite: site, body: formBody(over) });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data as FormView;
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
});

describe('form rules, each with its message on its path', () => {
  const broken = (): FormSave => {
    const body = formBody({ name: ' ' });
    body.groups[1]!.loop = { key: '', name: 'Guests', type: null, minLoop: 0, maxLoop: 6, nbItem: 0, isActive: true };
    body.conditionGroups = [
      { key: 'dietary', name: 'Diet', isActive: true, match: 'ALL', conditions: [] },
      {
        key: 'other',
        name: 'Other',
        isActive: true,
        match: 'ANY',
        conditions: [{ field: null, sign: null, value: null }],
      },
    ];
    return body;
  };

  it('answers the loop and condition rules at once, in English, and stores nothing', async () => {
    const before = (await call('GET', '/admin/forms', { token: admin1, idSite: 1 })).body.data.list.length;
    const answer = await call('POST', '/admin/forms', { token: admin1, idSite: 1, body: broken() });
    expect(errorsOf(answer)).toEqual({
      name: ['Name is required'],
      'groups.1.loop.key': ['Loop key is required'],
      'groups.1.loop.type': ['Loop type is required'],
      'groups.1.loop.minLoop': ['The minimum must be greater than 0'],
      'groups.1.loop.nbItem': ['The number of repetitions must be greater than 0'],
      'conditionGroups.0.conditions': ['Add at least one condition'],
      'conditionGroups.1.conditions.0.field': ['The field of the condition is required'],
      'conditionGroups.1.conditions.0.sign': ['The comparison sign is required'],
    });
    expect((await call('GET', '/admin/forms', { token: admin1, idSite: 1 })).body.data.list.length).toBe(before);
  });

  it('says them in French on a French request', async () => {
    const body = formBody();
    body.groups[1]!.loop = { ...body.groups[1]!.loop!, minLoop: 6, maxLoop: 6, nbItem: 6 };
    const answer = await call('POST', '/admin/forms', { token: admin1, idSite: 1, body, lang: 'fr_FR' });
    expect(errorsOf(answer)).toEqual({ 'groups.1.loop.minLoop': ['Le minimum doit être inférieur au maximum'] });
  });

  it('refuses a key used twice in the form', async () => {
    const body = formBody();
    body.groups[1]!.rows[0]!.inputs[0]!.key = 'email';
    const answer = await call('POST', '/admin/forms', { token: admin1, idSite: 1, body });
    expect(errorsOf(answer)).toEqual({ 'groups.1.rows.0.inputs.0.key': ['This key is already used in the form'] });
  });
});

describe('forms for the admin and for visitors', () => {
  it('creates a valid form, lists it with its number of inputs and reads it back whole', async () => {
    const form = await created();
    expect(form.valid).toBe(true);
    const list = await call('GET', '/admin/forms', { token: admin1, idSite: 1 });
    expect(list.body.data.list).toContainEqual(
      expect.objectContaining({ id: form.id, name: `Tasting booking ${run}`, valid: true, inputCount: 11 }),
    );
    const one = await call('GET', `/admin/forms/${form.id}`, { token: admin1, idSite: 1 });
    expect(one.body.data).toMatchObject({ groups: tastingBookingForm().groups });
  });

  it('saves a new content over the old one', async () => {
    const form = await created();
    const body = formBody({ name: `Renamed ${run}`, groups: tastingBookingForm().groups.slice(0, 1) });
    const answer = await call('PUT', `/admin/forms/${form.id}/content`, { token: admin1, idSite: 1, body });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Form saved');
    expect(answer.body.data).toMatchObject({ name: `Renamed ${run}`, groups: [{ id: 'contact' }] });
  });

  it('shows a visitor a valid form only', async () => {
    const form = await created();
    const shown = await call('GET', `/forms/${form.id}`, { idSite: 1 });
    expect(shown.status, shown.raw).toBe(200);
    expect(shown.body.data).toMatchObject({ id: form.id, name: form.name, conditionGroups: [{ key: 'dietary' }] });
    expect(shown.body.data).not.toHaveProperty('valid');
    const off = await call('PUT', `/admin/forms/valid/${form.id}`, {
      token: admin1,
      idSite: 1,
      body: { valid: false },
    });
    expect(off.body.data.valid).toBe(false);
    expect((await call('GET', `/forms/${form.id}`, { idSite: 1 })).status).toBe(404);
  });

  it('deletes a form: it is then found nowhere', async () => {
    const form = await created();
    const answer = await call('DELETE', `/admin/forms/${form.id}`, { token: admin1, idSite: 1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Form deleted');
    expect((await call('GET', `/admin/forms/${form.id}`, { token: admin1, idSite: 1 })).status).toBe(404);
    expect((await call('GET', `/forms/${form.id}`, { idSite: 1 })).status).toBe(404);
  });
});

describe('forms of another site', () => {
  it('refuses another site’s admin and shows nothing of site 1 on site 2', async () => {
    const form = await created();
    expect((await call('GET', '/admin/forms', { token: admin2, idSite: 1 })).status).toBe(403);
    // Ids count per site: site 2 may have a form of that number, never this one.
    const there = await call('GET', `/admin/forms/${form.id}`, { token: admin2, idSite: 2 });
    expect(there.status === 404 || there.body.data.name !== form.name).toBe(true);
    const shown = await call('GET', `/forms/${form.id}`, { idSite: 2 });
    expect(shown.status === 404 || shown.body.data.name !== form.name).toBe(true);
    const list = await call('GET', '/admin/forms', { token: admin2, idSite: 2 });
    expect((list.body.data.list as FormView[]).some((one) => one.name.endsWith(run))).toBe(false);
  });

  it('refuses the admin calls without a token', async () => {
    expect((await call('GET', '/admin/forms', { idSite: 1 })).status).toBe(401);
  });
});
