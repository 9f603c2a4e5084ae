import type { ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { missingNumberQuery, translatedLangsQuery } from '../api/translations-api.ts';
import { LangCards, NoLanguage } from '../components/lang-cards.tsx';
import { TranslationList } from '../components/translation-list.tsx';
import { useTranslationsT } from '../components/translations-text.ts';

/**
 * `/translation` (spec 1 §2) and `/superAdmin/translation`: one card per translated language with its counts and the
 * way to its list; under them, `jobs` (the translation jobs) and `glossary` (the terms kept as written), which the
 * app's routes give (another feature's panels).
 */
export function TranslationsRoute({
  area = 'admin',
  jobs,
  glossary,
}: {
  area?: 'admin' | 'superAdmin';
  jobs?: ReactNode;
  glossary?: ReactNode;
}) {
  const t = useTranslationsT();
  const api = useApi();
  const to = useLocalePath();
  const langs = useQuery(translatedLangsQuery(api, area));
  const counts = useQuery({ ...missingNumberQuery(api, area), select: (data) => data.langs });
  const superAdmin = area === 'superAdmin';
  return (
    <Stack gap="lg" data-testid="translations-screen">
      <Stack gap={4}>
        <Title order={2}>{superAdmin ? t('translations.globalTitle') : t('translations.title')}</Title>
        {superAdmin && (
          <Text size="sm" c="dimmed">
            {t('translations.globalHelp')}
          </Text>
        )}
      </Stack>
      <LangCards
        langs={langs}
        counts={counts}
        linkOf={(code) => to(superAdmin ? `/superAdmin/translation/${code}` : `/translation/${code}`)}
        empty={
          superAdmin ? (
            <NoLanguage text={t('translations.noCatalogueLanguage')} />
          ) : (
            <NoLanguage text={t('translations.noLanguage')} help={t('translations.noLanguageHelp')} />
          )
        }
      />
      {jobs}
      {glossary}
    </Stack>
  );
}

/** `/superAdmin/translation` (spec 1 §2): the global translations (site 0) of every catalogue language. */
export function SuperAdminTranslationsRoute({ jobs }: { jobs?: ReactNode }) {
  return <TranslationsRoute area="superAdmin" jobs={jobs} />;
}

/**
 * `/translation/{lang}` and `/superAdmin/translation/{lang}`: the list and its editor. A language the site does not
 * translate into shows the server's message ("Unknown lang") in place of the list.
 */
export function TranslationLangRoute({ area = 'admin' }: { area?: 'admin' | 'superAdmin' }) {
  const t = useTranslationsT();
  const api = useApi();
  const to = useLocalePath();
  const lang = useParams().lang ?? '';
  const langs = useQuery(translatedLangsQuery(api, area));
  const label = langs.data?.find((l) => l.code === lang)?.label ?? lang;
  const back = area === 'superAdmin' ? '/superAdmin/translation' : '/translation';
  return (
    <TranslationList
      key={lang}
      scope={{ area }}
      lang={lang}
      langLabel={label}
      title={t('translations.langTitle', { lang: label })}
      actions={
        <Button variant="default" component={Link} to={to(back)} data-testid="translation-back">
          {t('translations.backToLangs')}
        </Button>
      }
    />
  );
}

/** `/superAdmin/translation/{lang}` (spec 1 §2). */
export function SuperAdminTranslationLangRoute() {
  return <TranslationLangRoute area="superAdmin" />;
}
