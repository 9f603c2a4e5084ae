import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The `/information` screen's labels in English; the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Information',
  intro:
    'What the storefront shows at the foot of every page: company, address, contact, opening hours and social links.',
  company: 'Company',
  companyName: 'Company name',
  companyNameHint: "Empty: the company name of the site's parameters",
  address: 'Address',
  addressLine1: 'Address',
  addressLine2: 'Address (continued)',
  postalCode: 'Postcode',
  city: 'City',
  country: 'Country',
  contact: 'Contact',
  phone: 'Phone',
  email: 'Email',
  openingHours: 'Opening hours',
  openingHoursHint: 'Free text for each day (9:00–12:00, 14:00–19:00); empty: closed',
  days: {
    MONDAY: 'Monday',
    TUESDAY: 'Tuesday',
    WEDNESDAY: 'Wednesday',
    THURSDAY: 'Thursday',
    FRIDAY: 'Friday',
    SATURDAY: 'Saturday',
    SUNDAY: 'Sunday',
  },
  social: 'Social networks',
  urlPlaceholder: 'https://',
  socialHint: "The https address of the site's page",
  networks: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    x: 'X',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    tiktok: 'TikTok',
  },
  saved: 'Information saved',
  loadFailed: "The site's information could not be loaded",
};
