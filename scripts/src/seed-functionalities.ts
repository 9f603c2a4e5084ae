import { functionalityRepository } from '@cellar/functions/repositories/functionality-repository';
import type { FunctionalityKey } from '@cellar/shared/site/functionality-catalogue';

/** What the super-admin's list says of each key of the catalogue (editable there; the key is the code's). */
const described: Record<FunctionalityKey, { label: string; description: string }> = {
  STATISTICS: { label: 'Statistics', description: 'The dashboard charts and the statistics calls' },
  PAYMENT: { label: 'Payment settings', description: 'Stripe Connect, Apple Pay, CA/CAWL and custom Stripe settings' },
  SOCIAL: { label: 'Social networks', description: 'Google Business, LinkedIn and Facebook pages' },
  PLUGINS: { label: 'Plugins', description: 'External applications, app site keys, app parameters, site keys' },
  NEWS_SHORT_DESCRIPTION: {
    label: 'News short description',
    description: 'The news form asks for a short description',
  },
};

/** The catalogue's keys as functionalities, each when absent (a second run writes nothing). */
export async function seedFunctionalities(): Promise<void> {
  const existing = new Set((await functionalityRepository.all()).map((f) => f.key));
  const now = new Date().toISOString();
  for (const [key, text] of Object.entries(described)) {
    if (existing.has(key)) continue;
    await functionalityRepository.create({
      id: await functionalityRepository.nextId(),
      key,
      ...text,
      createdAt: now,
      updatedAt: now,
    });
  }
}
