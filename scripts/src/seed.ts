import { ensureCounterAtLeast } from '@cellar/functions/data/counters';
import { keys } from '@cellar/functions/data/keys';
import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { staffIdentities } from '@cellar/functions/identity/identity-pool';
import { langRepository } from '@cellar/functions/repositories/lang-repository';
import { parameterRepository } from '@cellar/functions/repositories/parameter-repository';
import { siteRepository } from '@cellar/functions/repositories/site-repository';
import { userRepository } from '@cellar/functions/repositories/user-repository';
import { orderGenericValueService } from '@cellar/functions/services/orders/generic-values-service';
import { orderGenericValueInputSchema } from '@cellar/shared/orders/generic-values';
import { seedLanguages } from '@cellar/shared/site/lang';
import type { ParameterUpdate } from '@cellar/shared/site/theme';
import type { StaffRole } from '@cellar/shared/validation/user';
import { seedDemoCatalogue } from './seed-catalogue.ts';
import { seedDemoPages } from './seed-pages.ts';
import { seedDemoNews } from './seed-news.ts';
import { seedDemoSocial } from './seed-social.ts';
import { seedDemoStats } from './seed-stats.ts';
import { seedDemoBlog } from './seed-blog.ts';
import { seedDemoAlbums } from './seed-albums.ts';
import { seedDemoBehaviours } from './seed-behaviours.ts';
import { seedDemoQrcode, seedHelpMessages, seedQrcodeModels } from './seed-qrcodes.ts';
import { seedDemoServices } from './seed-services.ts';
import { seedDemoHomeCards } from './seed-home-cards.ts';
import { seedDemoForms } from './seed-forms.ts';
import { seedDemoFormTemplates } from './seed-form-documents.ts';
import { seedDemoFonts, seedDemoInformation } from './seed-fonts.ts';
import { seedDemoMessages } from './seed-messages.ts';
import { seedDemoElements } from './seed-elements.ts';
import { seedDemoBoxes } from './seed-boxes.ts';
import { seedDemoCarriers } from './seed-carriers.ts';
import { seedCountries } from './seed-countries.ts';
import { seedDemoAddresses } from './seed-addresses.ts';
import { seedDemoPartners } from './seed-partners.ts';
import { seedDemoPayments } from './seed-payments.ts';
import { seedExternalApps } from './seed-plugins.ts';
import { seedBaseMailModels } from './seed-mail-models.ts';
import { seedDefaultConditions, seedDemoConditions } from './seed-conditions.ts';
import { seedComponents } from './seed-components.ts';
import { seedTranslationUnits } from './seed-translations.ts';
import { seedFunctionalities } from './seed-functionalities.ts';
import { defaultFunctionalityKeys } from '@cellar/shared/site/functionality-catalogue';
import { giveDefaultFunctionalities } from '@cellar/functions/services/super-admin/functionality-migration';

/** The demo people `npm start` prints. Local only: these never reach a deployed stack. */
export const demoLogins = {
  admin: {
    email: 'admin@domaine-des-lilas.fr',
    password: 'lilas-admin',
    firstname: 'Claire',
    lastname: 'Martin',
    role: 'ADMIN' as StaffRole,
    site: 1,
  },
  superAdmin: {
    email: 'super@cellar.local',
    password: 'cellar-super',
    firstname: 'Paul',
    lastname: 'Durand',
    role: 'SUPER_ADMIN' as StaffRole,
    site: 0,
  },
} as const;

interface SeedSite {
  id: number;
  name: string;
  slug: string;
  defaultLang: string;
  langs: string[];
  parameters?: ParameterUpdate;
}

export const demoSites: SeedSite[] = [
  { id: 0, name: 'Cellar (données par défaut)', slug: 'defaults', defaultLang: 'fr_FR', langs: ['fr_FR', 'en_US'] },
  {
    id: 1,
    name: 'Domaine des Lilas',
    slug: 'domaine-des-lilas',
    defaultLang: 'fr_FR',
    langs: ['fr_FR', 'en_US'],
    parameters: { COMPANY_NAME: 'Domaine des Lilas', PRIMARY_COLOR: '#7B1E3A', ACCENT_COLOR: '#C9A227' },
  },
];

/** The language catalogue, once. */
async function seedCatalogue(): Promise<void> {
  const existing = await langRepository.catalogue();
  for (const lang of seedLanguages) {
    if (existing.some((l) => l.code === lang.code)) continue;
    await langRepository.addToCatalogue({ ...lang, isDefault: lang.code === 'fr_FR' });
  }
}

/** Creates a site with its languages and parameters; answers false when it exists already. */
async function seedOneSite(site: SeedSite, now: string): Promise<boolean> {
  const created = await siteRepository.create({
    id: site.id,
    name: site.name,
    slug: site.slug,
    url: null,
    defaultLang: site.defaultLang,
    functionalities: defaultFunctionalityKeys,
    logoKey: null,
    bannerKeys: {},
    createdAt: now,
    updatedAt: now,
  });
  if (!created) return false;
  await ensureCounterAtLeast(keys.globalCounter('SITE'), site.id);
  const catalogue = await langRepository.catalogue();
  for (const code of site.langs) {
    const lang = catalogue.find((l) => l.code === code)!;
    await langRepository.putSiteLang(authorisedSiteId(site.id), {
      id: lang.id,
      code,
      label: lang.label,
      mtCode: lang.mtCode,
      valid: true,
      createdAt: now,
    });
  }
  if (site.parameters) await parameterRepository.update(authorisedSiteId(site.id), site.parameters);
  return true;
}

