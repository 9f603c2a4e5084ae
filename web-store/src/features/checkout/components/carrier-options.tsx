import { useId } from 'react';
import { RequiredMark } from '../../../components/form-field.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useCart, useCartStore } from '../../../lib/cart/cart-context.tsx';
import { chooseCarrier, type CartCarrier } from '../../../lib/cart/cart-state.ts';
import { problemOf } from '../../../lib/api/problems.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { FeeExplanation } from './fee-explanation.tsx';

const sameOption = (a: CartCarrier | null, b: CartCarrier) =>
  a !== null && a.id === b.id && a.serviceCode === b.serviceCode;

/** An option's price: free (with what it would have cost), or its price. */
export function OptionPrice({ option }: { option: CartCarrier }) {
  const t = useT();
  const lang = useLang();
  if (option.price === 0)
    return (
      <span className="option-price">
        {option.fdp > 0 && <s className="muted">{formatPrice(lang, option.fdp)}</s>}{' '}
        {t('cart.free', { amount: formatPrice(lang, 0) })}
      </span>
    );
  return <span className="option-price">{formatPrice(lang, option.price)}</span>;
}

/**
 * The shipping fee machine's state, shown (spec 2 §4): calculating; the server's refusal; one
 * option, chosen for the shopper; or several, to choose from — each with its price and why.
 */
export function CarrierOptions({ errors, required = false }: { errors?: readonly string[]; required?: boolean }) {
  const t = useT();
  const store = useCartStore();
  const fees = useCart((s) => s.fees);
  const carrier = useCart((s) => s.carrier);
  const options = useCart((s) => s.shippingPrices);
  const city = useCart((s) => s.city);
  const name = useId();

  if (!city) return <p className="muted">{t('checkout.enterPostalCode')}</p>;
  return (
    <div className="carrier-options" aria-busy={fees.running || undefined} data-testid="carrier-options">
      {fees.running && (
        <p role="status" className="muted">
          {t('checkout.calculating')}
        </p>
      )}
      {!fees.running && fees.error && (
        <p role="alert" className="field-error" data-testid="fees-error">
          {problemOf(new Error(fees.error), t)}
        </p>
      )}
      {!fees.running && carrier && options.length === 0 && (
        <div className="carrier-single" data-testid="carrier-single">
          <p>
            {t('checkout.onlyCarrier', { name: carrier.name })} <OptionPrice option={carrier} />
          </p>
          <FeeExplanation option={carrier} />
        </div>
      )}
      {options.length > 0 && (
        <fieldset>
          <legend>
            {t('checkout.chooseCarrier')}
            <RequiredMark when={required} />
          </legend>
          <ul className="option-list">
            {options.map((option) => (
              <li
                key={`${option.id}|${option.serviceCode ?? ''}`}
                className={sameOption(carrier, option) ? 'option selected' : 'option'}
              >
                <label className="option-label">
                  <input
                    type="radio"
                    name={name}
                    checked={sameOption(carrier, option)}
                    onChange={() => store.update((s) => chooseCarrier(s, option))}
                    data-testid="carrier-option"
                  />
                  <span className="option-name">
                    {option.name}
                    {option.deliveryType === 'PICKUP' && <span className="muted small"> {t('checkout.toRelay')}</span>}
                  </span>
                  <OptionPrice option={option} />
                </label>
                <FeeExplanation option={option} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {errors?.map((message) => (
        <p key={message} className="field-error">
          {message}
        </p>
      ))}
    </div>
  );
}
