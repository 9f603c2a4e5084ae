import '../../../i18n/checkout-catalogue.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { PaymentMethod } from '@cellar/shared/checkout/orders';
import { CartTotals } from '../../../components/cart-totals.tsx';
import { DiscountCodeForm } from '../../../components/discount-code-form.tsx';
import { CheckboxField, FormProblem, RequiredMark, TextField } from '../../../components/form-field.tsx';
import { SalesConditionsLabel } from '../../../components/sales-conditions-label.tsx';
import { LoadError } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { createStoreApi } from '../../../lib/api/store-api.ts';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useCart, useCartContext } from '../../../lib/cart/cart-context.tsx';
import { useCartPricing } from '../../../lib/cart/cart-pricing.ts';
import { chooseDeliveryType, previewSubtotal, updateDetails, type CartAddress } from '../../../lib/cart/cart-state.ts';
import { lineErrors } from '../../../lib/cart/line-errors.ts';
import { orderBody } from '../../../lib/cart/order-body.ts';
import { idempotencyKeyFor } from '../../../lib/cart/pending-order.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { meQuery } from '../../../lib/session/me-query.ts';
import { readToken, useSignedIn } from '../../../lib/session/session.ts';
import { countriesQuery, paymentMethodsQuery, relayConfigQuery } from '../api/checkout-queries.ts';
import { keepLastOrder } from '../api/last-order.ts';
import { usePickupPlaces } from '../api/pickup-places.ts';
import { AddressFields, noAddress } from '../components/address-fields.tsx';
import { CarrierOptions } from '../components/carrier-options.tsx';
import { DestinationForm } from '../components/destination-form.tsx';
import { PickupPicker } from '../components/pickup-picker.tsx';
import { RelayPicker } from '../components/relay-picker.tsx';
import { orderProblems, requiredFields } from '../order-rules.ts';

/**
 * `/checkout`: how the order is received (delivery, with the postal code, the carrier options and
 * their prices, a relay for relay options; or click and collect, fee 0, a place, a day and a slot),
 * who orders (e-mail for a guest, phone), the addresses (billing the same or not), a message for
 * the winemaker, the payment method, the legal boxes, and the server's totals. "Order" sends
 * `POST /order` with an `Idempotency-Key` (the same for the same cart: a retry never orders
 * twice). The fields the order needs for the chosen way of receiving it are marked, and checked
 * before sending (features/checkout/order-rules.ts): every problem shows at once on its field and
 * in a summary above the button, as do all the server's refusals.
 */
