import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { CountryView } from '@cellar/shared/shipping/countries';
import { RequiredMark } from '../../../components/form-field.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useCart, useCartStore } from '../../../lib/cart/cart-context.tsx';
import { setDestination, type CartCountry } from '../../../lib/cart/cart-state.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { citiesQuery, countriesQuery, franceId } from '../api/checkout-queries.ts';

const cartCountry = (c: CountryView): CartCountry => ({ id: c.id, alphaTwo: c.alphaTwo, alphaThree: c.alphaThree });

/**
 * Where the parcel goes, which decides the shipping fees: the country, the postal code, and the
 * city among those of that postal code (`GET /cities/{text}`); a postal code the city list does not
 * know (a country whose cities are not imported) takes a typed city. Choosing it sets the cart's
 * city and country, and the fee machine runs.
 */
export function DestinationForm({
  required = false,
}: {
  /** The destination is required (the order's rules). */ required?: boolean;
}) {
  const t = useT();
  const api = useStoreApi();
  const store = useCartStore();
  const city = useCart((s) => s.city);
  const country = useCart((s) => s.country);
  const countries = useQuery(countriesQuery(api));
  const [idCountry, setIdCountry] = useState(country?.id ?? franceId);
  const [postal, setPostal] = useState(city?.postalCode ?? '');
  const [typedCity, setTypedCity] = useState('');
  const searched = useDebounced(postal.trim());
  const cities = useQuery({ ...citiesQuery(api, searched, idCountry), enabled: searched.length >= 2 });
  const ids = { country: useId(), postal: useId(), city: useId(), typed: useId() };

  const countryView = countries.data?.countries.find((c) => c.id === idCountry);
  const matching = (cities.data?.cities ?? []).filter((c) =>
    c.postalCode.toUpperCase().startsWith(searched.toUpperCase()),
  );
  const exact = matching.filter((c) => c.postalCode.toUpperCase() === searched.toUpperCase());
  const choose = (name: string, postalCode: string) => {
    if (countryView) store.update((s) => setDestination(s, { postalCode, name }, cartCountry(countryView)));
  };
  const chosenKey = city ? `${city.postalCode}|${city.name}` : '';
  // One city for a complete postal code: chosen for the shopper.
  const only = exact.length === 1 ? exact[0]! : null;
  useEffect(() => {
    if (only && countryView && (city?.postalCode !== only.postalCode || city?.name !== only.name))
      store.update((s) =>
        setDestination(s, { postalCode: only.postalCode, name: only.name }, cartCountry(countryView)),
      );
  }, [only?.postalCode, only?.name, countryView?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const searchDone = searched.length >= 2 && cities.isSuccess && searched === postal.trim();

  return (
    <div className="destination" data-testid="destination">
      <div className="field">
        <label htmlFor={ids.country}>{t('checkout.country')}</label>
        <select
          id={ids.country}
          value={idCountry}
          onChange={(event) => {
            setIdCountry(Number(event.target.value));
            store.update((s) => setDestination(s, null, null));
          }}
          data-testid="country"
        >
          {(countries.data?.countries ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          {!countries.data && <option value={franceId}>{t('checkout.loadingCountries')}</option>}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.postal}>
          {t('checkout.postalCode')}
          <RequiredMark when={required} />
        </label>
        <input
          id={ids.postal}
          type="text"
          inputMode={idCountry === franceId ? 'numeric' : 'text'}
          autoComplete="postal-code"
          value={postal}
          maxLength={12}
          onChange={(event) => setPostal(event.target.value)}
          aria-required={required || undefined}
          data-testid="postal-code"
        />
      </div>
      {matching.length > 0 && (
        <div className="field">
          <label htmlFor={ids.city}>{t('checkout.city')}</label>
          <select
            id={ids.city}
            value={matching.some((c) => `${c.postalCode}|${c.name}` === chosenKey) ? chosenKey : ''}
            onChange={(event) => {
              const [postalCode = '', ...name] = event.target.value.split('|');
              if (postalCode) choose(name.join('|'), postalCode);
            }}
            data-testid="city"
          >
            <option value="">{t.plural('checkout.chooseCity', (exact.length > 0 ? exact : matching).length)}</option>
            {(exact.length > 0 ? exact : matching).map((c) => (
              <option key={`${c.postalCode}|${c.name}`} value={`${c.postalCode}|${c.name}`}>
                {t('checkout.cityOption', { postalCode: c.postalCode, name: c.name })}
              </option>
            ))}
          </select>
        </div>
      )}
      {searchDone && matching.length === 0 && (
        <div className="field">
          <label htmlFor={ids.typed}>{t('checkout.city')}</label>
          <p className="field-hint">{t('checkout.cityUnknown')}</p>
          <div className="search-row">
            <input
              id={ids.typed}
              type="text"
              autoComplete="address-level2"
              value={typedCity}
              onChange={(event) => setTypedCity(event.target.value)}
            />
            <button
              type="button"
              className="button button-quiet"
              disabled={typedCity.trim() === ''}
              onClick={() => choose(typedCity.trim(), postal.trim())}
            >
              {t('checkout.useCity')}
            </button>
          </div>
        </div>
      )}
      {cities.isError && <p className="field-error">{t('checkout.citiesError')}</p>}
    </div>
  );
}
