import { useParams } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useT } from '../../../lib/i18n/translate.ts';
import '../../../i18n/forms-catalogue.ts';
import { PublicForm } from '../../../components/site-form/public-form.tsx';

/** `/forms/:id`: one valid form of the site on its own page (a link the site can share). */
export function FormRoute() {
  const t = useT();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <StatusMessage>{t('forms.notFound')}</StatusMessage>;
  return (
    <div className="page-narrow" data-testid="form-page">
      <PublicForm idForm={id} />
    </div>
  );
}
