import { useState } from 'react';
import { Button, ColorInput, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  colourParameterTypes,
  parameterUpdateSchema,
  themeDefaults,
  type ParameterUpdate,
  type SiteParameters,
} from '@cellar/shared/site/theme';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { defaultParametersQuery, saveDefaultParameters } from '../api/default-parameters-api.ts';
import { useDefaultParametersT } from '../components/default-parameters-text.ts';

/**
 * `/superAdmin/parameter` (spec 1 §2; issue 20): site 0's parameters, what a site without its own takes — colours,
 * dark theme, company name. Only what changed is sent; an emptied field is sent as `null` (back to the theme).
 */
export function DefaultParametersRoute() {
  const t = useDefaultParametersT();
  const api = useApi();
  const defaults = useQuery(defaultParametersQuery(api));
  return (
    <Stack gap="md" maw={860} data-testid="default-parameters">
      <Title order={2}>{t('defaultParameters.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('defaultParameters.intro')}
      </Text>
      {defaults.isError ? (
        <LoadError
          title={t('defaultParameters.loadFailed')}
          error={defaults.error}
          onRetry={() => void defaults.refetch()}
          testId="default-parameters-error"
        />
      ) : defaults.isPending ? (
        <PageLoader />
      ) : (
        <DefaultParametersForm key={JSON.stringify(defaults.data)} current={defaults.data} />
      )}
    </Stack>
  );
}

type Values = SiteParameters;

/** What changed, emptied texts as `null`. */
function changes(current: Values, values: Values): ParameterUpdate {
  const body: Record<string, string | boolean | null> = {};
  for (const type of [...colourParameterTypes, 'COMPANY_NAME'] as const)
    if (values[type].trim() !== current[type]) body[type] = values[type].trim() === '' ? null : values[type].trim();
  if (values.DARK_THEME !== current.DARK_THEME) body.DARK_THEME = values.DARK_THEME;
  return body as ParameterUpdate;
}

function DefaultParametersForm({ current }: { current: Values }) {
  const t = useDefaultParametersT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(current);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const save = useMutation({
    mutationFn: (body: ParameterUpdate) => saveDefaultParameters(api, body),
    onSuccess: (saved) => {
      toast('success', t('defaultParameters.saved'));
      queryClient.setQueryData(defaultParametersQuery(api).queryKey, saved);
    },
    onError: (error) => toast('error', errorMessage(error, t('error.generic'))),
  });
  const submit = () => {
    const body = changes(current, values);
    if (Object.keys(body).length === 0) return void toast('info', t('defaultParameters.nothingChanged'));
    const found = schemaErrors(parameterUpdateSchema, body, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {colourParameterTypes.map((type) => (
            <ColorInput
              key={type}
              label={t(`style.colourNames.${type}`)}
              description={t('style.defaultValue', { value: themeDefaults[type] })}
              value={values[type]}
              onChange={(value) => set(type, value)}
              error={errors[type] || undefined}
              data-testid={`default-parameter-${type}`}
            />
          ))}
        </SimpleGrid>
        <Switch
          label={t('style.darkTheme')}
          description={t('style.darkThemeHint')}
          checked={values.DARK_THEME}
          onChange={(event) => set('DARK_THEME', event.currentTarget.checked)}
        />
        <TextInput
          label={t('defaultParameters.companyName')}
          value={values.COMPANY_NAME}
          onChange={(event) => set('COMPANY_NAME', event.currentTarget.value)}
          error={errors.COMPANY_NAME || undefined}
          data-testid="default-parameter-COMPANY_NAME"
        />
        <Group>
          <Button onClick={submit} loading={save.isPending} data-testid="default-parameters-save">
            {t('defaultParameters.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
