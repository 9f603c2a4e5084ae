import '../../i18n/forms-catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../page-loader.tsx';
import { LoadError, StatusMessage } from '../status-message.tsx';
import { useStoreApi } from '../../lib/api/api-context.tsx';
import { errorStatus } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/translate.ts';
import { publicFormQuery, sendFormAnswers } from './form-queries.ts';
import { FormRenderer } from './form-renderer.tsx';

/** A valid form of the site, read (`GET /forms/{id}`) and filled in; an invalid or absent one says so. */
export function PublicForm({ idForm }: { idForm: number }) {
  const t = useT();
  const api = useStoreApi();
  const form = useQuery(publicFormQuery(api, idForm));
  if (errorStatus(form.error) === 404) return <StatusMessage>{t('forms.notFound')}</StatusMessage>;
  if (form.isPending) return <PageLoader />;
  if (form.isError)
    return <LoadError message={t('forms.loadError')} error={form.error} onRetry={() => void form.refetch()} />;
  return <FormRenderer form={form.data} send={(answers) => sendFormAnswers(api, idForm, answers)} />;
}
