import { authService } from '../../services/auth-service.ts';
import { notImplemented, type GroupHandlers } from '../types.ts';

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
  // Shop customers arrive with the checkout issue (customer accounts).
  passwordResetAsk: notImplemented,
  register: notImplemented,
  login: notImplemented,
};
