import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/errors.ts';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { pageCountsQuery, translatedLangsQuery, translatedPageQuery } from '../api/translations-api.ts';
import { LangCards, NoLanguage } from '../components/lang-cards.tsx';
import { TranslationList } from '../components/translation-list.tsx';
import { useTranslationsT } from '../components/translations-text.ts';

/** The page of `/page/{id}/translation…` and its name; a bad id or a page that does not load is an error screen. */
function usePageOfRoute() {
  const api = useApi();
  const t = useTranslationsT();
  const param = useParams().id ?? '';
  const id = Number(param);
  const valid = /^\d+$/.test(param) && id > 0;
  const page = useQuery({ ...translatedPageQuery(api, id), enabled: valid });
  const name = page.data
    ? page.data.title.trim() || page.data.menuTitle.trim() || page.data.url.trim() || `#${id}`
    : '';
  const failure = !valid ? (
    <ErrorScreen status={404} />
  ) : page.isError ? (
    <ErrorScreen status={isApiError(page.error) ? page.error.status : 500} />
  ) : page.isPending ? (
    <PageLoader />
  ) : null;
  return { id, name, failure, t };
}

/** `/page/{id}/translation` (spec 1 §2): the page's languages, each with the page's counts, to its list. */
export function PageTranslationsRoute() {
  const api = useApi();
  const to = useLocalePath();
  const { id, name, failure, t } = usePageOfRoute();
  const langs = useQuery(translatedLangsQuery(api, 'admin'));
  const codes = (langs.data ?? []).map((l) => l.code);
  const counts = useQuery({ ...pageCountsQuery(api, id, codes), enabled: langs.isSuccess && failure === null });
  if (failure) return failure;
  return (
    <Stack gap="lg" data-testid="page-translations-screen">
      <Group justify="space-between">
        <Title order={2}>{t('translations.pageTitle', { name })}</Title>
        <Button variant="default" component={Link} to={to(`/page/update/${id}`)} data-testid="translation-back">
          {t('translations.backToPage')}
        </Button>
      </Group>
      <LangCards
        langs={langs}
        counts={counts}
        linkOf={(code) => to(`/page/${id}/translation/${code}`)}
        empty={<NoLanguage text={t('translations.noLanguage')} help={t('translations.noLanguageHelp')} />}
      />
    </Stack>
  );
}

/** `/page/{id}/translation/{lang}` (spec 1 §2): the page's units in the language, and the editor. */
export function PageTranslationLangRoute() {
  const api = useApi();
  const to = useLocalePath();
  const { id, name, failure, t } = usePageOfRoute();
  const lang = useParams().lang ?? '';
  const langs = useQuery(translatedLangsQuery(api, 'admin'));
  if (failure) return failure;
  const label = langs.data?.find((l) => l.code === lang)?.label ?? lang;
  return (
    <TranslationList
      key={`${id}-${lang}`}
      scope={{ area: 'page', idPage: id }}
      lang={lang}
      langLabel={label}
      title={t('translations.pageLangTitle', { name, lang: label })}
      actions={
        <Button variant="default" component={Link} to={to(`/page/${id}/translation`)} data-testid="translation-back">
          {t('translations.backToLangs')}
        </Button>
      }
    />
  );
}
