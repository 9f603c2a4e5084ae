import { Alert, Anchor, Checkbox, Fieldset, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ctaButtonIssues, ctaButtonKinds, type CtaButtons } from '@cellar/shared/site/cta-buttons';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { catalogue as en } from '../../../i18n/cta-buttons/en_US.ts';
import { catalogue as fr } from '../../../i18n/cta-buttons/fr_FR.ts';
import { useApi } from '../../../lib/api/api-context.tsx';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';

const useCtaT = areaCatalogue('ctaButtons', { fr_FR: fr, en_US: en });
const ctaKey = ['settings', 'cta-buttons'] as const;

const ctaButtonsQuery = (api: ApiClient) => ({
  queryKey: ctaKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call('siteCtaButton', { signal }),
});

/** The rules of shared (`ctaButtonIssues`) on both buttons, on the paths the server answers (`primary.url`). */
function rules(values: CtaButtons, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const kind of ctaButtonKinds)
    for (const [field, key] of Object.entries(ctaButtonIssues(values[kind])))
      errors[`${kind}.${field}`] = translate(key, lang);
  return errors;
}

function CtaButtonsFields({ buttons }: { buttons: CtaButtons }) {
  const t = useCtaT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useSaveForm<CtaButtons, CtaButtons>({
    initialValues: buttons,
    rules,
    submit: (values) => api.call('siteCtaButtonUpdate', { body: values }),
    success: t('ctaButtons.saved'),
    onSaved: (saved) => queryClient.setQueryData(ctaKey, saved),
    fields: ['primary', 'secondary'],
    inputTestId: 'cta',
  });
  const { named } = form;
  return (
    <FormBody state={form} testId="cta-form" submitTestId="cta-submit">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {ctaButtonKinds.map((kind) => (
          <Fieldset key={kind} legend={t(`ctaButtons.${kind}`)}>
            <Stack gap="sm">
              <TextInput label={t('ctaButtons.labelFr')} {...named(`${kind}.label.fr_FR`)} />
              {/* English is a translation of the label (docs/translations.md "Global texts"): read-only here. */}
              <TextInput
                {...named(`${kind}.label.en_US`)}
                label={t('ctaButtons.labelEn')}
                readOnly
                placeholder={t('ctaButtons.notTranslated')}
                description={
                  <Anchor
                    size="xs"
                    component={Link}
                    to={to('/translation/en_US?kind=ctaButton')}
                    data-testid={`cta-${kind}-translations`}
                  >
                    {t('ctaButtons.editTranslation')}
                  </Anchor>
                }
              />
              <TextInput label={t('ctaButtons.url')} {...named(`${kind}.url`)} />
              <Checkbox label={t('ctaButtons.valid')} {...named(`${kind}.valid`)} />
            </Stack>
          </Fieldset>
        ))}
      </SimpleGrid>
    </FormBody>
  );
}

/**
 * The site's call-to-action buttons (primary and secondary) in `/settings`: the label (its English translation read
 * only, with the way to the translations), address, shown.
 */
export function CtaButtonsForm() {
  const t = useCtaT();
  const buttons = useQuery(ctaButtonsQuery(useApi()));
  return (
    <Stack gap="md" data-testid="cta-buttons-section">
      <Title order={3}>{t('ctaButtons.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('ctaButtons.help')}
      </Text>
      <Paper withBorder p="md" maw={900}>
        {buttons.isPending ? (
          <PageLoader />
        ) : buttons.isError ? (
          <Alert color="red" data-testid="cta-load-error">
            {t('ctaButtons.loadError')}
          </Alert>
        ) : (
          <CtaButtonsFields buttons={buttons.data} />
        )}
      </Paper>
    </Stack>
  );
}
