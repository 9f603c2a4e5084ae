import { authService } from '../../services/auth-service.ts';
import { customerService } from '../../services/customer-service.ts';
import type { GroupHandlers } from '../types.ts';

export const authHandlers: GroupHandlers<'auth'> = {
  adminLogin: async ({ body }) => ({ message: 'auth.loggedIn', data: await authService.staffLogin(body.email, body.password) }),
  logged: async () => ({ data: { logged: true } }),
  adminPasswordResetAsk: async ({ body, lang }) => {
    await authService.askStaffReset(body.email, lang);
    return { message: 'auth.resetAsked', data: null };
  },
  passwordReset: async ({ body }) => {
    await authService.reset(body.token, body.password);
    return { message: 'auth.resetDone', data: null };
  },
  // Shop customers of the idSite site (docs/checkout.md "Customers").
  passwordResetAsk: async ({ site, body, lang }) => {
    await customerService.askReset(site, body.email, lang);
    return { message: 'auth.resetAsked', data: null };
  },
  register: async ({ site, body }) => ({ status: 201, message: 'customer.registered', data: await customerService.register(site, body) }),
  login: async ({ site, body }) => ({ message: 'auth.loggedIn', data: await customerService.login(site, body.email, body.password) }),
};
