import type { ComponentConfig } from '@cellar/shared/pages/components';
import type { PickupPlace } from '@cellar/shared/shipping/addresses';
import { PageLoader } from '../../../components/page-loader.tsx';
import { bcp47, useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { usePickupPlaces } from '../api/pickup-places.ts';
import '../../../i18n/pages-catalogue.ts';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** A day of the week (1 Monday … 7 Sunday) in the language: 1 January 2024 was a Monday. */
const weekday = (day: number, lang: 'fr_FR' | 'en_US') =>
  new Intl.DateTimeFormat(bcp47(lang), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));

const streetOf = (place: PickupPlace) => [place.firstPart, place.secondPart, place.complement].filter(Boolean);

/** A search of the address on OpenStreetMap: a link only, nothing of it loads in the shop. */
const mapSearch = (place: PickupPlace) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(
    [...streetOf(place), `${place.postalCode} ${place.city}`, place.country].join(', '),
  )}`;

/**
 * The 'click-and-collect-places' component: the site's pick-up places (`GET /pickup/places`; only `idAddresses` when
 * some are chosen) with their address, their weekly opening hours (`showHours`) and a link to a map (`showMapLink`).
 */
export function PickupPlacesBlock({ config }: { config: Partial<ComponentConfig<'click-and-collect-places'>> }) {
  const t = useT();
  const lang = useLang();
  const places = usePickupPlaces(true);
  const chosen = config.idAddresses ?? [];
  if (places.isPending) return <PageLoader />;
  if (places.isError) return <p className="pg-notice">{t('pages.places.error')}</p>;
  const shown = places.data.filter((place) => chosen.length === 0 || chosen.includes(place.id));
  if (shown.length === 0) return <p className="muted">{t('pages.places.none')}</p>;
  return (
    <ul className="pg-places" data-testid="pickup-places">
      {shown.map((place) => (
        <li key={place.id}>
          <h2>{place.name}</h2>
          <address>
            {streetOf(place).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {place.postalCode} {place.city}
          </address>
          {config.showHours !== false && <p className="pg-hours-title">{t('pages.places.hours')}</p>}
          {config.showHours !== false && (
            <dl className="pg-hours">
              {weekdays.map((day) => {
                const slots = place.schedules.filter((slot) => slot.day === day);
                return (
                  <div key={day}>
                    <dt>{weekday(day, lang)}</dt>
                    <dd>
                      {slots.length === 0
                        ? t('pages.places.closed')
                        : slots.map((slot) => `${slot.start}–${slot.end}`).join(', ')}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
          {config.showMapLink !== false && (
            <a href={mapSearch(place)} target="_blank" rel="noopener noreferrer">
              {t('pages.places.map')}{' '}
              <span className="visually-hidden">
                {place.name} {t('layout.newTab')}
              </span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
