import { useEffect, useId, useState } from 'react';
import { useT } from '../lib/i18n/translate.ts';
import { decreased, increased, typedQuantity } from '../lib/cart/quantity.ts';

/**
 * − / quantity / + : the buttons step by `step`; what is typed is read when the field is left or
 * Enter is pressed (while typing, "-" or "" are not numbers yet).
 */
export function QuantityStepper({
  value,
  step,
  onChange,
  name,
}: {
  value: number;
  step: number;
  onChange: (quantity: number) => void;
  /** In a list (the cart): whose quantity, said by the field and its buttons. */ name?: string;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const next = typedQuantity(draft);
    setDraft(String(next));
    onChange(next);
  };
  return (
    <div className="quantity">
      <label htmlFor={id} className={name ? 'visually-hidden' : undefined}>
        {name ? t('cart.quantityOf', { name }) : t('product.quantity')}
      </label>
      <div className="quantity-controls">
        <button
          type="button"
          className="icon-button"
          onClick={() => onChange(decreased(value, step))}
          disabled={value <= step}
          aria-label={name ? t('cart.decreaseOf', { step, name }) : t('product.decrease', { step })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          data-testid="quantity"
        />
        <button
          type="button"
          className="icon-button"
          onClick={() => onChange(increased(value, step))}
          aria-label={name ? t('cart.increaseOf', { step, name }) : t('product.increase', { step })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {step > 1 && <p className="muted small">{t('product.soldBy', { count: step })}</p>}
    </div>
  );
}
