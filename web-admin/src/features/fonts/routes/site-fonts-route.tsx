import { useState, type FormEvent } from 'react';
import { Alert, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fontTypes, type SiteFonts } from '@cellar/shared/site/fonts';
import { useApi } from '../../../lib/api/api-context.tsx';
import { baseFontsQuery, fontKeys, siteFontsQuery } from '../../../lib/site-fonts.ts';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { useFormSave } from '../../../components/kit/save-form.ts';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { chooseSiteFonts, setSiteFont, type BaseFontRow } from '../api/fonts-api.ts';
import { FontSettingForm } from '../components/font-setting-form.tsx';
import { useFontFaces } from '../components/font-faces.ts';
import { useFontsT } from '../components/font-text.ts';

/** The base fonts the site chose, as checkboxes; saved together. */
function ChosenFonts({ catalogue, site, onSaved }: { catalogue: BaseFontRow[]; site: SiteFonts; onSaved: () => void }) {
  const t = useFontsT();
  const api = useApi();
  const [chosen, setChosen] = useState(site.idsBaseFont.map(String));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useFormSave(
    {
      send: (ids: number[]) => chooseSiteFonts(api, ids),
      success: t('fonts.chosenSaved'),
      onSaved,
      fields: ['idsBaseFont'],
    },
    setErrors,
  );
  const state = {
    ...save,
    onSubmit: (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      save.run(chosen.map(Number));
    },
  };
  return (
    <Paper withBorder p="md">
      <FormBody state={state} submitTestId="site-fonts-submit" submitLabel={t('fonts.saveChosen')}>
        <Checkbox.Group
          label={t('fonts.chosen')}
          description={t('fonts.chosenHint')}
          value={chosen}
          onChange={setChosen}
          error={errors.idsBaseFont}
          data-testid="site-fonts-chosen"
        >
          <Group gap="lg" mt="xs">
            {catalogue.map((font) => (
              <Checkbox
                key={font.id}
                value={String(font.id)}
                data-testid={`site-font-${font.id}`}
                label={
                  <span style={{ fontFamily: `"${font.family}"`, fontWeight: font.weight, fontStyle: font.style }}>
                    {`${font.family} ${font.weight}${font.style === 'italic' ? ' italic' : ''}`}
                  </span>
                }
              />
            ))}
          </Group>
        </Checkbox.Group>
      </FormBody>
    </Paper>
  );
}

/**
 * `/fonts` (spec 1 §2; spec 2 §7 site fonts): the site chooses among the base fonts, then sets its TITLE, MENU and
 * CONTENT fonts (family, size in em, weight, colour) with a preview. The storefront loads only the faces in use.
 */
export function SiteFontsRoute() {
  const t = useFontsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const catalogue = useQuery(baseFontsQuery(api));
  const site = useQuery(siteFontsQuery(api));
  useFontFaces(catalogue.data?.list);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: fontKeys.all });

  const failed = catalogue.error ?? site.error;
  let body;
  if (failed)
    body = (
      <LoadError
        title={t('fonts.loadFailed')}
        error={failed}
        onRetry={() => void Promise.all([catalogue.refetch(), site.refetch()])}
        testId="fonts-error"
      />
    );
  else if (!catalogue.data || !site.data) body = <Loader aria-label={t('common.loading')} />;
  else if (catalogue.data.list.length === 0)
    body = (
      <Alert color="gray" data-testid="fonts-empty">
        {t('fonts.noBaseFont')}
      </Alert>
    );
  else {
    const families = [...new Set(site.data.fonts.map((font) => font.family))];
    body = (
      <Stack gap="md">
        <ChosenFonts
          key={site.data.idsBaseFont.join(',')}
          catalogue={catalogue.data.list}
          site={site.data}
          onSaved={refresh}
        />
        {families.length === 0 ? (
          <Alert color="gray" data-testid="fonts-none-chosen">
            {t('fonts.noChosenFont')}
          </Alert>
        ) : (
          fontTypes.map((type) => (
            <FontSettingForm
              key={`${type}-${JSON.stringify(site.data.settings[type])}-${families.join(',')}`}
              type={type}
              setting={site.data.settings[type]}
              families={families}
              save={(setting) => setSiteFont(api, type, setting)}
              onSaved={refresh}
            />
          ))
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="site-fonts">
      <Title order={2}>{t('fonts.siteTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('fonts.siteIntro')}
      </Text>
      {body}
    </Stack>
  );
}
