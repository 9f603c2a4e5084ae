import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { catalogueLangCreateSchema, catalogueLangUpdateSchema } from '@cellar/shared/site/lang';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormScreen, type FormField } from '../../../components/kit/form-screen.tsx';
import { createLang, langKeys, updateLang, type LangRow } from '../api/languages-api.ts';

interface LangFormValues {
  code: string;
  label: string;
  mtCode: string;
  [field: string]: string;
}

/** The catalogue language form: code, label and machine-translation code on add; label and code of translation on edit.
 * */
export function LangForm({ lang }: { lang?: LangRow }) {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const adding = lang === undefined;

  const fields: FormField[] = [];
  if (adding) fields.push({ name: 'code', label: t('languages.code'), kind: 'text', required: true });
  fields.push(
    { name: 'label', label: t('languages.label'), kind: 'text', required: true },
    { name: 'mtCode', label: t('languages.mtCode'), kind: 'text' },
  );

  return (
    <FormScreen<LangFormValues, unknown>
      title={adding ? t('languages.addTitle') : t('languages.editTitle', { code: lang.code })}
      testId="lang-form"
      fields={fields}
      initialValues={{ code: '', label: lang?.label ?? '', mtCode: lang?.mtCode ?? '' }}
      schema={adding ? catalogueLangCreateSchema : catalogueLangUpdateSchema}
      // An empty machine-translation code: none on add, cleared on edit.
      toInput={(values) => {
        const mtCode = values.mtCode.trim() === '' ? null : values.mtCode;
        return adding
          ? { code: values.code, label: values.label, ...(mtCode === null ? {} : { mtCode }) }
          : { label: values.label, mtCode };
      }}
      submit={(body) =>
        lang
          ? updateLang(api, lang.id, body as { label: string; mtCode: string | null })
          : createLang(api, body as { code: string; label: string; mtCode?: string })
      }
      successMessage={adding ? t('languages.created') : t('languages.updated')}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: langKeys.all });
        navigate(to('/superAdmin/lang'));
      }}
      backTo={to('/superAdmin/lang')}
    />
  );
}
