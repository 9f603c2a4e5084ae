import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import {
  colourParameterTypes,
  darker,
  lighter,
  parameterUpdateSchema,
  type ColourParameterType,
  type ParameterUpdate,
  type SiteParameters,
} from '@cellar/shared/site/theme';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { ownSubmit } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useFormSave } from '../../../components/kit/save-form.ts';
import { styleKeys, updateParameters } from '../api/style-api.ts';

type StyleValues = Record<ColourParameterType, string> & { DARK_THEME: boolean };

const hexColour = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** `#ABC` and `#aabbcc` compare equal; anything not a colour is compared as typed. */
export function sameColour(a: string, b: string): boolean {
  const norm = (hex: string | null | undefined) => {
    const value = (hex ?? '').trim().toLowerCase();
    if (!hexColour.test(value)) return value;
    return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
  };
  return norm(a) === norm(b);
}

function valuesOf(parameters: SiteParameters): StyleValues {
  const values = { DARK_THEME: parameters.DARK_THEME } as StyleValues;
  for (const type of colourParameterTypes) values[type] = parameters[type];
  return values;
}

/**
 * What `PUT /admin/parameter` needs: the colours changed since the last save, `null` for those put
 * back to their default, and the dark theme when it changed.
 */
export function changedParameters(
  values: StyleValues,
  saved: StyleValues,
  resets: ReadonlySet<ColourParameterType>,
): ParameterUpdate {
  const body: ParameterUpdate = {};
  for (const type of colourParameterTypes) {
    if (resets.has(type)) body[type] = null;
    else if (!sameColour(values[type], saved[type])) body[type] = values[type].trim();
  }
  if (values.DARK_THEME !== saved.DARK_THEME) body.DARK_THEME = values.DARK_THEME;
  return body;
}

/**
 * The site's colours (spec 1 §9): one colour input per colour parameter with its default, a badge
 * when the value is the default, the darker (−50) and lighter (+55) variants; the dark theme. Saves
 * only what changed; "reset to default" sends `null`.
 */
export function StyleForm({ parameters, defaults }: { parameters: SiteParameters; defaults: SiteParameters }) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const { showInputNames } = useSession();
  const [saved, setSaved] = useState<StyleValues>(() => valuesOf(parameters));
  const [resets, setResets] = useState<ReadonlySet<ColourParameterType>>(new Set());
  const form = useForm<StyleValues>({ mode: 'controlled', initialValues: saved });
  const save = useFormSave<ParameterUpdate, SiteParameters>(
    {
      send: (body) => updateParameters(api, body),
      success: t('style.saved'),
      onSaved: (result) => {
        queryClient.setQueryData(styleKeys.parameters, result);
        const next = valuesOf(result);
        setSaved(next);
        setResets(new Set());
        form.setInitialValues(next);
        form.setValues(next);
        form.clearErrors();
      },
      // Errors go under their colour; any other above the form.
      fields: Object.keys(saved),
    },
    form.setErrors,
  );

  const unmark = (type: ColourParameterType) =>
    setResets((current) => {
      if (!current.has(type)) return current;
      const next = new Set(current);
      next.delete(type);
      return next;
    });

  const reset = (type: ColourParameterType) => {
    form.setFieldValue(type, defaults[type]);
    form.clearFieldError(type);
    setResets((current) => new Set(current).add(type));
  };

  // The rules read what is sent: the changes only.
  const onSubmit = form.onSubmit((values) => {
    const body = changedParameters(values, saved, resets);
    const nothing = Object.keys(body).length === 0;
    const ruleErrors = nothing ? {} : schemaErrors(parameterUpdateSchema, body, lang);
    save.place(ruleErrors, null);
    if (nothing) toast('info', t('style.nothingChanged'));
    else if (Object.keys(ruleErrors).length === 0) save.run(body);
  });

  return (
    <Paper withBorder p="lg" maw={1100}>
      <form onSubmit={ownSubmit(onSubmit)} noValidate data-testid="style-form">
        <Stack gap="md">
          <Title order={3}>{t('style.colours')}</Title>
          {save.formError && (
            <Alert color="red" data-testid="form-error">
              {save.formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {colourParameterTypes.map((type) => {
              const name = t(`style.colourNames.${type}`);
              const value = form.values[type];
              const isDefault = sameColour(value, defaults[type]);
              const valid = hexColour.test((value ?? '').trim());
              const input = form.getInputProps(type);
              return (
                <Stack key={form.key(type)} gap={6} data-testid={`colour-${type}`}>
                  <ColorInput
                    {...input}
                    label={
                      <Group gap={6} component="span">
                        <span>{name}</span>
                        {isDefault && (
                          <Badge
                            size="xs"
                            variant="light"
                            color="gray"
                            component="span"
                            data-testid={`default-${type}`}
                          >
                            {t('style.isDefault')}
                          </Badge>
                        )}
                      </Group>
                    }
                    description={showInputNames ? type : t('style.defaultValue', { value: defaults[type] })}
                    format="hex"
                    withEyeDropper={false}
                    onChange={(next: string) => {
                      form.setFieldValue(type, next);
                      unmark(type);
                    }}
                    data-testid={`input-${type}`}
                  />
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Group gap={6} wrap="nowrap">
                      {valid &&
                        (
                          [
                            ['darker', darker(value.trim()), t('style.darker')],
                            ['lighter', lighter(value.trim()), t('style.lighter')],
                          ] as const
                        ).map(([kind, colour, variant]) => (
                          <Tooltip key={kind} label={t('style.variantOf', { name, variant, value: colour })}>
                            <Group gap={4} wrap="nowrap" data-testid={`${kind}-${type}`} data-colour={colour}>
                              <ColorSwatch
                                color={colour}
                                size={18}
                                aria-label={t('style.variantOf', { name, variant, value: colour })}
                              />
                              <Text size="xs" ff="monospace">
                                {colour}
                              </Text>
                            </Group>
                          </Tooltip>
                        ))}
                    </Group>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      disabled={isDefault}
                      onClick={() => reset(type)}
                      aria-label={t('style.resetOf', { name })}
                      data-testid={`reset-${type}`}
                    >
                      {t('style.reset')}
                    </Button>
                  </Group>
                </Stack>
              );
            })}
          </SimpleGrid>
          <Switch
            key={form.key('DARK_THEME')}
            {...form.getInputProps('DARK_THEME', { type: 'checkbox' })}
            label={t('style.darkTheme')}
            description={showInputNames ? 'DARK_THEME' : t('style.darkThemeHint')}
            data-testid="input-DARK_THEME"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.pending} data-testid="style-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
