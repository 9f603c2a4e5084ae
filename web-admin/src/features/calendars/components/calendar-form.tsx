import { useState, type MouseEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { calendarInputSchema } from '@cellar/shared/shipping/calendars';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useCalendarsT } from './calendar-text.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { schemaErrors, serverErrors } from '../../../components/kit/field-errors.ts';
import type { CalendarBody, CalendarRow } from '../api/calendars-api.ts';

const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

export interface CalendarFormProps {
  /** The calendar renamed, or null to create one. */
  calendar: CalendarRow | null;
  save: (body: CalendarBody) => Promise<CalendarRow>;
  onSaved: (saved: CalendarRow) => void;
  onClose: () => void;
}

/** A calendar's label in a dialog ("Please enter a label"); its dates have their own month view. */
export function CalendarForm({ calendar, save, onSaved, onClose }: CalendarFormProps) {
  const t = useCalendarsT();
  const lang = useLang();
  const { showInputNames } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ label: string }>({
    mode: 'controlled',
    initialValues: { label: calendar?.label ?? '' },
    validate: (values) => schemaErrors(calendarInputSchema, values, lang),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setFormError(null);
    try {
      const saved = await save({ label: values.label });
      toast('success', calendar ? t('calendars.updated') : t('calendars.created'));
      onSaved(saved);
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      if (isApiError(error)) {
        const errors = serverErrors(error.fieldErrors);
        form.setErrors(errors);
        const others = Object.entries(errors).filter(([field]) => field !== 'label');
        setFormError(others.length > 0 ? others.map(([, m]) => m).join(' ') : message);
      } else setFormError(message);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={calendar ? t('calendars.editTitle') : t('calendars.addTitle')}
      data-testid="calendar-form"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" data-testid="calendar-form-error">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('calendars.label')}
            withAsterisk
            description={showInputNames ? 'label' : undefined}
            data-testid="calendar-label"
            {...form.getInputProps('label')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="calendar-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
