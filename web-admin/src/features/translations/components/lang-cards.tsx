import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LangView } from '@cellar/shared/site/lang';
import type { TranslationCounts } from '@cellar/shared/translations/translation';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LangCountsCard } from './lang-counts-card.tsx';
import { useTranslationsT } from './translations-text.ts';

type LangCounts = TranslationCounts & { lang: string };

const noCounts: TranslationCounts = { units: 0, missing: 0, outdated: 0, current: 0 };

/**
 * The translated languages, a card each with its counts. A failed load says so (never an empty grid or zeros);
 * no language but the default says there is nothing to translate.
 */
export function LangCards({
  langs,
  counts,
  linkOf,
  empty,
}: {
  langs: UseQueryResult<LangView[]>;
  counts: UseQueryResult<LangCounts[]>;
  linkOf: (code: string) => string;
  /** What the screen says when there is no language to translate into. */
  empty: ReactNode;
}) {
  const t = useTranslationsT();
  if (langs.isError)
    return (
      <LoadError
        title={t('translations.langsFailed')}
        error={langs.error}
        onRetry={() => void langs.refetch()}
        testId="translation-langs-error"
      />
    );
  if (langs.isPending) return <PageLoader />;
  if (langs.data.length === 0)
    return (
      <Alert color="gray" data-testid="translation-no-lang">
        {empty}
      </Alert>
    );
  if (counts.isError)
    return (
      <LoadError
        title={t('translations.loadFailed')}
        error={counts.error}
        onRetry={() => void counts.refetch()}
        testId="translation-counts-error"
      />
    );
  if (counts.isPending) return <PageLoader />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} data-testid="translation-lang-cards">
      {langs.data.map((lang) => (
        <LangCountsCard
          key={lang.code}
          code={lang.code}
          label={lang.label}
          counts={counts.data.find((c) => c.lang === lang.code) ?? noCounts}
          to={linkOf(lang.code)}
        />
      ))}
    </SimpleGrid>
  );
}

/** The empty state's words: nothing to translate, and how to get a language. */
export function NoLanguage({ text, help }: { text: string; help?: string }) {
  return (
    <>
      <Text fw={500}>{text}</Text>
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
    </>
  );
}