export function CheckoutRoute() {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const navigate = useNavigate();
  const api = useStoreApi();
  const idSite = api.idSite ?? 0;
  const queryClient = useQueryClient();
  const { store, requestFees } = useCartContext();
  const state = useCart((s) => s);
  const signedIn = useSignedIn(api.idSite);
  const me = useQuery({ ...meQuery(api, readToken(idSite)), enabled: signedIn });
  const countries = useQuery(countriesQuery(api));
  const methods = useQuery(paymentMethodsQuery(api));
  const relayConfig = useQuery(relayConfigQuery(api));
  const pickup = usePickupPlaces(state.deliveryType === 'clickAndCollect');
  const { query: pricing, droppedCode } = useCartPricing();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [legalAge, setLegalAge] = useState(false);
  const [salesConditions, setSalesConditions] = useState(false);
  // Once the shopper has tried to order, the local problems follow what they fix.
  const [tried, setTried] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const paymentName = useId();
  const formId = useId();

  // Stored prices may be old: the fees are asked again on arrival when a city is known.
  useEffect(() => {
    requestFees();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // A signed-in customer's names and phone start the forms.
  useEffect(() => {
    const user = me.data;
    if (!user || !('phone' in user)) return;
    store.update((s) => {
      const named = (a: CartAddress | null): CartAddress => ({
        ...(a ?? noAddress),
        firstname: a?.firstname || user.firstname,
        lastname: a?.lastname || user.lastname,
      });
      return updateDetails(s, {
        phone: s.phone || user.phone || '',
        shippingAddress: named(s.shippingAddress),
        billingAddress: named(s.billingAddress),
      });
    });
  }, [me.data, store]);

  const place = useMutation({
    mutationFn: async () => {
      const body = orderBody(store.get(), {
        paymentMethod: paymentMethod as PaymentMethod,
        legalAge,
        salesConditions,
        expectedTotal: pricing.data?.total ?? null,
        signedIn,
      });
      const idempotency = { 'Idempotency-Key': idempotencyKeyFor(idSite, body) };
      const keyed = createStoreApi(api.idSite, api.lang, idempotency, null, api.contentLang);
      return keyed.client.call('orderCreate', { body });
    },
    onSuccess: (order) => {
      keepLastOrder(idSite, order);
      store.clear();
      void queryClient.invalidateQueries({ queryKey: ['customerOrders'] });
      navigate(to('/checkout/confirmation'));
    },
    onError: (error) => {
      // New prices (a discount ended, a fee changed): the totals are asked again before a new try.
      if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: ['orderDiscount'] });
      problemRef.current?.focus();
    },
  });

  if (state.lines.length === 0 && !place.isPending && !place.isSuccess) return <Navigate to={to('/cart')} replace />;

  const collecting = state.deliveryType === 'clickAndCollect';
  const delivering = state.deliveryType === 'delivery';
  const relayCarrier = delivering && state.carrier?.deliveryType === 'PICKUP';
  const offered = (methods.data?.methods ?? []).filter((m) => collecting || !m.onlyClickAndCollect);
  const user = me.data;
  const who = { signedIn, accountPhone: Boolean(user && 'phone' in user && user.phone?.trim()) };
  const required = requiredFields(state, who);
  const choices = { ...who, paymentMethod, offeredMethods: offered.map((m) => m.method), legalAge, salesConditions };
  const problems = tried ? orderProblems(state, choices) : {};
  const hasProblems = Object.keys(problems).length > 0;
  // The server's messages and ours, per field (the same names: the order body's).
  const errors: Record<string, string[]> = { ...fieldErrorsOf(place.error) };
  for (const [field, key] of Object.entries(problems)) errors[field] = [...new Set([...(errors[field] ?? []), t(key)])];
  const err = (...fields: string[]) => {
    const found = fields.flatMap((f) => errors[f] ?? []);
    return found.length > 0 ? found : undefined;
  };
  const perLine = lineErrors(errors);
  const countryName =
    countries.data?.countries.find((c) => c.id === state.country?.id)?.name ?? state.country?.alphaTwo ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(orderProblems(state, choices)).length > 0) {
      place.reset();
      problemRef.current?.focus();
      return;
    }
    place.mutate();
  };
  const summary = hasProblems ? t('checkout.errors.summary') : place.error ? problemOf(place.error, t) : null;
  const lines = pricing.data?.products;

  return (
    <div className="checkout">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <p className="muted small">{t('checkout.requiredNote')}</p>
      <div className="checkout-layout">
        {/* The order's form holds the steps; the summary beside it has its own (the discount code) and the
            submit button, tied by `form`. */}
        <form id={formId} className="checkout-steps" onSubmit={submit} noValidate aria-labelledby="checkout-title">
          <section className="checkout-step" aria-labelledby="step-receive">
            <h2 id="step-receive">{t('checkout.receive')}</h2>
            <fieldset className="delivery-choice">
              <legend className="visually-hidden">{t('checkout.receive')}</legend>
              <label className={`vintage-option${delivering ? ' selected' : ''}`}>
                <input
                  type="radio"
                  name="deliveryType"
                  checked={delivering}
                  onChange={() => store.update((s) => chooseDeliveryType(s, 'delivery'))}
                  data-testid="delivery-type-delivery"
                />
                {t('checkout.delivery')}
              </label>
              <label className={`vintage-option${collecting ? ' selected' : ''}`}>
                <input
                  type="radio"
                  name="deliveryType"
                  checked={collecting}
                  onChange={() => store.update((s) => chooseDeliveryType(s, 'clickAndCollect'))}
                  data-testid="delivery-type-pickup"
                />
                {t('checkout.clickAndCollect')}
              </label>
              {/* Not chosen yet; once delivering, the server's refusals of the type show with the carriers. */}
              {!state.deliveryType &&
                err('delivery.type')?.map((m) => (
                  <p key={m} className="field-error">
                    {m}
                  </p>
                ))}
            </fieldset>
            {delivering && (
              <>
                <DestinationForm required={required.has('deliveryPostalCode')} />
                {err('deliveryPostalCode', 'deliveryIdCountry')?.map((m) => (
                  <p key={m} className="field-error">
                    {m}
                  </p>
                ))}
                <h3>{t('checkout.carrier')}</h3>
                <CarrierOptions
                  errors={err(
                    'delivery',
                    'delivery.type',
                    'delivery.idCarrier',
                    'delivery.serviceCode',
                    'delivery.servicePrice',
                  )}
                  required={required.has('delivery.idCarrier')}
                />
                {relayCarrier && relayConfig.data?.active !== false && (
                  <RelayPicker
                    errors={err('delivery.accessPoint', 'delivery.accessPoint.id')}
                    required={required.has('delivery.accessPoint')}
                  />
                )}
              </>
            )}
            {collecting && (
              <>
                <p className="pickup-fee" data-testid="pickup-fee">
                  {t('checkout.pickupFee', { amount: formatPrice(lang, 0) })}
                </p>
                {pickup.isPending && (
                  <p role="status" className="muted">
                    {t('checkout.pickupLoading')}
                  </p>
                )}
                {pickup.isError && (
                  <LoadError
                    message={problemOf(pickup.error, t)}
                    error={pickup.error}
                    onRetry={() => void pickup.refetch()}
                  />
                )}
                {pickup.data && (
                  <PickupPicker
                    places={pickup.data}
                    errors={{
                      idAddress: err('delivery.idAddress', 'idAddress'),
                      date: err('dateSchedule', 'date'),
                      idSchedule: err('idSchedule'),
                    }}
                    required={required.has('delivery.idAddress')}
                  />
                )}
              </>
            )}
          </section>

          <section className="checkout-step" aria-labelledby="step-contact">
            <h2 id="step-contact">{t('checkout.contact')}</h2>
            {signedIn ? (
              <p>{me.data ? t('checkout.signedInAs', { email: me.data.email }) : t('common.loading')}</p>
            ) : (
              <>
                <p className="muted small">
                  {t('checkout.guest')}{' '}
                  <Link to={`${to('/account/login')}?redirect=${encodeURIComponent(to('/checkout'))}`}>
                    {t('checkout.signInInstead')}
                  </Link>
                </p>
                <TextField
                  label={t('checkout.email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  value={state.email}
                  onChange={(email) => store.update((s) => updateDetails(s, { email }))}
                  required={required.has('user.email')}
                  errors={err('user.email', 'email')}
                  testId="email"
                />
              </>
            )}
            <TextField
              label={t('checkout.phone')}
              type="tel"
              autoComplete="tel"
              value={state.phone}
              onChange={(phone) => store.update((s) => updateDetails(s, { phone }))}
              hint={t('checkout.phoneHint')}
              required={required.has('user.phone')}
              errors={err('user.phone', 'phone')}
              testId="phone"
            />
          </section>

          <section className="checkout-step" aria-labelledby="step-address">
            <h2 id="step-address">
              {t(
                delivering
                  ? relayCarrier
                    ? 'checkout.yourAddress'
                    : 'checkout.deliveryAddress'
                  : 'checkout.billingStep',
              )}
            </h2>
            {delivering && state.city ? (
              <>
                <AddressFields
                  value={state.shippingAddress}
                  onChange={(shippingAddress) => store.update((s) => updateDetails(s, { shippingAddress }))}
                  errors={errors}
                  required={required}
                  prefix="address.delivery"
                  place={{ city: state.city, country: state.country, countryName }}
                />
                {err('address.delivery')?.map((m) => (
                  <p key={m} className="field-error">
                    {m}
                  </p>
                ))}
                <CheckboxField
                  label={t('checkout.billingSame')}
                  checked={state.billingSame}
                  onChange={(billingSame) => store.update((s) => updateDetails(s, { billingSame }))}
                  testId="billing-same"
                />
                {!state.billingSame && (
                  <>
                    <h3>{t('checkout.billingAddress')}</h3>
                    <AddressFields
                      value={state.billingAddress}
                      onChange={(billingAddress) => store.update((s) => updateDetails(s, { billingAddress }))}
                      errors={errors}
                      required={required}
                      prefix="address.billing"
                    />
                  </>
                )}
              </>
            ) : delivering ? (
              <p className="muted">{t('checkout.addressAfterPostalCode')}</p>
            ) : (
              <AddressFields
                value={state.billingAddress}
                onChange={(billingAddress) => store.update((s) => updateDetails(s, { billingAddress }))}
                errors={errors}
                required={required}
                prefix="address.billing"
              />
            )}
            {err('address.billing')?.map((m) => (
              <p key={m} className="field-error">
                {m}
              </p>
            ))}
          </section>

          <section className="checkout-step" aria-labelledby="step-message">
            <h2 id="step-message">{t('checkout.messageTitle')}</h2>
            <TextField
              label={t('checkout.message')}
              value={state.message}
              onChange={(message) => store.update((s) => updateDetails(s, { message }))}
              multiline
              maxLength={2000}
              errors={err('message')}
              hint={t('checkout.messageHint')}
            />
          </section>

          <section className="checkout-step" aria-labelledby="step-payment">
            <h2 id="step-payment">{t('checkout.payment')}</h2>
            <fieldset>
              <legend>
                {t('checkout.paymentMethod')}
                <RequiredMark when={required.has('paymentMethod')} />
              </legend>
              {methods.isError && <p className="field-error">{problemOf(methods.error, t)}</p>}
              <div className="payment-options">
                {offered.map((m) => (
                  <label key={m.method} className={`vintage-option${paymentMethod === m.method ? ' selected' : ''}`}>
                    <input
                      type="radio"
                      name={paymentName}
                      value={m.method}
                      checked={paymentMethod === m.method}
                      onChange={() => setPaymentMethod(m.method)}
                      data-testid={`payment-${m.method}`}
                    />
                    {m.label}
                  </label>
                ))}
              </div>
              {err('paymentMethod')?.map((m) => (
                <p key={m} className="field-error">
                  {m}
                </p>
              ))}
            </fieldset>
            <CheckboxField
              label={t('checkout.legalAge')}
              checked={legalAge}
              onChange={setLegalAge}
              errors={err('legalAge')}
              required={required.has('legalAge')}
              testId="legal-age"
            />
            <CheckboxField
              label={<SalesConditionsLabel />}
              checked={salesConditions}
              onChange={setSalesConditions}
              errors={err('salesConditions')}
              required={required.has('salesConditions')}
              testId="sales-conditions"
            />
          </section>
        </form>

        <aside className="checkout-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t('checkout.summary')}</h2>
          <ul className="summary-lines">
            {state.lines.map((line, index) => {
              const priced = lines?.[index]?.quantity === line.quantity ? lines[index] : undefined;
              return (
                <li key={line.id}>
                  <span>
                    {t('checkout.summaryLine', {
                      quantity: line.quantity,
                      name: line.vintage ? `${line.product.name} ${line.vintage}` : line.product.name,
                    })}
                  </span>
                  <span>{formatPrice(lang, priced ? priced.total : line.product.discountedPrice * line.quantity)}</span>
                  {perLine.get(index)?.map((m) => (
                    <p key={m} className="field-error summary-line-error">
                      {m}
                    </p>
                  ))}
                </li>
              );
            })}
          </ul>
          <p className="small">
            <Link to={to('/cart')}>{t('checkout.editCart')}</Link>
          </p>
          <DiscountCodeForm dropped={droppedCode} />
          <CartTotals
            pricing={pricing.data}
            preview={previewSubtotal(state)}
            pending={pricing.isFetching}
            clickAndCollect={collecting}
          />
          {pricing.isError && !fieldErrorsOf(pricing.error).discount && (
            <p className="field-error">{problemOf(pricing.error, t)}</p>
          )}
          <div ref={problemRef} tabIndex={-1} className="problem-anchor">
            <FormProblem
              message={summary}
              details={[...new Set(Object.values(errors).flat())]}
              testId="order-problem"
            />
          </div>
          <button
            type="submit"
            form={formId}
            className="button button-primary"
            disabled={place.isPending}
            data-testid="place-order"
          >
            {place.isPending
              ? t('checkout.placing')
              : pricing.data
                ? t('checkout.placeFor', { total: formatPrice(lang, pricing.data.total) })
                : t('checkout.place')}
          </button>
        </aside>
      </div>
    </div>
  );
}
