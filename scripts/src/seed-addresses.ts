import { authorisedSiteId, defaultsSiteId } from '@cellar/functions/data/site-id';
import { addressService } from '@cellar/functions/services/shipping/address-service';
import { addressTypeService } from '@cellar/functions/services/shipping/address-type-service';
import { calendarService } from '@cellar/functions/services/content/calendar-service';
import { addressInputSchema, addressTypeAddSchema, scheduleInputSchema } from '@cellar/shared/shipping/addresses';
import { calendarInputSchema } from '@cellar/shared/shipping/calendars';

/**
 * The demo's places (seeded on the first `npm start`), written through the same rules and services
 * as the admin's calls: the default address types of every site (site 0), and for site 1 a calendar of closures, the
 * estate's cellar as its click-and-collect place and its shop in town.
 */

const defaultTypes = [
  { type: 'CLICK_AND_COLLECT', label: 'Retrait sur place', icon: 'shopping-bag', color: '#2e7d32' },
  { type: 'SHOP', label: 'Boutique', icon: 'building-store', color: '#1565c0' },
  { type: 'CELLAR', label: 'Caveau', icon: 'bottle', color: '#7b1e3a' },
  { type: 'WAREHOUSE', label: 'Entrepôt', icon: 'building-warehouse', color: '#6d4c41' },
];

const dd = (year: number, month: number, day: number) =>
  `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;

/** Easter Sunday of a year (Gregorian; the anonymous algorithm of 1876). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The French public holidays of a year, closed at the cellar. */
function holidays(year: number): Array<{ date: string; type: 'CLOSED'; label: string }> {
  const fromEaster = (days: number) => {
    const date = new Date(easter(year).getTime() + days * 86_400_000);
    return dd(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  };
  return [
    { date: dd(year, 1, 1), label: 'Jour de l’an' },
    { date: fromEaster(1), label: 'Lundi de Pâques' },
    { date: dd(year, 5, 1), label: 'Fête du travail' },
    { date: dd(year, 5, 8), label: 'Victoire 1945' },
    { date: fromEaster(39), label: 'Ascension' },
    { date: dd(year, 7, 14), label: 'Fête nationale' },
    { date: dd(year, 8, 15), label: 'Assomption' },
    { date: dd(year, 11, 1), label: 'Toussaint' },
    { date: dd(year, 11, 11), label: 'Armistice' },
    { date: dd(year, 12, 25), label: 'Noël' },
  ].map((d) => ({ ...d, type: 'CLOSED' as const }));
}

/** The Christmas market Sunday: the cellar opens on the Sunday before Christmas. */
function sundayBeforeChristmas(year: number): string {
  const christmas = new Date(Date.UTC(year, 11, 25)).getUTCDay();
  return dd(year, 12, 25 - (christmas === 0 ? 7 : christmas));
}

export async function seedDemoAddresses(now: Date = new Date()): Promise<void> {
  const defaults = authorisedSiteId(defaultsSiteId);
  const existing = new Set((await addressTypeService.list(defaults)).map((t) => t.type));
  for (const type of defaultTypes)
    if (!existing.has(type.type)) await addressTypeService.create(defaults, addressTypeAddSchema.parse(type));

  const site = authorisedSiteId(1);
  const year = now.getUTCFullYear();
  const calendar = await calendarService.create(
    site,
    calendarInputSchema.parse({
      label: 'Fermetures et ouvertures du caveau',
      dates: [
        ...holidays(year),
        ...holidays(year + 1),
        { date: dd(year, 8, 11), type: 'CLOSED', label: 'Congés d’été' },
        { date: dd(year, 8, 12), type: 'CLOSED', label: 'Congés d’été' },
        { date: dd(year, 8, 13), type: 'CLOSED', label: 'Congés d’été' },
        {
          date: sundayBeforeChristmas(year),
          type: 'OPENED',
          label: 'Dimanche avant Noël',
          start: '10:00',
          end: '17:00',
        },
      ].filter((d, i, all) => all.findIndex((o) => o.date === d.date) === i),
    }),
  );

  const cellar = await addressService.create(
    site,
    addressInputSchema.parse({
      name: 'Caveau du Domaine des Lilas',
      firstPart: '12 chemin des Lilas',
      complement: 'Entrée par la cour, sonnez à la porte du caveau',
      postalCode: '69460',
      city: 'Odenas',
      country: 'FR',
      latitude: 46.0861,
      longitude: 4.6453,
      types: ['CELLAR', 'CLICK_AND_COLLECT'],
    }),
  );
  const tuesdayToSaturday = [2, 3, 4, 5, 6].flatMap((day) => [
    { day, start: '09:00', end: '12:00' },
    { day, start: '14:00', end: '18:00' },
  ]);
  await addressService.setSchedule(
    site,
    cellar.id,
    scheduleInputSchema.parse({ schedules: tuesdayToSaturday, preparationHours: 24, idCalendar: calendar.id }),
  );

  const shop = await addressService.create(
    site,
    addressInputSchema.parse({
      name: 'Boutique des Lilas',
      firstPart: '8 place du Marché',
      postalCode: '69400',
      city: 'Villefranche-sur-Saône',
      country: 'FR',
      latitude: 45.9885,
      longitude: 4.7186,
      types: ['SHOP'],
    }),
  );
  const mondayToSaturday = [1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '10:00', end: '19:00' }));
  await addressService.setSchedule(site, shop.id, scheduleInputSchema.parse({ schedules: mondayToSaturday }));
}
