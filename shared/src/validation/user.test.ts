import { describe, expect, it } from 'vitest';
import { userAddSchema, userUpdateSchema } from './user.ts';

const valid = {
  firstname: 'Léa',
  lastname: 'Roux',
  email: ' Lea.Roux@Example.com ',
  role: 'ADMIN',
  password: 'secret',
  confirmPassword: 'secret',
};
const errorsOf = (result: ReturnType<typeof userAddSchema.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('User rules', () => {
  it('accepts a complete user and normalises the e-mail', () => {
    const result = userAddSchema.parse(valid);
    expect(result.email).toBe('lea.roux@example.com');
    expect(result.birthdate).toBeNull();
  });

  it('reports every broken rule at once, each on its field', () => {
    expect(errorsOf(userAddSchema.safeParse({ phone: '123', birthdate: '2020-13-01' }))).toEqual({
      firstname: 'user.firstnameRequired',
      lastname: 'user.lastnameRequired',
      phone: 'user.invalidPhone',
      email: 'user.emailRequired',
      role: 'user.roleRequired',
      password: 'user.passwordRequired',
      birthdate: 'user.invalidDate',
    });
  });

  it('needs a password of 6 characters confirmed on add, but not on update', () => {
    expect(errorsOf(userAddSchema.safeParse({ ...valid, password: 'abcde', confirmPassword: 'abcde' }))).toEqual({
      password: 'user.passwordTooShort',
    });
    expect(errorsOf(userAddSchema.safeParse({ ...valid, confirmPassword: 'secreT' }))).toEqual({
      confirmPassword: 'user.passwordDiffers',
    });
    const { password: _p, confirmPassword: _c, ...noPassword } = valid;
    expect(userUpdateSchema.safeParse(noPassword).success).toBe(true);
    expect(errorsOf(userUpdateSchema.safeParse({ ...noPassword, password: 'abc' }))).toEqual({
      password: 'user.passwordTooShort',
      confirmPassword: 'user.passwordDiffers',
    });
  });

  it('checks the birth date from its parts or as dd/mm/yyyy, and the age of 18', () => {
    const year = new Date().getUTCFullYear();
    expect(userAddSchema.parse({ ...valid, dayBirth: 29, monthBirth: 2, yearBirth: 2000 }).birthdate).toBe(
      '2000-02-29',
    );
    expect(errorsOf(userAddSchema.safeParse({ ...valid, dayBirth: 29, monthBirth: 2, yearBirth: 2001 }))).toEqual({
      birthdate: 'user.invalidDate',
    });
    expect(errorsOf(userAddSchema.safeParse({ ...valid, birthdate: `01/01/${year - 17}` }))).toEqual({
      birthdate: 'user.tooYoung',
    });
    expect(userAddSchema.parse({ ...valid, birthdate: `01/01/${year - 19}` }).birthdate).toBe(`${year - 19}-01-01`);
  });

  it('refuses a role that is not ADMIN or SUPER_ADMIN, and an unknown field', () => {
    expect(errorsOf(userAddSchema.safeParse({ ...valid, role: 'OWNER' }))).toEqual({ role: 'validation.invalidValue' });
    const result = userAddSchema.safeParse({ ...valid, idSite: 2 });
    expect(result.success).toBe(false);
  });
});
