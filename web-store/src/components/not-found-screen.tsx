import { Link } from 'react-router';
import { useLocalePath } from '../lib/i18n/lang.ts';
import { useT } from '../lib/i18n/translate.ts';
import { useReportNotFound } from '../lib/prerender/render-report.ts';
import { StatusMessage } from './status-message.tsx';

/** An address the shop does not have (or a product no longer sold): a prerendered document of it is a 404. */
export function NotFoundScreen() {
  useReportNotFound();
  const t = useT();
  const to = useLocalePath();
  return (
    <StatusMessage
      title={t('notFound.title')}
      action={
        <Link className="button" to={to('/')}>
          {t('notFound.back')}
        </Link>
      }
    >
      {t('notFound.text')}
    </StatusMessage>
  );
}
