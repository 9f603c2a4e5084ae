import type { OrderView } from '@cellar/shared/checkout/orders';
import { formatCapacity, formatPrice } from '../lib/format.ts';
import { useLang } from '../lib/i18n/lang.ts';
import { useT } from '../lib/i18n/translate.ts';

function Address({ address }: { address: NonNullable<OrderView['address']['delivery']> }) {
  return (
    <address>
      {[address.firstname, address.lastname].filter(Boolean).join(' ')}
      <br />
      {address.address}
      {address.addressPart2 && (
        <>
          <br />
          {address.addressPart2}
        </>
      )}
      <br />
      {address.postalCode} {address.city} {address.country}
    </address>
  );
}

/** How to pay an order not paid yet (transfer, cheque, cash), as the server wrote it. */
export function PaymentInstructions({ payment }: { payment: OrderView['payment'] }) {
  const t = useT();
  const lang = useLang();
  const i = payment.instructions;
  if (!i) return null;
  return (
    <div className="payment-instructions" data-testid="payment-instructions">
      <p>{i.text}</p>
      <dl className="facts">
        {i.accountHolder && (
          <div>
            <dt>{t('order.accountHolder')}</dt>
            <dd>{i.accountHolder}</dd>
          </div>
        )}
        {i.iban && (
          <div>
            <dt>{t('order.iban')}</dt>
            <dd className="mono">{i.iban}</dd>
          </div>
        )}
        {i.bic && (
          <div>
            <dt>{t('order.bic')}</dt>
            <dd className="mono">{i.bic}</dd>
          </div>
        )}
        {i.payableTo && (
          <div>
            <dt>{t('order.payableTo')}</dt>
            <dd>{i.payableTo}</dd>
          </div>
        )}
        {i.mailTo && (
          <div>
            <dt>{t('order.mailTo')}</dt>
            <dd>{i.mailTo}</dd>
          </div>
        )}
        <div>
          <dt>{t('order.reference')}</dt>
          <dd className="mono">{i.reference}</dd>
        </div>
        <div>
          <dt>{t('order.amount')}</dt>
          <dd>{formatPrice(lang, i.amount)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * An order as the server answered it (`POST /order`, `GET /order/{id}`): its lines and totals (the
 * server's), how it is received, its addresses, and its payment.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const t = useT();
  const lang = useLang();
  const price = (amount: number) => formatPrice(lang, amount);
  const d = order.delivery;
  return (
    <div className="order-details" data-testid="order-details">
      <dl className="facts order-facts">
        <div>
          <dt>{t('order.number')}</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{order.date}</dd>
        </div>
        <div>
          <dt>{t('order.status')}</dt>
          <dd data-testid="order-status" data-status={order.status}>
            {order.statusLabel}
          </dd>
        </div>
        <div>
          <dt>{t('order.payment')}</dt>
          <dd data-testid="order-payment" data-status={order.payment.status}>
            {t('order.paymentIs', {
              method: order.payment.label,
              status: t(`order.paymentStatus.${order.payment.status}`),
            })}
          </dd>
        </div>
      </dl>

      <table className="order-lines">
        <caption className="visually-hidden">{t('order.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.product')}</th>
            <th scope="col">{t('order.quantity')}</th>
            <th scope="col">{t('order.unitPrice')}</th>
            <th scope="col">{t('order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.name}
                {line.year ? ` ${line.year}` : ''}
                {line.capacity && line.capacityUnit ? (
                  <span className="muted small"> · {formatCapacity(lang, line.capacity, line.capacityUnit)}</span>
                ) : null}
              </th>
              <td>{line.quantity}</td>
              <td>
                {line.discount > 0 && (
                  <>
                    <s className="muted">{price(line.unitPrice)}</s>{' '}
                  </>
                )}
                {price(line.price)}
              </td>
              <td>{price(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="totals-list" data-testid="order-totals">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="order-subtotal">{price(order.subtotal)}</dd>
        </div>
        {order.discount && (
          <div>
            <dt>{t('cart.discountLine', { code: order.discount.code })}</dt>
            <dd data-testid="order-discount">−{price(order.discount.amount)}</dd>
          </div>
        )}
        <div>
          <dt>{t(d.type === 'CLICK_AND_COLLECT' ? 'cart.pickupFees' : 'cart.shipping')}</dt>
          <dd data-testid="order-shipping">
            {order.shippingFees === 0 ? t('cart.free', { amount: price(0) }) : price(order.shippingFees)}
          </dd>
        </div>
        <div className="totals-total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-total">{price(order.total)}</dd>
        </div>
      </dl>

      <section className="order-section">
        <h2>{t('order.receiving')}</h2>
        {d.type === 'CLICK_AND_COLLECT' && d.pickup ? (
          <p>
            {t('order.pickupAt', {
              name: d.pickup.name,
              address: d.pickup.address,
              postalCode: d.pickup.postalCode,
              city: d.pickup.city,
            })}
            <br />
            {t('order.pickupWhen', { date: d.pickup.date, start: d.pickup.start, end: d.pickup.end })}
          </p>
        ) : d.type === 'PICKUP' ? (
          <p>
            {t('order.byCarrier', { name: d.carrierName ?? '' })}
            {d.accessPoint && (
              <>
                <br />
                {t('order.toRelay', {
                  name: d.accessPoint.name ?? d.accessPoint.id,
                  address: [d.accessPoint.address, d.accessPoint.postalCode, d.accessPoint.city]
                    .filter(Boolean)
                    .join(' '),
                })}
              </>
            )}
          </p>
        ) : (
          <p>{t('order.byCarrier', { name: d.carrierName ?? '' })}</p>
        )}
        <div className="order-addresses">
          {order.address.delivery && d.type === 'DELIVERY' && (
            <div>
              <h3>{t('order.deliveryAddress')}</h3>
              <Address address={order.address.delivery} />
            </div>
          )}
          {order.address.billing && (
            <div>
              <h3>{t('order.billingAddress')}</h3>
              <Address address={order.address.billing} />
            </div>
          )}
        </div>
        {order.message && (
          <>
            <h3>{t('order.message')}</h3>
            <p className="description">{order.message}</p>
          </>
        )}
      </section>
    </div>
  );
}
