import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { FieldErrors } from '@cellar/shared/envelope';
import { TextField } from '../../../components/form-field.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import type { CartAddress, CartCity, CartCountry } from '../../../lib/cart/cart-state.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { countriesQuery, franceId } from '../api/checkout-queries.ts';

export const noAddress: CartAddress = {
  firstname: '',
  lastname: '',
  address: '',
  addressPart2: '',
  postalCode: '',
  city: '',
  country: null,
};

/**
 * An address of the order (spec 2 §3: firstname, lastname, address, addressPart2, postalCode,
 * city, country). The delivery address keeps the postal code, city and country the fees were
 * computed for (`place`, shown, changed above); the billing address has its own. `errors` are the
 * server's or the storefront's, under `prefix` (`address.delivery.city`); `required` names the fields
 * the order needs (features/checkout/order-rules.ts), under the same prefix.
 */
export function AddressFields({
  value,
  onChange,
  errors,
  required,
  prefix,
  place,
}: {
  value: CartAddress | null;
  onChange: (next: CartAddress) => void;
  errors: FieldErrors;
  required: ReadonlySet<string>;
  prefix: string;
  place?: { city: CartCity; country: CartCountry | null; countryName: string };
}) {
  const t = useT();
  const api = useStoreApi();
  const countries = useQuery({ ...countriesQuery(api), enabled: !place });
  const countryId = useId();
  const a = value ?? noAddress;
  const set = (patch: Partial<CartAddress>) => onChange({ ...a, ...patch });
  const err = (field: string) => errors[`${prefix}.${field}`];
  const needs = (field: string) => required.has(`${prefix}.${field}`);
  const selected = a.country?.id ?? franceId;
  return (
    <div className="address-fields">
      <div className="field-row">
        <TextField
          label={t('checkout.firstname')}
          value={a.firstname}
          onChange={(v) => set({ firstname: v })}
          autoComplete="given-name"
          required={needs('firstname')}
          errors={err('firstname')}
        />
        <TextField
          label={t('checkout.lastname')}
          value={a.lastname}
          onChange={(v) => set({ lastname: v })}
          autoComplete="family-name"
          required={needs('lastname')}
          errors={err('lastname')}
        />
      </div>
      <TextField
        label={t('checkout.street')}
        value={a.address}
        onChange={(v) => set({ address: v })}
        autoComplete="address-line1"
        required={needs('address')}
        errors={err('address')}
      />
      <TextField
        label={t('checkout.street2')}
        value={a.addressPart2}
        onChange={(v) => set({ addressPart2: v })}
        autoComplete="address-line2"
        errors={err('addressPart2')}
      />
      {place ? (
        <>
          <p className="address-place">
            {t('checkout.placeIs', {
              postalCode: place.city.postalCode,
              city: place.city.name,
              country: place.countryName,
            })}
          </p>
          {/* The place is chosen above; the server's refusals of it (a country it does not know) show here. */}
          {[...(err('postalCode') ?? []), ...(err('city') ?? []), ...(err('country') ?? [])].map((m) => (
            <p key={m} className="field-error">
              {m}
            </p>
          ))}
        </>
      ) : (
        <>
          <div className="field-row">
            <TextField
              label={t('checkout.postalCode')}
              value={a.postalCode}
              onChange={(v) => set({ postalCode: v })}
              autoComplete="postal-code"
              required={needs('postalCode')}
              errors={err('postalCode')}
            />
            <TextField
              label={t('checkout.city')}
              value={a.city}
              onChange={(v) => set({ city: v })}
              autoComplete="address-level2"
              required={needs('city')}
              errors={err('city')}
            />
          </div>
          <div className="field">
            <label htmlFor={countryId}>{t('checkout.country')}</label>
            <select
              id={countryId}
              value={selected}
              onChange={(event) => {
                const c = countries.data?.countries.find((x) => x.id === Number(event.target.value));
                if (c) set({ country: { id: c.id, alphaTwo: c.alphaTwo, alphaThree: c.alphaThree } });
              }}
            >
              {(countries.data?.countries ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
              {!countries.data && <option value={franceId}>{t('checkout.loadingCountries')}</option>}
            </select>
          </div>
        </>
      )}
    </div>
  );
}
