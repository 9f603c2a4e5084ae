import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { UserInput, UserView } from '@cellar/shared/validation/user';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { IdentityExists, staffIdentities } from '../../identity/identity-pool.ts';
import { ConcurrentChange, EmailTaken, userRepository, type StaffUser } from '../../repositories/user-repository.ts';

const emailTaken = () => new ConflictError('user.emailTaken', { email: ['user.emailTaken'] });
const superAdminOnly = () => new ForbiddenError('user.superAdminOnly', { role: ['user.superAdminOnly'] });

export function toView(u: StaffUser): UserView {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    phone: u.phone,
    birthdate: u.birthdate,
    role: u.role,
    valid: u.valid,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

/** Only a SUPER_ADMIN may create, promote to, change or remove a SUPER_ADMIN. */
function checkRolePower(actor: StaffUser, target: StaffUser | null, wantedRole: UserInput['role'] | null): void {
  if (actor.role === 'SUPER_ADMIN') return;
  if (wantedRole === 'SUPER_ADMIN' || target?.role === 'SUPER_ADMIN') throw superAdminOnly();
}

/** A user of this site, or 404: a user of another site is as good as absent. */
async function memberOfSite(site: SiteId, id: number): Promise<StaffUser> {
  const user = await userRepository.get(id);
  if (!user || !user.siteIds.includes(site)) throw new NotFoundError('user.notFound');
  return user;
}

export const userService = {
  async list(site: SiteId, query: ListQuery): Promise<{ users: UserView[]; total: number }> {
    const { items, total } = applyListQuery(await userRepository.listOfSite(site), query);
    return { users: items, total };
  },

  async create(actor: StaffUser, site: SiteId, input: UserInput): Promise<UserView> {
    checkRolePower(actor, null, input.role);
    if (await userRepository.findByEmail(input.email)) throw emailTaken();
    let sub: string;
    try {
      sub = await staffIdentities.create(input.email, input.password!);
    } catch (error) {
      if (error instanceof IdentityExists) throw emailTaken();
      throw error;
    }
    const now = new Date().toISOString();
    try {
      const id = await userRepository.nextId();
      const valid = input.valid ?? true;
      const user = await userRepository.create(
        site,
        id,
        {
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          phone: input.phone,
          birthdate: input.birthdate,
          role: input.role,
          valid,
          sub,
          siteIds: [site],
        },
        now,
      );
      if (!valid) await staffIdentities.setEnabled(sub, false);
      return toView(user);
    } catch (error) {
      // Nothing half-made: the sign-in identity goes if the user could not be written.
      await staffIdentities.remove(sub);
      if (error instanceof EmailTaken) throw emailTaken();
      throw error;
    }
  },

  async update(actor: StaffUser, site: SiteId, id: number, input: UserInput): Promise<UserView> {
    const current = await memberOfSite(site, id);
    checkRolePower(actor, current, input.role);
    if (actor.id === id && input.role !== current.role)
      throw new ForbiddenError('user.notYourself', { role: ['user.notYourself'] });
    if (actor.id === id && input.valid === false) throw new ForbiddenError('user.notYourself');
    const next: StaffUser = {
      ...current,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      phone: input.phone,
      birthdate: input.birthdate,
      role: input.role,
      valid: input.valid ?? current.valid,
      updatedAt: laterThan(current.updatedAt),
    };
    if (next.email !== current.email) {
      const holder = await userRepository.findByEmail(next.email);
      if (holder && holder.id !== id) throw emailTaken();
    }
    try {
      await userRepository.save(current, next);
    } catch (error) {
      if (error instanceof EmailTaken) throw emailTaken();
      if (error instanceof ConcurrentChange) throw new ConflictError();
      throw error;
    }
    try {
      if (next.email !== current.email) await staffIdentities.changeEmail(current.sub, next.email);
    } catch (error) {
      await userRepository.save(next, { ...current, updatedAt: laterThan(next.updatedAt) });
      if (error instanceof IdentityExists) throw emailTaken();
      throw error;
    }
    if (input.password) await staffIdentities.setPassword(current.sub, input.password);
    if (next.valid !== current.valid) await staffIdentities.setEnabled(current.sub, next.valid);
    return toView(next);
  },

  /** Removes the user from this site; a user left with no site is deleted with its sign-in. */
  async remove(actor: StaffUser, site: SiteId, id: number): Promise<void> {
    const current = await memberOfSite(site, id);
    checkRolePower(actor, current, null);
    if (actor.id === id) throw new ForbiddenError('user.notYourself');
    const siteIds = current.siteIds.filter((s) => s !== site);
    if (siteIds.length === 0) {
      await userRepository.delete(current);
      await staffIdentities.remove(current.sub);
      return;
    }
    try {
      await userRepository.save(current, { ...current, siteIds, updatedAt: laterThan(current.updatedAt) });
    } catch (error) {
      if (error instanceof ConcurrentChange) throw new ConflictError();
      throw error;
    }
  },

  async setValid(actor: StaffUser, site: SiteId, id: number, valid: boolean): Promise<UserView> {
    const current = await memberOfSite(site, id);
    checkRolePower(actor, current, null);
    if (actor.id === id && !valid) throw new ForbiddenError('user.notYourself');
    if (current.valid === valid) return toView(current);
    const next = { ...current, valid, updatedAt: laterThan(current.updatedAt) };
    try {
      await userRepository.save(current, next);
    } catch (error) {
      if (error instanceof ConcurrentChange) throw new ConflictError();
      throw error;
    }
    await staffIdentities.setEnabled(current.sub, valid);
    return toView(next);
  },
};

/** A timestamp strictly after the previous one, so the optimistic lock sees every change. */
function laterThan(previous: string): string {
  const now = new Date();
  const prev = new Date(previous);
  return (now > prev ? now : new Date(prev.getTime() + 1)).toISOString();
}
