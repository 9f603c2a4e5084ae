import { NotImplementedError } from '../../lib/errors.ts';
import { toView, userService } from '../../services/user-service.ts';
import { notImplemented, type GroupHandlers } from '../types.ts';

export const usersHandlers: GroupHandlers<'users'> = {
  me: async ({ principal }) => {
    // A shop customer's profile comes with customer accounts (checkout issue).
    if (principal.kind !== 'staff') throw new NotImplementedError();
    const { email, firstname, lastname, role, id } = toView(principal.user);
    return { data: { id, email, firstname, lastname, role } };
  },
  customerUpdate: notImplemented,
  customerPassword: notImplemented,
  customerDelete: notImplemented,
  adminUserList: async ({ site, query }) => ({ data: await userService.list(site, query) }),
  adminUserCreate: async ({ principal, site, body }) => ({ status: 201, message: 'user.created', data: await userService.create(principal.user, site, body) }),
  adminUserUpdate: async ({ principal, site, params, body }) => ({ message: 'user.updated', data: await userService.update(principal.user, site, params.id, body) }),
  adminUserDelete: async ({ principal, site, params }) => {
    await userService.remove(principal.user, site, params.id);
    return { message: 'user.deleted', data: null };
  },
  adminUserValid: async ({ principal, site, params }) => ({ message: 'user.validated', data: await userService.setValid(principal.user, site, params.id, true) }),
  adminUserInvalid: async ({ principal, site, params }) => ({ message: 'user.invalidated', data: await userService.setValid(principal.user, site, params.id, false) }),
};
