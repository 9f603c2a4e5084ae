import { useT } from '../lib/i18n/translate.ts';

/** What shows while a screen or its data loads: a spinner, and its words for screen readers. */
export function PageLoader() {
  const t = useT();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
