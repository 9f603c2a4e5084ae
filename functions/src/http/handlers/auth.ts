import { authService } from '../../services/auth/auth-service.ts';
import { customerService } from '../../services/users/customer-service.ts';
import type { GroupHandlers } from '../types.ts';

export const authHandlers: GroupHandlers<'auth'> = {
  adminLogin: async ({ body, clientAddress }) => ({
    message: 'auth.loggedIn',
    data: await authService.staffLogin(body.email, body.password, clientAddress),
  }),
  logged: async () => ({ data: { logged: true } }),
  adminPasswordResetAsk: async ({ body, lang, clientAddress }) => {
    await authService.askStaffReset(body.email, lang, clientAddress);
    return { message: 'auth.resetAsked', data: null };
  },
  passwordReset: async ({ body }) => {
    await authService.reset(body.token, body.password);
    return { message: 'auth.resetDone', data: null };
  },
  // Shop customers of the idSite site (docs/checkout.md "Customers").
  passwordResetAsk: async ({ site, body, lang, clientAddress }) => {
    await customerService.askReset(site, body.email, lang, clientAddress);
    return { message: 'auth.resetAsked', data: null };
  },
  register: async ({ site, body, clientAddress, lang }) => ({
    status: 201,
    message: 'customer.registered',
    data: await customerService.register(site, body, clientAddress, lang),
  }),
  login: async ({ site, body, clientAddress }) => ({
    message: 'auth.loggedIn',
    data: await customerService.login(site, body.email, body.password, clientAddress),
  }),
};
