import * as z from 'zod';
import { idParam, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { customerPasswordSchema, customerProfileSchema, customerViewSchema } from '../validation/customer.ts';
import { staffRoles, userAddSchema, userUpdateSchema, userViewSchema } from '../validation/user.ts';

const idParams = z.strictObject({ id: idParam });
export const userListQuerySchema = listQuerySchema(
  ['firstname', 'lastname', 'email', 'phone', 'role', 'valid'],
  ['id', 'firstname', 'lastname', 'email', 'role', 'valid', 'createdAt'],
);

/** Staff users of a site, and the signed-in person's own profile (spec 2 §7 "Users"). */
export const usersRoutes = {
  me: route({
    method: 'GET',
    path: '/user',
    level: 'signedIn',
    group: 'users',
    summary: 'The signed-in person: staff member (me) or shop customer of the idSite site (profile, role CUSTOMER)',
    response: z.union([
      z.object({
        id: z.number(),
        email: z.string(),
        firstname: z.string(),
        lastname: z.string(),
        role: z.enum(staffRoles),
      }),
      customerViewSchema,
    ]),
  }),
  customerUpdate: route({
    method: 'PUT',
    path: '/user',
    level: 'customer',
    group: 'users',
    summary: 'Customer: change profile (e-mail unique in the site)',
    body: customerProfileSchema,
    response: customerViewSchema,
  }),
  customerPassword: route({
    method: 'PUT',
    path: '/user/password',
    level: 'customer',
    group: 'users',
    summary: 'Customer: change password (current one checked)',
    body: customerPasswordSchema,
  }),
  customerDelete: route({
    method: 'DELETE',
    path: '/user',
    level: 'customer',
    group: 'users',
    summary: 'Customer: delete own account and sign-in (orders keep their name and e-mail)',
  }),
  adminUserList: route({
    method: 'GET',
    path: '/admin/user',
    level: 'admin',
    group: 'users',
    summary: 'Staff users of the site (list query)',
    query: userListQuerySchema,
    response: z.object({ users: z.array(userViewSchema), total: z.number() }),
  }),
  adminUserCreate: route({
    method: 'POST',
    path: '/admin/user',
    level: 'admin',
    group: 'users',
    summary: 'Create a staff user in the site',
    body: userAddSchema,
    response: userViewSchema,
  }),
  adminUserUpdate: route({
    method: 'PUT',
    path: '/admin/user/{id}',
    level: 'admin',
    group: 'users',
    summary: 'Change a staff user of the site',
    params: idParams,
    body: userUpdateSchema,
    response: userViewSchema,
  }),
  adminUserDelete: route({
    method: 'DELETE',
    path: '/admin/user/{id}',
    level: 'admin',
    group: 'users',
    summary: 'Remove a staff user from the site',
    params: idParams,
  }),
  adminUserValid: route({
    method: 'PUT',
    path: '/admin/user/valid/{id}',
    level: 'admin',
    group: 'users',
    summary: 'Enable a staff user',
    params: idParams,
    response: userViewSchema,
  }),
  adminUserInvalid: route({
    method: 'PUT',
    path: '/admin/user/invalid/{id}',
    level: 'admin',
    group: 'users',
    summary: 'Disable a staff user (cannot sign in)',
    params: idParams,
    response: userViewSchema,
  }),
} as const;
