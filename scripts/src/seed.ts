import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { staffIdentities } from '@cellar/functions/identity/identity-pool';
import { siteRepository } from '@cellar/functions/repositories/site-repository';
import { userRepository } from '@cellar/functions/repositories/user-repository';
import type { StaffRole } from '@cellar/shared/validation/user';

/** The demo people `npm start` prints. Local only: these never reach a deployed stack. */
export const demoLogins = {
  admin: { email: 'admin@domaine-des-lilas.fr', password: 'lilas-admin', firstname: 'Claire', lastname: 'Martin', role: 'ADMIN' as StaffRole, site: 1 },
  superAdmin: { email: 'super@cellar.local', password: 'cellar-super', firstname: 'Paul', lastname: 'Durand', role: 'SUPER_ADMIN' as StaffRole, site: 0 },
} as const;

export const demoSites = [
  { id: 0, name: 'Cellar (données par défaut)', slug: 'defaults', defaultLang: 'fr_FR' },
  { id: 1, name: 'Domaine des Lilas', slug: 'domaine-des-lilas', defaultLang: 'fr_FR' },
] as const;

/** Creates a site with one ADMIN (tests, and later the demo of several sites). */
export async function seedSite(
  site: { id: number; name: string; slug: string; defaultLang: string },
  admin: { email: string; password: string; firstname: string; lastname: string },
): Promise<void> {
  const now = new Date().toISOString();
  await siteRepository.createIfAbsent({ ...site, createdAt: now });
  await seedStaff({ ...admin, role: 'ADMIN', site: site.id }, now);
}

async function seedStaff(person: { email: string; password: string; firstname: string; lastname: string; role: StaffRole; site: number }, now: string): Promise<void> {
  if (await userRepository.findByEmail(person.email)) return;
  const sub = await staffIdentities.create(person.email, person.password);
  const id = await userRepository.nextId();
  await userRepository.create(
    authorisedSiteId(person.site),
    id,
    { firstname: person.firstname, lastname: person.lastname, email: person.email, phone: null, birthdate: null, role: person.role, valid: true, sub, siteIds: [person.site] },
    now,
  );
}

/**
 * Seeds the defaults site 0 and the demo site 1 with their two staff users, once: a second run
 * finds the sites and changes nothing. Answers whether it seeded.
 */
export async function seed(): Promise<boolean> {
  const now = new Date().toISOString();
  let created = false;
  for (const site of demoSites) created = (await siteRepository.createIfAbsent({ ...site, createdAt: now })) || created;
  if (!created) return false;
  for (const person of Object.values(demoLogins)) await seedStaff(person, now);
  return true;
}
