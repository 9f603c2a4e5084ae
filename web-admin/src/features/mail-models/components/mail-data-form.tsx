import { useState, type FormEvent } from 'react';
import { Accordion, ActionIcon, Button, Code, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { langs, type Lang } from '@cellar/shared/i18n/lang';
import { mailDataBodySchema } from '@cellar/shared/mail/mail-models';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import { useLang } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useFormSave, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import { DeleteIcon } from '../../../components/kit/row-icons.tsx';
import type { MailDataBody, MailVariableView } from '../api/mail-models-api.ts';
import { useMailModelsT } from './mail-models-text.ts';

type Line = Record<string, string>;

/** One language's sample lines of a section variable: a row of its fields per line. */
function SampleLines({
  variable,
  lang,
  lines,
  onChange,
  error,
  index,
}: {
  variable: MailVariableView;
  lang: Lang;
  lines: Line[];
  onChange: (lines: Line[]) => void;
  error?: string | undefined;
  index: number;
}) {
  const t = useMailModelsT();
  const fields = variable.fields ?? [];
  const screenLang = useLang();
  return (
    <Stack gap={4} data-testid={`data-${variable.name}-lines-${lang}`}>
      <Text size="sm" fw={500}>
        {t('mailModels.data.lines')} ({t(`mailModels.langs.${lang}`)})
      </Text>
      {lines.map((line, n) => (
        <Group key={n} gap={4} wrap="nowrap" align="flex-end">
          {fields.map((field) => (
            <TextInput
              key={field.name}
              size="xs"
              style={{ flex: 1, minWidth: 0 }}
              label={n === 0 ? field.name : undefined}
              title={field.description[screenLang]}
              aria-label={`${t('mailModels.data.line', { n: n + 1 })} ${field.name}`}
              value={line[field.name] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange(lines.map((other, i) => (i === n ? { ...other, [field.name]: value } : other)));
              }}
            />
          ))}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('mailModels.data.removeLine', { n: n + 1 })}
            onClick={() => onChange(lines.filter((_, i) => i !== n))}
          >
            <DeleteIcon />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red" data-testid={`data-error-variables.${index}.sample.${lang}`}>
          {error}
        </Text>
      )}
      <Button
        size="xs"
        variant="subtle"
        w="fit-content"
        onClick={() => onChange([...lines, Object.fromEntries(fields.map((field) => [field.name, '']))])}
      >
        {t('mailModels.data.addLine')}
      </Button>
    </Stack>
  );
}

/**
 * The descriptions and samples of a mail's variables (mail data, `POST /super-admin/mail/data`):
 * the editor's help and the previews' values, per language. Names are the code's: they are shown,
 * never changed.
 */
export function MailDataForm({
  mailKey,
  variables,
  save: saveData,
  onSaved,
}: { mailKey: MailKey; variables: MailVariableView[] } & Omit<SaveDialogProps<MailDataBody>, 'onClose'>) {
  const t = useMailModelsT();
  const lang = useLang();
  const [values, setValues] = useState(() =>
    variables.map((variable) => ({
      name: variable.name,
      description: { ...variable.description },
      sample: { ...variable.sample },
    })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useFormSave<MailDataBody, unknown>(
    { send: saveData, success: t('mailModels.data.saved'), onSaved, messageAbove: 'unplaced' },
    setErrors,
  );

  const set = (index: number, change: (value: (typeof values)[number]) => (typeof values)[number]) =>
    setValues((current) => current.map((value, i) => (i === index ? change(value) : value)));
  const body = (): MailDataBody => ({ key: mailKey, variables: values });

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const found = schemaErrorsByPath(mailDataBodySchema, body(), lang);
    save.place(found, null);
    if (Object.keys(found).length === 0) save.run(body());
  };

  const hasError = (index: number) => Object.keys(errors).some((path) => path.startsWith(`variables.${index}.`));
  return (
    <FormBody
      state={{ ...save, onSubmit }}
      testId="mail-data-form"
      submitTestId="mail-data-save"
      submitLabel={t('mailModels.data.save')}
    >
      <Text size="sm" c="dimmed">
        {t('mailModels.data.help')}
      </Text>
      <Paper withBorder>
        <Accordion variant="default" chevronPosition="left" multiple defaultValue={[]}>
          {variables.map((variable, index) => {
            const value = values[index]!;
            return (
              <Accordion.Item key={variable.name} value={variable.name} data-testid={`data-${variable.name}`}>
                <Accordion.Control c={hasError(index) ? 'red' : undefined}>
                  <Group gap="sm" wrap="nowrap">
                    <Code>{variable.fields ? `{{#${variable.name}}}` : `{{${variable.name}}}`}</Code>
                    <Text size="sm" truncate>
                      {value.description[lang]}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      {langs.map((l) => (
                        <TextInput
                          key={l}
                          label={`${t('mailModels.data.description')} (${t(`mailModels.langs.${l}`)})`}
                          value={value.description[l]}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            set(index, (v) => ({ ...v, description: { ...v.description, [l]: text } }));
                          }}
                          error={
                            errors[`variables.${index}.description.${l}`] ??
                            (l === 'fr_FR' ? errors[`variables.${index}.description`] : undefined)
                          }
                          data-testid={`data-${variable.name}-description-${l}`}
                        />
                      ))}
                    </SimpleGrid>
                    {variable.fields ? (
                      langs.map((l) => (
                        <SampleLines
                          key={l}
                          variable={variable}
                          lang={l}
                          index={index}
                          lines={Array.isArray(value.sample[l]) ? (value.sample[l] as Line[]) : []}
                          onChange={(lines) => set(index, (v) => ({ ...v, sample: { ...v.sample, [l]: lines } }))}
                          error={errors[`variables.${index}.sample.${l}`]}
                        />
                      ))
                    ) : (
                      <SimpleGrid cols={{ base: 1, sm: 2 }}>
                        {langs.map((l) => (
                          <TextInput
                            key={l}
                            label={`${t('mailModels.data.sample')} (${t(`mailModels.langs.${l}`)})`}
                            value={typeof value.sample[l] === 'string' ? value.sample[l] : ''}
                            onChange={(event) => {
                              const text = event.currentTarget.value;
                              set(index, (v) => ({ ...v, sample: { ...v.sample, [l]: text } }));
                            }}
                            error={errors[`variables.${index}.sample.${l}`]}
                            data-testid={`data-${variable.name}-sample-${l}`}
                          />
                        ))}
                      </SimpleGrid>
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </Paper>
    </FormBody>
  );
}
