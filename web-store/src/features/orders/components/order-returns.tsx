import '../../../i18n/returns-catalogue.ts';
import './order-returns.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@cellar/shared/checkout/orders';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { problemOf } from '../../../lib/api/problems.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { downloadReturnLabel, isOpenReturn, orderReturnsQuery, type CustomerReturn } from '../api/return-queries.ts';

// The dialog, its rules and its styles load when the shopper asks a return, not with the order page.
const ReturnAskDialog = lazy(() => import('./return-ask-dialog.tsx').then((m) => ({ default: m.ReturnAskDialog })));

/** Orders a return can be asked of (the server says `return.orderNotShipped` otherwise). */
const returnable = (order: OrderView) => order.status === 'SHIPPED' || order.status === 'DELIVERED';

function ReturnItem({ item }: { item: CustomerReturn }) {
  const t = useT();
  const lang = useLang();
  const api = useStoreApi();
  const [failed, setFailed] = useState(false);
  const labels = item.files.filter((f) => f.status === 'LABEL_SENT');
  return (
    <li className="return-item" data-testid={`return-${item.id}`}>
      <p className="return-head">
        <strong>{t('returns.number', { id: item.id })}</strong>{' '}
        <span className="muted">{t('returns.askedOn', { date: item.date })}</span>{' '}
        <span className="badge" data-testid="return-status" data-status={item.status}>
          {item.statusLabel}
        </span>
      </p>
      <ul className="return-lines" aria-label={t('returns.lines')}>
        {item.lines.map((line) => (
          <li key={`${line.id}-${line.idVintage ?? ''}`}>
            {t('returns.line', { name: line.year ? `${line.name} ${line.year}` : line.name, quantity: line.quantity })}
          </li>
        ))}
      </ul>
      {item.reason && <p className="small">{t('returns.reason', { reason: item.reason.value })}</p>}
      {item.refundAmount !== null && (
        <p className="small">{t('returns.refund', { amount: formatPrice(lang, item.refundAmount) })}</p>
      )}
      {labels.length > 0 && (
        <p className="small">
          {t('returns.label')}{' '}
          {labels.map((file) => (
            <button
              key={file.id}
              type="button"
              className="link-button"
              onClick={() => {
                setFailed(false);
                downloadReturnLabel(api, item.id, file).catch(() => setFailed(true));
              }}
            >
              {t('returns.downloadLabel', { name: file.name })}
            </button>
          ))}
        </p>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {t('returns.downloadFailed')}
        </p>
      )}
    </li>
  );
}

/**
 * The returns of the shopper's order (`GET /order-back?order={id}`) with their status, and "Ask a
 * return" for a shipped or delivered order with no return in progress: its dialog is its own chunk.
 */
export function OrderReturns({ order }: { order: OrderView }) {
  const t = useT();
  const api = useStoreApi();
  const returns = useQuery(orderReturnsQuery(api, order.id));
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const list = returns.data?.ordersBack ?? [];
  const open = list.some(isOpenReturn);
  if (!returnable(order) && list.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="returns-title" data-testid="order-returns">
      <h2 id="returns-title">{t('returns.title')}</h2>
      {sent && (
        <p className="notice" role="status" data-testid="return-sent">
          {t('returns.sent')}
        </p>
      )}
      {returns.isError ? (
        <div className="form-problem" role="alert" data-testid="returns-error">
          <p>
            {t('returns.loadFailed')} {problemOf(returns.error, t)}
          </p>
          <button type="button" className="button" onClick={() => void returns.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : returns.isPending ? (
        <p className="muted">{t('returns.dialog.loading')}</p>
      ) : (
        <>
          {list.length === 0 ? (
            <p className="muted">{t('returns.none')}</p>
          ) : (
            <ul className="return-list">
              {list.map((item) => (
                <ReturnItem key={item.id} item={item} />
              ))}
            </ul>
          )}
          {returnable(order) &&
            (open ? (
              <p className="small muted" data-testid="return-open">
                {t('returns.openReturn')}
              </p>
            ) : (
              <div className="return-ask">
                <p className="small muted">{t('returns.askHint')}</p>
                <button
                  ref={opener}
                  type="button"
                  className="button"
                  onClick={() => {
                    setSent(false);
                    setAsking(true);
                  }}
                  data-testid="return-ask"
                >
                  {t('returns.ask')}
                </button>
              </div>
            ))}
        </>
      )}
      {asking && (
        <Suspense fallback={<p className="muted">{t('returns.dialog.loading')}</p>}>
          <ReturnAskDialog
            order={order}
            returns={list}
            onClose={() => {
              setAsking(false);
              opener.current?.focus();
            }}
            onSent={() => {
              setAsking(false);
              setSent(true);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
