import { useId } from 'react';
import { RequiredMark } from '../../../components/form-field.tsx';
import type { PickupPlace } from '@cellar/shared/shipping/addresses';
import { useCart, useCartStore } from '../../../lib/cart/cart-context.tsx';
import { chooseClickAndCollect } from '../../../lib/cart/cart-state.ts';
import { bcp47, useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/** A day as the API writes it (dd/mm/yyyy) said in the language: "mardi 24 novembre 2026". */
export function dayLabel(day: string, lang: 'fr_FR' | 'en_US'): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])));
  return new Intl.DateTimeFormat(bcp47(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * Where and when to collect (spec 2 §3 clickAndCollect: date, idAddress, idSchedule): the pick-up
 * places, then a day among the place's next slots, then a slot of that day (docs/shipping.md
 * "Click and collect": a place's slots already count its preparation delay and its calendar).
 */
export function PickupPicker({
  places,
  errors = {},
  required = false,
}: {
  places: readonly PickupPlace[];
  errors?: { idAddress?: readonly string[]; date?: readonly string[]; idSchedule?: readonly string[] };
  /** Place, day and slot are required (the order's rules). */ required?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const store = useCartStore();
  const choice = useCart((s) => s.clickAndCollect);
  const ids = { place: useId(), date: useId(), slot: useId() };
  const place = places.find((p) => p.id === choice?.idAddress);
  const dates = place ? [...new Set(place.slots.map((s) => s.date))] : [];
  const slots = place && choice?.date ? place.slots.filter((s) => s.date === choice.date) : [];
  const set = (next: { idAddress: number | null; date: string | null; idSchedule: number | null }) =>
    store.update((s) => chooseClickAndCollect(s, next));

  if (places.length === 0) return <p>{t('checkout.noPickupPlace')}</p>;
  return (
    <div className="pickup-picker" data-testid="pickup-picker">
      <fieldset>
        <legend>
          {t('checkout.pickupPlace')}
          <RequiredMark when={required} />
        </legend>
        <ul className="option-list">
          {places.map((p) => (
            <li key={p.id} className={p.id === place?.id ? 'option selected' : 'option'}>
              <label className="option-label">
                <input
                  type="radio"
                  name={ids.place}
                  checked={p.id === place?.id}
                  onChange={() => set({ idAddress: p.id, date: null, idSchedule: null })}
                />
                <span className="option-name">
                  {p.name}
                  <span className="muted small option-address">
                    {t('checkout.relayAddress', { street: p.firstPart, postalCode: p.postalCode, city: p.city })}
                  </span>
                  {p.complement && <span className="muted small option-address">{p.complement}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.idAddress?.map((m) => (
          <p key={m} className="field-error">
            {m}
          </p>
        ))}
      </fieldset>
      {place && dates.length === 0 && <p>{t('checkout.noPickupSlot')}</p>}
      {place && dates.length > 0 && (
        <div className="field">
          <label htmlFor={ids.date}>
            {t('checkout.pickupDate')}
            <RequiredMark when={required} />
          </label>
          <select
            id={ids.date}
            value={choice?.date ?? ''}
            onChange={(event) => set({ idAddress: place.id, date: event.target.value || null, idSchedule: null })}
            aria-required={required || undefined}
            aria-invalid={errors.date?.length ? true : undefined}
            data-testid="pickup-date"
          >
            <option value="">{t('checkout.chooseDate')}</option>
            {dates.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d, lang)}
              </option>
            ))}
          </select>
          {errors.date?.map((m) => (
            <p key={m} className="field-error">
              {m}
            </p>
          ))}
        </div>
      )}
      {slots.length > 0 && (
        <fieldset>
          <legend>
            {t('checkout.pickupSlot')}
            <RequiredMark when={required} />
          </legend>
          <div className="slot-options">
            {slots.map((slot) => (
              <label
                key={slot.idSchedule}
                className={`vintage-option${slot.idSchedule === choice?.idSchedule ? ' selected' : ''}`}
              >
                <input
                  type="radio"
                  name={ids.slot}
                  checked={slot.idSchedule === choice?.idSchedule}
                  onChange={() => set({ idAddress: place!.id, date: slot.date, idSchedule: slot.idSchedule })}
                />
                {t('checkout.slot', { start: slot.start, end: slot.end })}
              </label>
            ))}
          </div>
          {errors.idSchedule?.map((m) => (
            <p key={m} className="field-error">
              {m}
            </p>
          ))}
        </fieldset>
      )}
    </div>
  );
}
