import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { deleteForm, formKeys, loadForms, setFormValid, type FormRow } from '../api/forms-api.ts';
import { useFormsT } from '../components/forms-text.ts';

/**
 * `/forms` (spec 1 §2 "Forms"): every form of the site, valid or not — its name and number of inputs, the valid toggle
 * (a visitor reads a valid form only), edit (`/forms/update/{id}`) and delete with confirmation (its document
 * templates go with it).
 */
export function FormListRoute() {
  const t = useFormsT();
  const to = useLocalePath();
  const api = useApi();

  return (
    <ListScreen<FormRow>
      title={t('forms.title')}
      testId="form-list"
      queryKey={formKeys.all}
      load={() => loadForms(api)}
      rowId={(form) => form.id}
      columns={[
        { accessor: 'name', title: t('forms.name') },
        { accessor: 'inputCount', title: t('forms.inputCount') },
      ]}
      valid={{ isValid: (form) => form.valid, set: (form, valid) => setFormValid(api, form.id, valid) }}
      remove={{ run: (form) => deleteForm(api, form.id), describe: (form) => form.name }}
      addTo={to('/forms/add')}
      addLabel={t('forms.add')}
      editTo={(form) => to(`/forms/update/${form.id}`)}
    />
  );
}
