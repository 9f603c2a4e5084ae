import './return-ask-dialog.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@cellar/shared/checkout/orders';
import { FieldMessages, FormProblem, RequiredMark, TextField } from '../../../components/form-field.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { fieldErrorsOf, problemOf } from '../../../lib/api/problems.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { askReturn, orderReturnsQuery, returnReasonsQuery, type CustomerReturn } from '../api/return-queries.ts';

interface LineChoice {
  chosen: boolean;
  quantity: string;
}

const sameProduct = (a: { id: number; idVintage: number | null }, b: { id: number; idVintage: number | null }) =>
  a.id === b.id && (a.idVintage ?? null) === (b.idVintage ?? null);

/** Units of a line still returnable: ordered, less what earlier returns took (a rejected one gave its goods back). */
function remainingOf(line: OrderView['products'][number], returns: readonly CustomerReturn[]): number {
  const taken = returns
    .filter((r) => r.status !== 'RETURN_REJECTED')
    .flatMap((r) => r.lines)
    .filter((l) => sameProduct(l, line))
    .reduce((sum, l) => sum + l.quantity, 0);
  return Math.max(0, line.quantity - taken);
}

export interface ReturnAskDialogProps {
  order: OrderView;
  /** The order's returns so far (units they took are not offered again). */
  returns: readonly CustomerReturn[];
  onClose: () => void;
  onSent: () => void;
}

/**
 * "Ask a return" (`POST /order/{id}/return`): the order's lines to tick with how many units (up to
 * what was ordered, less earlier returns), a reason of the site's list in the shopper's language,
 * a message. The form does not judge: the server's messages land on their fields (a line's on its
 * line), the rest above the form. A modal dialog: focus inside, Escape or Cancel closes it.
 */
