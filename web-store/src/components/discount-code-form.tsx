import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useStoreApi } from '../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../lib/api/problems.ts';
import { useCart, useCartStore } from '../lib/cart/cart-context.tsx';
import { priceWithCode } from '../lib/cart/cart-pricing.ts';
import { setDiscount } from '../lib/cart/cart-state.ts';
import { useT } from '../lib/i18n/translate.ts';
import { FieldMessages } from './form-field.tsx';

/**
 * The discount code: sent with the cart to `POST /order/discount`; the server's answer (its
 * figures, or its refusal on `discount`) is what the shopper sees. An applied code can be removed.
 */
export function DiscountCodeForm({ dropped }: { dropped?: string | null }) {
  const t = useT();
  const api = useStoreApi();
  const store = useCartStore();
  const queryClient = useQueryClient();
  const applied = useCart((s) => s.discount?.code ?? null);
  const [code, setCode] = useState('');
  const id = useId();
  const apply = useMutation({
    mutationFn: (typed: string) => priceWithCode(api, store.get(), typed),
    onSuccess: (answer, typed) => {
      store.update((s) =>
        setDiscount(s, {
          code: answer.discount?.code ?? typed,
          products: answer.products.map((p) => ({ id: p.id, discount: p.saved })),
          total: answer.total,
          subtotal: answer.subtotal,
          shippingFees: answer.shippingFees,
          discount: answer.discount,
        }),
      );
      setCode('');
      void queryClient.invalidateQueries({ queryKey: ['orderDiscount'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') apply.mutate(code.trim());
  };
  const errors = apply.error
    ? (fieldErrorsOf(apply.error).discount ?? [problemOf(apply.error, t)])
    : dropped
      ? [dropped]
      : undefined;

  if (applied) {
    return (
      <div className="discount-code discount-applied" data-testid="discount-applied">
        <p role="status">{t('cart.codeApplied', { code: applied })}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => store.update((s) => setDiscount(s, null))}
          aria-label={t('cart.removeCode', { code: applied })}
        >
          {t('cart.remove')}
        </button>
      </div>
    );
  }
  return (
    <form className="discount-code" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('cart.code')}</label>
      <div className="search-row">
        <input
          id={id}
          type="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? `${id}-errors` : undefined}
          data-testid="discount-code"
        />
        <button type="submit" className="button button-quiet" disabled={apply.isPending}>
          {t('cart.applyCode')}
        </button>
      </div>
      <FieldMessages id={`${id}-errors`} errors={errors} alert />
    </form>
  );
}
