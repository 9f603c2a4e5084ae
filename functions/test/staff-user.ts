/** The body of `POST /admin/user` for a valid new staff member (an ADMIN of the request's site), by e-mail. */
export const staffUserBody = (email: string) => ({
  firstname: 'Léa',
  lastname: 'Roux',
  email,
  phone: '06.12.34.56.78',
  role: 'ADMIN',
  password: 'secret-pw',
  confirmPassword: 'secret-pw',
  birthdate: '14/07/1990',
});