export function ReturnAskDialog({ order, returns, onClose, onSent }: ReturnAskDialogProps) {
  const t = useT();
  const api = useStoreApi();
  const queryClient = useQueryClient();
  const reasons = useQuery(returnReasonsQuery(api));
  const titleId = useId();
  const reasonId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [choices, setChoices] = useState<LineChoice[]>(() =>
    order.products.map(() => ({ chosen: false, quantity: '1' })),
  );
  const [idReason, setIdReason] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    heading.current?.focus();
    // The page behind a modal dialog does not scroll.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const lines = order.products.map((line, index) => ({ line, index, remaining: remainingOf(line, returns) }));
  const reasonList = reasons.data ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const chosen = lines.filter(({ index, remaining }) => choices[index]!.chosen && remaining > 0);
    const body = {
      lines: chosen.map(({ line, index }) => {
        const quantity = Number(choices[index]!.quantity.trim());
        return { id: line.id, idVintage: line.idVintage, quantity: Number.isFinite(quantity) ? quantity : 0 };
      }),
      idReason: idReason === '' ? null : Number(idReason),
      message: message.trim() === '' ? null : message,
    };
    setBusy(true);
    setProblem(null);
    setErrors({});
    try {
      await askReturn(api, order.id, body);
      await queryClient.invalidateQueries({ queryKey: orderReturnsQuery(api, order.id).queryKey });
      onSent();
    } catch (error) {
      // A line's messages come as `lines.<i>.…` of the lines sent: each goes on its line of the order.
      const found: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
        const match = /^lines\.(\d+)\./.exec(field);
        const key = match ? `line.${chosen[Number(match[1])]?.index ?? -1}` : field;
        found[key] = [...(found[key] ?? []), ...messages];
      }
      setErrors(found);
      const placed = new Set(['lines', 'idReason', 'message', ...lines.map(({ index }) => `line.${index}`)]);
      const elsewhere = Object.entries(found)
        .filter(([field]) => !placed.has(field))
        .flatMap(([, m]) => m);
      if (Object.keys(found).length === 0 || elsewhere.length > 0)
        setProblem(elsewhere.length > 0 ? elsewhere.join(' ') : problemOf(error, t));
      else setProblem(problemOf(error, t));
    } finally {
      setBusy(false);
    }
  };

  /** Escape closes; Tab stays inside the dialog. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('button, input, select, textarea, [tabindex="0"]'),
    ].filter((el) => !(el as HTMLInputElement).disabled);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const details = Object.values(errors).flat();
  return (
    <div className="return-backdrop">
      <div
        ref={dialog}
        className="return-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        data-testid="return-dialog"
      >
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('returns.dialog.title')}
        </h2>
        <p className="muted">{t('returns.dialog.intro')}</p>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormProblem message={problem} details={details} testId="return-problem" />
          <fieldset className="return-lines-choice" aria-describedby={errors.lines ? `${titleId}-lines` : undefined}>
            <legend>
              {t('returns.dialog.products')}
              <RequiredMark when />
            </legend>
            {lines.map(({ line, index, remaining }) => {
              const name = line.year ? `${line.name} ${line.year}` : line.name;
              const choice = choices[index]!;
              const lineErrors = errors[`line.${index}`];
              const set = (change: Partial<LineChoice>) =>
                setChoices((all) => all.map((c, i) => (i === index ? { ...c, ...change } : c)));
              return (
                <div
                  key={`${line.id}-${line.idVintage ?? ''}`}
                  className={`return-line${lineErrors ? ' field-invalid' : ''}`}
                  data-testid={`return-line-${index}`}
                >
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={choice.chosen && remaining > 0}
                      disabled={remaining === 0}
                      onChange={(event) => set({ chosen: event.target.checked })}
                      aria-label={t('returns.dialog.choose', { name })}
                    />
                    <span>{name}</span>
                  </label>
                  {remaining === 0 ? (
                    <span className="small muted">{t('returns.dialog.nothingLeft')}</span>
                  ) : (
                    <span className="return-quantity">
                      <input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={remaining}
                        step={1}
                        value={choice.quantity}
                        disabled={!choice.chosen}
                        onChange={(event) => set({ quantity: event.target.value })}
                        aria-label={t('returns.dialog.quantityOf', { name })}
                        aria-invalid={lineErrors ? true : undefined}
                        aria-describedby={lineErrors ? `${titleId}-line-${index}` : undefined}
                      />
                      <span className="small muted">{t('returns.dialog.upTo', { count: remaining })}</span>
                    </span>
                  )}
                  <FieldMessages id={`${titleId}-line-${index}`} errors={lineErrors} />
                </div>
              );
            })}
            <FieldMessages id={`${titleId}-lines`} errors={errors.lines} />
          </fieldset>
          {reasons.isError ? (
            <p className="small muted" role="status">
              {t('returns.dialog.reasonsFailed')}
            </p>
          ) : (
            reasonList.length > 0 && (
              <div className={`field${errors.idReason ? ' field-invalid' : ''}`}>
                <label htmlFor={reasonId}>
                  {t('returns.dialog.reason')}
                  <RequiredMark when />
                </label>
                <select
                  id={reasonId}
                  value={idReason}
                  onChange={(event) => setIdReason(event.target.value)}
                  aria-required
                  aria-invalid={errors.idReason ? true : undefined}
                  aria-describedby={errors.idReason ? `${reasonId}-errors` : undefined}
                  data-testid="return-reason"
                >
                  <option value="">{t('returns.dialog.chooseReason')}</option>
                  {reasonList.map((reason) => (
                    <option key={reason.id} value={reason.id}>
                      {reason.value}
                    </option>
                  ))}
                </select>
                <FieldMessages id={`${reasonId}-errors`} errors={errors.idReason} />
              </div>
            )
          )}
          <TextField
            label={t('returns.dialog.message')}
            hint={t('returns.dialog.messageHint')}
            value={message}
            onChange={setMessage}
            errors={errors.message}
            multiline
            maxLength={2000}
            required={reasons.isSuccess && reasonList.length === 0}
            testId="return-message"
          />
          <div className="actions">
            <button type="button" className="button button-quiet" onClick={onClose} disabled={busy}>
              {t('returns.dialog.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={busy} data-testid="return-send">
              {busy ? t('returns.dialog.sending') : t('returns.dialog.send')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
