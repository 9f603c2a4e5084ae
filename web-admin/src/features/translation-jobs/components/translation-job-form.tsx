import { useState } from 'react';
import { Alert, Button, Card, Checkbox, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { createJob, loadSiteLangs, loadSites, translationJobKeys } from '../api/translation-jobs-api.ts';
import { useTranslationJobsT } from './translation-jobs-text.ts';

/** A new job definition: a site, the languages it is translated into to do, and whether a person's text may go. */
export function TranslationJobForm() {
  const t = useTranslationJobsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [idSite, setIdSite] = useState<number | null>(null);
  const [langs, setLangs] = useState<string[]>([]);
  const [overwritePerson, setOverwritePerson] = useState(false);
  const [langError, setLangError] = useState<string | null>(null);
  const sites = useQuery({
    queryKey: translationJobKeys.part('sites'),
    queryFn: ({ signal }) => loadSites(api, signal),
  });
  const siteLangs = useQuery({
    queryKey: translationJobKeys.part('site-langs', idSite),
    queryFn: ({ signal }) => loadSiteLangs(api, idSite!, signal),
    enabled: idSite !== null,
  });
  const create = useMutation({
    mutationFn: () => createJob(api, { idSite: idSite!, langs, overwritePerson }),
    onSuccess: () => {
      toast('success', t('translationJobs.form.created'));
      setLangs([]);
      setOverwritePerson(false);
      setLangError(null);
      void queryClient.invalidateQueries({ queryKey: translationJobKeys.all });
    },
    onError: (error) => {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      setLangError(message);
      toast('error', message);
    },
  });
  const noLang = siteLangs.isSuccess && siteLangs.data.length === 0;
  return (
    <Card withBorder data-testid="translation-job-form">
      <Title order={4} mb="sm">
        {t('translationJobs.form.title')}
      </Title>
      <Stack gap="sm">
        <Select
          label={t('translationJobs.form.site')}
          placeholder={t('translationJobs.form.sitePlaceholder')}
          data={(sites.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={idSite === null ? null : String(idSite)}
          onChange={(value) => {
            setIdSite(value === null ? null : Number(value));
            setLangs([]);
          }}
          error={sites.isError ? errorMessage(sites.error, t('error.generic')) : undefined}
          searchable
          data-testid="translation-job-site"
        />
        {noLang && (
          <Text size="sm" c="dimmed" data-testid="translation-job-no-lang">
            {t('translationJobs.form.noLang')}
          </Text>
        )}
        <MultiSelect
          label={t('translationJobs.form.langs')}
          data={(siteLangs.data ?? []).map((l) => ({ value: l.code, label: `${l.label} (${l.code})` }))}
          value={langs}
          onChange={setLangs}
          disabled={idSite === null || noLang}
          error={langError ?? (siteLangs.isError ? errorMessage(siteLangs.error, t('error.generic')) : undefined)}
          data-testid="translation-job-langs"
        />
        <Checkbox
          label={t('translationJobs.form.overwritePerson')}
          checked={overwritePerson}
          onChange={(event) => setOverwritePerson(event.currentTarget.checked)}
          data-testid="translation-job-overwrite"
        />
        {overwritePerson && (
          <Alert color="orange" data-testid="translation-job-overwrite-warning">
            {t('translationJobs.form.overwriteWarning')}
          </Alert>
        )}
        <Button
          onClick={() => create.mutate()}
          disabled={idSite === null || langs.length === 0}
          loading={create.isPending}
          data-testid="translation-job-create"
        >
          {t('translationJobs.form.create')}
        </Button>
      </Stack>
    </Card>
  );
}
