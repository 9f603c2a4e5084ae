import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { siteCreateSchema, siteUpdateSchema } from '@cellar/shared/site/site';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormScreen, type FormField } from '../../../components/kit/form-screen.tsx';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  createSite,
  loadSiteLangs,
  siteKeys,
  siteLangKeys,
  updateSite,
  type SiteBody,
  type SiteRow,
} from '../api/sites-api.ts';

interface SiteFormValues {
  name: string;
  url: string;
  slug: string;
  defaultLang: string;
  [field: string]: string;
}

/** What the API takes: an empty slug is left to the server (made from the name); an empty address clears it. */
export function toSiteBody(values: SiteFormValues): SiteBody {
  const body: SiteBody = { name: values.name, url: values.url.trim() };
  if (values.slug.trim() !== '') body.slug = values.slug;
  if (values.defaultLang !== '') body.defaultLang = values.defaultLang;
  return body;
}

/** The site form (add, or edit `site`): name, address, slug, default language from the catalogue. */
export function SiteForm({ site }: { site?: SiteRow }) {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const langs = useQuery({ queryKey: siteLangKeys.all, queryFn: () => loadSiteLangs(api) });
  const adding = site === undefined;

  // The initial values need the catalogue (its default language on add): the form waits for it.
  if (langs.isPending) return <PageLoader />;
  if (langs.isError) return <ErrorScreen status={isApiError(langs.error) ? langs.error.status : 500} />;

  // Valid languages, and the site's own even if it is no longer valid.
  const options = langs.data
    .filter((l) => l.valid || l.code === site?.defaultLang)
    .map((l) => ({ value: l.code, label: `${l.label} (${l.code})` }));
  if (site && !options.some((o) => o.value === site.defaultLang))
    options.push({ value: site.defaultLang, label: site.defaultLang });
  const catalogueDefault = langs.data.find((l) => l.isDefault)?.code ?? options[0]?.value ?? '';

  const fields: FormField[] = [
    { name: 'name', label: t('sites.name'), kind: 'text', required: true },
    { name: 'url', label: t('sites.url'), kind: 'text' },
    { name: 'slug', label: t('sites.slug'), kind: 'text' },
    { name: 'defaultLang', label: t('sites.defaultLang'), kind: 'select', options },
  ];

  return (
    <FormScreen<SiteFormValues, SiteRow>
      title={adding ? t('sites.addTitle') : t('sites.editTitle')}
      titleOrder={adding ? 2 : 3}
      testId="site-form"
      fields={fields}
      initialValues={{
        name: site?.name ?? '',
        url: site?.url ?? '',
        slug: site?.slug ?? '',
        defaultLang: site?.defaultLang ?? catalogueDefault,
      }}
      schema={adding ? siteCreateSchema : siteUpdateSchema}
      toInput={toSiteBody}
      submit={(body) => (site ? updateSite(api, site.id, body as SiteBody) : createSite(api, body as SiteBody))}
      successMessage={adding ? t('sites.created') : t('sites.updated')}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: siteKeys.all });
        if (adding) navigate(to(`/superAdmin/site/${saved.id}`));
      }}
      backTo={to('/superAdmin/site')}
    />
  );
}