async function seedStaff(
  person: { email: string; password: string; firstname: string; lastname: string; role: StaffRole; site: number },
  now: string,
): Promise<void> {
  if (await userRepository.findByEmail(person.email)) return;
  const sub = await staffIdentities.create(person.email, person.password);
  const id = await userRepository.nextId();
  await userRepository.create(
    authorisedSiteId(person.site),
    id,
    {
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email,
      phone: null,
      birthdate: null,
      role: person.role,
      valid: true,
      sub,
      siteIds: [person.site],
    },
    now,
  );
}

/** The demo shop's return reasons, through the same rules as the admin's calls. */
const demoReturnReasons = [
  { fr_FR: 'Bouteille cassée ou abîmée', en_US: 'Broken or damaged bottle' },
  { fr_FR: 'Produit reçu différent de la commande', en_US: 'Wrong product received' },
  { fr_FR: 'Goût de bouchon', en_US: 'Cork taint' },
  { fr_FR: 'Autre raison', en_US: 'Other reason' },
];

async function seedDemoOrderValues(): Promise<void> {
  for (const label of demoReturnReasons)
    await orderGenericValueService.create(
      authorisedSiteId(1),
      'RETURN_REASON',
      orderGenericValueInputSchema.parse({ label }),
      'fr_FR',
    );
}

/** Creates a site with one ADMIN (tests, and demos of several sites). */
export async function seedSite(
  site: SeedSite,
  admin: { email: string; password: string; firstname: string; lastname: string },
): Promise<void> {
  const now = new Date().toISOString();
  await seedCatalogue();
  await seedOneSite(site, now);
  await seedStaff({ ...admin, role: 'ADMIN', site: site.id }, now);
}

/**
 * Seeds the language catalogue, the defaults site 0 and the demo site 1 with their two staff
 * users and the demo catalogue (scripts/src/seed-catalogue.ts), once: a second run finds the sites and changes nothing.
 * Answers whether it seeded.
 */
export async function seed(): Promise<boolean> {
  const now = new Date().toISOString();
  await seedCatalogue();
  let created = false;
  for (const site of demoSites) created = (await seedOneSite(site, now)) || created;
  // The base mail models, when absent (docs/mail-models.md).
  await seedBaseMailModels();
  // Written when absent, also in a data folder seeded before they existed (docs/legal.md).
  await seedDefaultConditions();
  // The built-in components, when absent, and the demo site's library of them (docs/pages.md).
  await seedComponents();
  // The catalogue's functionality keys a super-admin links to sites, when absent (docs/functionalities.md); demo
  // sites of a data folder seeded before the keys existed get the default ones.
  await seedFunctionalities();
  for (const site of demoSites) await giveDefaultFunctionalities(site.id);
  // The demo site's "Tasting booking" form (a loop, a condition), then its pages, the contact page showing the form.
  const idDemoForm = await seedDemoForms();
  await seedDemoFormTemplates(idDemoForm);
  // The demo site's pages, when it has none (docs/pages.md).
  await seedDemoPages(idDemoForm);
  // The demo site's news, when it has none (issue 17).
  await seedDemoNews();
  await seedDemoSocial();
  // The demo site's blog: two folders, two online articles and a draft, when it has none (issue 18).
  await seedDemoBlog();
  // The demo site's album, when it has none (issue 17).
  await seedDemoAlbums();
  // The demo site's redirection (/ancienne-boutique → /products) and popup, when it has none (issue 17).
  await seedDemoBehaviours();
  // The demo's QR codes (a model, the e-label's) and help messages, when there are none (issue 17).
  await seedQrcodeModels();
  await seedHelpMessages();
  // The demo site's service and home card (issue 17).
  await seedDemoServices();
  await seedDemoHomeCards();
  // Two base fonts, the demo site's title and content fonts, and its footer's information (issue 17).
  await seedDemoFonts();
  await seedDemoInformation();
  // The demo site's inbox: two contact messages, one read (issue 18).
  await seedDemoMessages();
  // The demo site's "Events" element with two items (issue 18).
  await seedDemoElements();
  // The demo site's last week of visits and orders, when it has no statistics (issue 20, docs/statistics.md).
  await seedDemoStats();
  if (!created) {
    await seedTranslationUnits(demoSites.map((site) => site.id));
    return false;
  }
  for (const person of Object.values(demoLogins)) await seedStaff(person, now);
  await seedDemoQrcode(await seedDemoCatalogue());
  await seedCountries();
  await seedDemoBoxes();
  await seedDemoCarriers();
  await seedDemoPartners();
  await seedDemoAddresses();
  await seedDemoPayments();
  await seedExternalApps();
  await seedDemoOrderValues();
  await seedDemoConditions();
  // Last: every translatable text seeded above becomes a unit, counted (issue 19).
  await seedTranslationUnits(demoSites.map((site) => site.id));
  return true;
}
