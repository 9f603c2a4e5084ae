import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { staffUserBody } from './staff-user.ts';

const { logins } = inject('fixtures');
let admin1: string;
let superAdmin: string;

const validUser = staffUserBody;

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@example.com`;

async function usersOf(site: number, query = '?nbItem=100') {
  const answer = await call('GET', `/admin/user${query}`, { token: superAdmin, idSite: site });
  expect(answer.status).toBe(200);
  return answer.body.data as {
    users: { id: number; email: string; firstname: string; valid: boolean; role: string }[];
    total: number;
  };
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
});

describe('listing the users of a site', () => {
  it('answers the envelope with the users of site 1 to its admin', async () => {
    const answer = await call('GET', '/admin/user', { token: admin1, idSite: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const emails = answer.body.data.users.map((u: { email: string }) => u.email);
    expect(emails).toContain(logins.admin1.email);
    expect(emails).not.toContain(logins.admin2.email);
    expect(answer.body.data.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(answer.body)).not.toContain('password');
  });

  it('answers 401 in the envelope without a token', async () => {
    const answer = await call('GET', '/admin/user', { idSite: 1 });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, message: 'You have been disconnected' });
  });

  it('pages, filters and sorts with the list query', async () => {
    const tag = `filter${Date.now()}`;
    for (const name of ['Zoé', 'Anne', 'Marc']) {
      const created = await call('POST', '/admin/user', {
        token: admin1,
        idSite: 1,
        body: { ...validUser(uniqueEmail(tag)), firstname: name, lastname: tag },
      });
      expect(created.status).toBe(201);
    }
    const firstPage = await call('GET', `/admin/user?lastname=${tag}&orderBy=firstname&nbItem=2&page=1`, {
      token: admin1,
      idSite: 1,
    });
    expect(firstPage.body.data.total).toBe(3);
    expect(firstPage.body.data.users.map((u: { firstname: string }) => u.firstname)).toEqual(['Anne', 'Marc']);
    const secondPage = await call('GET', `/admin/user?lastname=${tag}&orderBy=firstname&nbItem=2&page=2`, {
      token: admin1,
      idSite: 1,
    });
    expect(secondPage.body.data.users.map((u: { firstname: string }) => u.firstname)).toEqual(['Zoé']);
    const like = await call(
      'GET',
      `/admin/user?lastname=lk:${tag.slice(0, -3)}&firstname=lk:ar&orderBy=firstname:desc`,
      { token: admin1, idSite: 1 },
    );
    expect(like.body.data.users.map((u: { firstname: string }) => u.firstname)).toEqual(['Marc']);
  });

  it('refuses an unknown list parameter instead of ignoring it', async () => {
    const answer = await call('GET', '/admin/user?idSite=2', { token: admin1, idSite: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({ idSite: ['Unknown field'] });
  });
});

describe('site isolation', () => {
  it("refuses the admin of site 1 reading site 2's users by the idSite header", async () => {
    const answer = await call('GET', '/admin/user', { token: admin1, idSite: 2 });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, message: 'You do not have access to this site' });
  });

  it('refuses the admin of site 1 creating a user in site 2 by the idSite header, and nothing is created', async () => {
    const before = await usersOf(2);
    const answer = await call('POST', '/admin/user', {
      token: admin1,
      idSite: 2,
      body: validUser(uniqueEmail('cross-header')),
    });
    expect(answer.status).toBe(403);
    expect((await usersOf(2)).total).toBe(before.total);
  });

  it('refuses the admin of site 1 changing, disabling or deleting a user of site 2 by id, and nothing changes', async () => {
    const target = logins.admin2.id;
    const before = (await usersOf(2)).users.find((u) => u.id === target);
    const update = await call('PUT', `/admin/user/${target}`, {
      token: admin1,
      idSite: 1,
      body: { ...validUser(logins.admin2.email), firstname: 'Pirate', password: undefined, confirmPassword: undefined },
    });
    const invalid = await call('PUT', `/admin/user/invalid/${target}`, { token: admin1, idSite: 1 });
    const remove = await call('DELETE', `/admin/user/${target}`, { token: admin1, idSite: 1 });
    for (const answer of [update, invalid, remove]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: 'User not found' });
    }
    const after = (await usersOf(2)).users.find((u) => u.id === target);
    expect(after).toEqual(before);
    expect(after?.valid).toBe(true);
    expect(await signIn(logins.admin2.email, logins.admin2.password)).toBeTruthy();
  });

  it('refuses an idSite field in a body instead of using it, and nothing is created', async () => {
    const before2 = await usersOf(2);
    const email = uniqueEmail('cross-body');
    const answer = await call('POST', '/admin/user', {
      token: admin1,
      idSite: 1,
      body: { ...validUser(email), idSite: 2 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.idSite).toEqual(['Unknown field']);
    expect((await usersOf(2)).total).toBe(before2.total);
    expect((await usersOf(1)).users.some((u) => u.email === email)).toBe(false);
  });

  it("lets a SUPER_ADMIN read and change site 2's users", async () => {
    const list = await usersOf(2);
    expect(list.users.map((u) => u.email)).toContain(logins.admin2.email);
    const email = uniqueEmail('by-super');
    const created = await call('POST', '/admin/user', { token: superAdmin, idSite: 2, body: validUser(email) });
    expect(created.status).toBe(201);
    const renamed = await call('PUT', `/admin/user/${created.body.data.id}`, {
      token: superAdmin,
      idSite: 2,
      body: { ...validUser(email), firstname: 'Renée', password: undefined, confirmPassword: undefined },
    });
    expect(renamed.status).toBe(200);
    expect((await usersOf(2)).users.find((u) => u.id === created.body.data.id)?.firstname).toBe('Renée');
  });

  it('answers 404 for a site that does not exist, even to a SUPER_ADMIN', async () => {
    const answer = await call('GET', '/admin/user', { token: superAdmin, idSite: 999 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Site not found');
  });
});

describe('the User rules', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['firstname', { firstname: ' ' }, 'firstname', 'Firstname is required', 'Le prénom est obligatoire'],
    ['lastname', { lastname: undefined }, 'lastname', 'Lastname is required', 'Le nom est obligatoire'],
    ['phone', { phone: '06-12-34-56-78' }, 'phone', 'Invalid phone number', 'Numéro de téléphone invalide'],
    ['email missing', { email: '' }, 'email', 'E-mail is required', 'L’e-mail est obligatoire'],
    ['email form', { email: 'lea.roux@' }, 'email', 'Invalid e-mail format', 'Format d’e-mail invalide'],
    ['role', { role: undefined }, 'role', 'Role is required', 'Le rôle est obligatoire'],
    [
      'password missing',
      { password: undefined, confirmPassword: undefined },
      'password',
      'Password is required',
      'Le mot de passe est obligatoire',
    ],
    [
      'password short',
      { password: 'abc12', confirmPassword: 'abc12' },
      'password',
      'Password must be at least 6 characters long',
      'Le mot de passe doit contenir au moins 6 caractères',
    ],
    [
      'confirmation',
      { confirmPassword: 'other-pw' },
      'confirmPassword',
      'Password differs',
      'Les mots de passe sont différents',
    ],
    ['birth date', { birthdate: '30/02/1990' }, 'birthdate', 'Invalid date', 'Date invalide'],
    [
      'age',
      { birthdate: undefined, dayBirth: 1, monthBirth: 1, yearBirth: new Date().getFullYear() - 17 },
      'birthdate',
      'Person must be at least 18 years old',
      'La personne doit avoir au moins 18 ans',
    ],
  ];

  for (const [rule, change, field, english, french] of cases) {
    it(`gives "${english}" on ${field} (${rule}), and its French wording in fr_FR`, async () => {
      const body = { ...validUser(uniqueEmail('rule')), ...change };
      const en = await call('POST', '/admin/user', { token: admin1, idSite: 1, body, lang: 'en_US' });
      expect(en.status).toBe(400);
      expect(en.body.success).toBe(false);
      expect(en.body.data.errors).toEqual({ [field]: [english] });
      const fr = await call('POST', '/admin/user', { token: admin1, idSite: 1, body, lang: 'fr_FR' });
      expect(fr.body.data.errors).toEqual({ [field]: [french] });
      expect(fr.body.message).toBe('Certains champs sont invalides');
    });
  }

  it('accepts a phone of 5 groups of 2 digits separated by a dot, a space or nothing', async () => {
    for (const phone of ['0612345678', '06 12 34 56 78', '06.12.34.56.78']) {
      const answer = await call('POST', '/admin/user', {
        token: admin1,
        idSite: 1,
        body: { ...validUser(uniqueEmail('phone')), phone },
      });
      expect(answer.status, phone).toBe(201);
    }
  });

  it('refuses an e-mail that another user already has', async () => {
    const answer = await call('POST', '/admin/user', {
      token: admin1,
      idSite: 1,
      body: validUser(logins.admin2.email),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.data.errors).toEqual({ email: ['This e-mail is already used'] });
  });
});

describe('roles', () => {
  it('lets only a SUPER_ADMIN make a SUPER_ADMIN', async () => {
    const byAdmin = await call('POST', '/admin/user', {
      token: admin1,
      idSite: 1,
      body: { ...validUser(uniqueEmail('sa')), role: 'SUPER_ADMIN' },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.data.errors).toEqual({ role: ['Only a super administrator can manage a super administrator'] });

    const plain = await call('POST', '/admin/user', {
      token: admin1,
      idSite: 1,
      body: validUser(uniqueEmail('promote')),
    });
    const promote = await call('PUT', `/admin/user/${plain.body.data.id}`, {
      token: admin1,
      idSite: 1,
      body: {
        ...validUser(plain.body.data.email),
        role: 'SUPER_ADMIN',
        password: undefined,
        confirmPassword: undefined,
      },
    });
    expect(promote.status).toBe(403);

    const bySuper = await call('POST', '/admin/user', {
      token: superAdmin,
      idSite: 1,
      body: { ...validUser(uniqueEmail('sa-ok')), role: 'SUPER_ADMIN' },
    });
    expect(bySuper.status).toBe(201);
    expect(bySuper.body.data.role).toBe('SUPER_ADMIN');
  });
});

describe('valid and invalid users', () => {
  it('stops an invalid user from signing in and from using the token they had', async () => {
    const email = uniqueEmail('invalid');
    const created = await call('POST', '/admin/user', { token: admin1, idSite: 1, body: validUser(email) });
    const token = await signIn(email, 'secret-pw');
    expect((await call('GET', '/admin/user', { token, idSite: 1 })).status).toBe(200);

    const invalid = await call('PUT', `/admin/user/invalid/${created.body.data.id}`, { token: admin1, idSite: 1 });
    expect(invalid.status).toBe(200);
    expect(invalid.body.data.valid).toBe(false);
    // A disabled account answers exactly as a wrong password: nobody learns it exists.
    const login = await call('POST', '/admin/login', { body: { email, password: 'secret-pw' } });
    const wrong = await call('POST', '/admin/login', { body: { email, password: 'not-the-password' } });
    expect(login.status).toBe(401);
    expect(login.body).toEqual(wrong.body);
    expect((await call('GET', '/admin/user', { token, idSite: 1 })).status).toBe(401);

    await call('PUT', `/admin/user/valid/${created.body.data.id}`, { token: admin1, idSite: 1 });
    expect(await signIn(email, 'secret-pw')).toBeTruthy();
  });

  it('deletes a user, who then cannot sign in', async () => {
    const email = uniqueEmail('deleted');
    const created = await call('POST', '/admin/user', { token: admin1, idSite: 1, body: validUser(email) });
    const removed = await call('DELETE', `/admin/user/${created.body.data.id}`, { token: admin1, idSite: 1 });
    expect(removed.status).toBe(200);
    expect((await usersOf(1)).users.some((u) => u.email === email)).toBe(false);
    expect((await call('POST', '/admin/login', { body: { email, password: 'secret-pw' } })).status).toBe(401);
  });

  it('does not let an admin delete or disable their own account', async () => {
    expect((await call('DELETE', `/admin/user/${logins.admin1.id}`, { token: admin1, idSite: 1 })).status).toBe(403);
    expect((await call('PUT', `/admin/user/invalid/${logins.admin1.id}`, { token: admin1, idSite: 1 })).status).toBe(
      403,
    );
  });
});

describe('concurrency', () => {
  it('gives 20 concurrent creations 20 distinct ids', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/admin/user', { token: admin1, idSite: 1, body: validUser(uniqueEmail(`burst${i}`)) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.body.data.id));
    expect(ids.size).toBe(20);
  });
});
