import type { ReactNode } from 'react';
import { errorStatus } from '../lib/api/errors.ts';
import { useT } from '../lib/i18n/translate.ts';

/** A screen-wide message (empty list, failure, not found), with an optional action under it. */
export function StatusMessage({
  title,
  children,
  action,
  tone = 'info',
}: {
  title?: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'error';
}) {
  return (
    <section className={`status-message status-${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      {title && <h1>{title}</h1>}
      <p>{children}</p>
      {action}
    </section>
  );
}

/** A failed load: what failed, the network hint when no answer came, and a retry button. */
export function LoadError({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <StatusMessage
      tone="error"
      action={
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    >
      {message} {errorStatus(error) === 0 ? t('common.network') : ''}
    </StatusMessage>
  );
}
