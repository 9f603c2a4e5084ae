import { useState, type MouseEvent, type ReactNode } from 'react';
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
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { errorMessage, isApiError, isRequestDropped } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLang } from '../../lib/i18n/lang.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { toast } from '../../lib/toast.ts';
import { schemaErrors, serverErrors, type FieldErrors, type RuleSchema } from './field-errors.ts';

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
 * Pressing a button of the form keeps the focus in the field being edited. Otherwise the field is
 * left on press, its rule's message appears under it, the buttons move down before the release,
 * and the click never happens: the first Save after an invalid field did nothing. Submitting
 * checks every field anyway.
 */
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

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
  const lang = useLang();
  const { showInputNames } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const shown = new Set(fields.map((f) => f.name));

  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaErrors(schema, toInput(values), lang),
    validateInputOnBlur: true,
  });

  /** Errors on fields the screen shows go under them; any other goes above the form. */
  const place = (errors: FieldErrors, fallback: string | null) => {
    const onFields: FieldErrors = {};
    const others: string[] = [];
    for (const [field, message] of Object.entries(errors)) {
      if (shown.has(field)) onFields[field] = message;
      else others.push(message);
    }
    form.setErrors(onFields);
    setFormError(others.length > 0 ? others.join(' ') : fallback);
  };

  const onSubmit = form.onSubmit(
    async (values) => {
      setSubmitting(true);
      setFormError(null);
      try {
        const result = await submit(toInput(values));
        if (successMessage) toast('success', successMessage);
        onSaved?.(result);
      } catch (error) {
        if (isRequestDropped(error)) return;
        const message = errorMessage(error, t('error.generic'));
        if (isApiError(error)) place(serverErrors(error.fieldErrors), message);
        else setFormError(message);
        toast('error', message);
      } finally {
        setSubmitting(false);
      }
    },
    (errors) => place(errors as FieldErrors, null),
  );

  return (
    <Stack gap="md" data-testid={testId}>
      <Title order={titleOrder}>{title}</Title>
      <Paper withBorder p="lg" maw={columns === 1 ? 460 : 760}>
        <form onSubmit={onSubmit} noValidate>
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
                  description: showInputNames ? field.name : undefined,
                  autoComplete: field.autoComplete,
                  'data-testid': `input-${field.name}`,
                  ...form.getInputProps(field.name),
                };
                if (field.kind === 'password') return <PasswordInput key={key} {...common} />;
                if (field.kind === 'select') return <NativeSelect key={key} {...common} data={field.options ?? []} />;
                return <TextInput key={key} {...common} type={field.kind} />;
              })}
            </SimpleGrid>
            <Group justify="flex-end">
              {backTo && (
                <Button
                  variant="default"
                  component={Link}
                  to={backTo}
                  disabled={submitting}
                  onMouseDown={keepFieldFocus}
                >
                  {t('common.cancel')}
                </Button>
              )}
              <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="form-submit">
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
