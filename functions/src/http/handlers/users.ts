import { customerService } from '../../services/users/customer-service.ts';
import { toView, userService } from '../../services/users/user-service.ts';
import type { GroupHandlers } from '../types.ts';

export const usersHandlers: GroupHandlers<'users'> = {
  me: async ({ principal }) => {
    // A shop customer: its profile on its own site (the pipeline checked idSite against its token).
    if (principal.kind === 'customer') return { data: await customerService.profile(principal) };
    const { email, firstname, lastname, role, id } = toView(principal.user);
    return { data: { id, email, firstname, lastname, role } };
  },
  customerUpdate: async ({ principal, site, body }) => ({
    message: 'customer.updated',
    data: await customerService.update(principal, site, body),
  }),
  customerPassword: async ({ principal, site, body }) => {
    await customerService.changePassword(principal, site, body);
    return { message: 'customer.passwordChanged', data: null };
  },
  customerDelete: async ({ principal, site }) => {
    await customerService.remove(principal, site);
    return { message: 'customer.deleted', data: null };
  },
  adminUserList: async ({ site, query }) => ({ data: await userService.list(site, query) }),
  adminUserCreate: async ({ principal, site, body }) => ({
    status: 201,
    message: 'user.created',
    data: await userService.create(principal.user, site, body),
  }),
  adminUserUpdate: async ({ principal, site, params, body }) => ({
    message: 'user.updated',
    data: await userService.update(principal.user, site, params.id, body),
  }),
  adminUserDelete: async ({ principal, site, params }) => {
    await userService.remove(principal.user, site, params.id);
    return { message: 'user.deleted', data: null };
  },
  adminUserValid: async ({ principal, site, params }) => ({
    message: 'user.validated',
    data: await userService.setValid(principal.user, site, params.id, true),
  }),
  adminUserInvalid: async ({ principal, site, params }) => ({
    message: 'user.invalidated',
    data: await userService.setValid(principal.user, site, params.id, false),
  }),
};
