import { useEffect, useState } from 'react';
import { Badge, Button, Card, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { glossaryTermMaxChars, glossaryUpdateSchema } from '@cellar/shared/translations/translation-job';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { glossaryKeys, loadGlossary, saveGlossary } from '../api/translation-jobs-api.ts';
import { useTranslationJobsT } from './translation-jobs-text.ts';

/**
 * The site's glossary (`/translation`): the terms machine translation keeps as written — those taken from the site,
 * shown, and the admin's own, edited here and saved at once.
 */
export function GlossaryEditor() {
  const t = useTranslationJobsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const lang = useLang();
  const glossary = useQuery({ queryKey: glossaryKeys.all, queryFn: ({ signal }) => loadGlossary(api, signal) });
  const [terms, setTerms] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (glossary.data) setTerms(glossary.data.terms);
  }, [glossary.data]);
  const save = useMutation({
    mutationFn: (next: string[]) => saveGlossary(api, next),
    onSuccess: (view) => {
      toast('success', t('translationJobs.glossary.saved'));
      queryClient.setQueryData(glossaryKeys.all, view);
    },
    onError: (failure) => {
      if (!isRequestDropped(failure)) toast('error', errorMessage(failure, t('error.generic')));
    },
  });
  const add = () => {
    const term = draft.trim();
    const checked = glossaryUpdateSchema.safeParse({ terms: [...terms, term] });
    if (!checked.success) {
      // The shared rule's message, as the server would answer it.
      setError(translate(checked.error.issues[0]!.message, lang));
      return;
    }
    if (!terms.includes(term)) setTerms([...terms, term]);
    setDraft('');
    setError(null);
  };
  if (glossary.isError)
    return (
      <LoadError
        title={t('translationJobs.glossary.failed')}
        error={glossary.error}
        onRetry={() => void glossary.refetch()}
        testId="glossary-error"
      />
    );
  if (!glossary.data) return null;
  return (
    <Card withBorder data-testid="glossary-editor">
      <Title order={4}>{t('translationJobs.glossary.title')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('translationJobs.glossary.help')}
      </Text>
      <Stack gap="sm">
        <Text size="sm">{t('translationJobs.glossary.inferred')}</Text>
        <Group gap={4} data-testid="glossary-inferred">
          {glossary.data.inferred.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('translationJobs.glossary.noInferred')}
            </Text>
          ) : (
            glossary.data.inferred.map((term) => (
              <Badge key={term} variant="light" color="gray">
                {term}
              </Badge>
            ))
          )}
        </Group>
        <Text size="sm" fw={600}>
          {t('translationJobs.glossary.own')}
        </Text>
        <Group gap={4} data-testid="glossary-terms">
          {terms.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('translationJobs.glossary.empty')}
            </Text>
          ) : (
            terms.map((term) => (
              <Badge
                key={term}
                variant="outline"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('translationJobs.glossary.remove', { term })}
                    onClick={() => setTerms(terms.filter((other) => other !== term))}
                  />
                }
              >
                {term}
              </Badge>
            ))
          )}
        </Group>
        <Group align="flex-start" gap="xs">
          <TextInput
            placeholder={t('translationJobs.glossary.placeholder')}
            value={draft}
            maxLength={glossaryTermMaxChars + 1}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') add();
            }}
            error={error}
            data-testid="glossary-new-term"
          />
          <Button variant="light" onClick={add} data-testid="glossary-add">
            {t('translationJobs.glossary.add')}
          </Button>
        </Group>
        <Button onClick={() => save.mutate(terms)} loading={save.isPending} data-testid="glossary-save">
          {t('translationJobs.glossary.save')}
        </Button>
      </Stack>
    </Card>
  );
}
