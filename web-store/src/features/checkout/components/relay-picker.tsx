import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { RequiredMark } from '../../../components/form-field.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { problemOf } from '../../../lib/api/problems.ts';
import { useCart, useCartStore } from '../../../lib/cart/cart-context.tsx';
import { chooseAccessPoint } from '../../../lib/cart/cart-state.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { relaysQuery } from '../api/checkout-queries.ts';

/** The relays' opening hours are keyed by these days (shared/src/shipping/partners.ts; not imported: it brings zod). */
const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * The relay a parcel goes to, for an option delivered to relays: the Mondial Relay points nearest
 * the delivery address (`POST /relay/access-points`), each with its address, distance and hours.
 */
export function RelayPicker({ errors, required = false }: { errors?: readonly string[]; required?: boolean }) {
  const t = useT();
  const lang = useLang();
  const api = useStoreApi();
  const store = useCartStore();
  const city = useCart((s) => s.city);
  const country = useCart((s) => s.country);
  const street = useCart((s) => s.shippingAddress?.address.trim() ?? '');
  const chosen = useCart((s) => s.accessPointAddress);
  const name = useId();
  const address =
    city && country ? { address: street || city.name, postalCode: city.postalCode, city: city.name, country } : null;
  const relays = useQuery({
    ...relaysQuery(
      api,
      address ?? { address: '', postalCode: '', city: '', country: { id: 0, alphaTwo: '', alphaThree: '' } },
    ),
    enabled: address !== null,
  });

  return (
    <fieldset className="relay-picker" data-testid="relay-picker">
      <legend>
        {t('checkout.relay')}
        <RequiredMark when={required} />
      </legend>
      {relays.isPending && address && (
        <p role="status" className="muted">
          {t('checkout.relaysLoading')}
        </p>
      )}
      {relays.isError && (
        <p role="alert" className="field-error">
          {problemOf(relays.error, t)}
        </p>
      )}
      {relays.isSuccess && relays.data.length === 0 && <p>{t('checkout.noRelay')}</p>}
      {relays.isSuccess && relays.data.length > 0 && (
        <ul className="option-list">
          {relays.data.map((relay) => (
            <li key={relay.id} className={chosen?.id === relay.id ? 'option selected' : 'option'}>
              <label className="option-label">
                <input
                  type="radio"
                  name={name}
                  checked={chosen?.id === relay.id}
                  onChange={() =>
                    store.update((s) =>
                      chooseAccessPoint(s, {
                        id: relay.id,
                        name: relay.name,
                        firstPart: relay.addLine1,
                        secondPart: relay.addLine2,
                        city: { postalCode: relay.zipCode, name: relay.city },
                        country: relay.country,
                      }),
                    )
                  }
                  data-testid="relay-option"
                />
                <span className="option-name">
                  {relay.name}
                  <span className="muted small option-address">
                    {t('checkout.relayAddress', {
                      street: relay.addLine1,
                      postalCode: relay.zipCode,
                      city: relay.city,
                    })}
                  </span>
                </span>
                {relay.distanceMeters !== null && (
                  <span className="muted small">
                    {t('checkout.distance', { km: formatNumber(lang, relay.distanceMeters / 1000, 1) })}
                  </span>
                )}
              </label>
              <details className="relay-hours">
                <summary>{t('checkout.openingHours')}</summary>
                <dl>
                  {weekDays.map((day) => (
                    <div key={day}>
                      <dt>{t(`days.${day}`)}</dt>
                      <dd>
                        {relay.openingHours[day]?.length ? relay.openingHours[day]!.join(', ') : t('checkout.closed')}
                      </dd>
                    </div>
                  ))}
                </dl>
              </details>
            </li>
          ))}
        </ul>
      )}
      {errors?.map((message) => (
        <p key={message} className="field-error">
          {message}
        </p>
      ))}
    </fieldset>
  );
}
