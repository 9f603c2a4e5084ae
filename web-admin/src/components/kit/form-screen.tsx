import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';
import { keepFieldFocus, ownSubmit } from './dialog-form.tsx';
import { schemaErrors, type RuleSchema } from './field-errors.ts';
import { useSaveForm } from './save-form.ts';

export interface FormField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'password' | 'date' | 'select';
  options?: Array<{ value: string; label: string }>;
  required?: boolean;
  autoComplete?: string;
}

export type FormValues = Record<string, string>;

export interface FormScreenProps<V extends FormValues, R> {
  title: string;
  fields: FormField[];
  initialValues: V;
  /** The shared rules (zod schema) the server applies too: errors show as soon as a field is left. */
  schema: RuleSchema;
  /** What is validated and sent, from the form's values (drop empty fields, rename…). */
  toInput?: (values: V) => unknown;
  submit: (input: unknown) => Promise<R>;
  /** Toast after a successful submit (none when absent). */
  successMessage?: string;
  onSaved?: (result: R) => void;
  /** Localized path of the screen to go back to. */
  backTo?: string;
  submitLabel?: string;
  /** One column (narrow screens: sign-in) or two. */
  columns?: 1 | 2;
  /** Under the form (links). */
  footer?: ReactNode;
  testId?: string;
  /** Heading level of the title: 2 for a screen, 3 for one of several forms on a screen. */
  titleOrder?: 2 | 3 | 4;
}

/**
 * The form screen of the kit: Mantine form, rules from a shared zod schema (per-field errors as
 * soon as a field is left, and on submit), the server's per-field errors on the same fields, the
 * submit state.
 */
export function FormScreen<V extends FormValues, R>(props: FormScreenProps<V, R>) {
  const {
    title,
    fields,
    initialValues,
    schema,
    toInput = (v: V) => v,
    submit,
    successMessage,
    onSaved,
    backTo,
    submitLabel,
    columns = 2,
    footer,
    testId = 'form-screen',
    titleOrder = 2,
  } = props;
  const t = useT();
  const { form, named, onSubmit, pending, formError } = useSaveForm<V, R>({
    initialValues,
    rules: (values, lang) => schemaErrors(schema, toInput(values), lang),
    submit: (values) => submit(toInput(values)),
    success: successMessage,
    onSaved,
    fields: fields.map((f) => f.name),
  });

  return (
    <Stack gap="md" data-testid={testId}>
      <Title order={titleOrder}>{title}</Title>
      <Paper withBorder p="lg" maw={columns === 1 ? 460 : 760}>
        <form onSubmit={ownSubmit(onSubmit)} noValidate>
          <Stack gap="md">
            {formError && (
              <Alert color="red" data-testid="form-error">
                {formError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: columns }}>
              {fields.map((field) => {
                const key = form.key(field.name);
                const common = {
                  label: field.label,
                  withAsterisk: field.required ?? false,
                  autoComplete: field.autoComplete,
                  ...named(field.name),
                };
                if (field.kind === 'password') return <PasswordInput key={key} {...common} />;
                if (field.kind === 'select') return <NativeSelect key={key} {...common} data={field.options ?? []} />;
                return <TextInput key={key} {...common} type={field.kind} />;
              })}
            </SimpleGrid>
            <Group justify="flex-end">
              {backTo && (
                <Button variant="default" component={Link} to={backTo} disabled={pending} onMouseDown={keepFieldFocus}>
                  {t('common.cancel')}
                </Button>
              )}
              <Button type="submit" loading={pending} onMouseDown={keepFieldFocus} data-testid="form-submit">
                {submitLabel ?? t('common.save')}
              </Button>
            </Group>
            {footer}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
