import { TextInput } from '@mantine/core';
import { calendarInputSchema } from '@cellar/shared/shipping/calendars';
import { useCalendarsT } from './calendar-text.ts';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { CalendarBody, CalendarRow } from '../api/calendars-api.ts';

export interface CalendarFormProps extends SaveDialogProps<CalendarBody, CalendarRow> {
  /** The calendar renamed, or null to create one. */
  calendar: CalendarRow | null;
}

/** A calendar's label in a dialog ("Please enter a label"); its dates have their own month view. */
export function CalendarForm({ calendar, save, onSaved, onClose }: CalendarFormProps) {
  const t = useCalendarsT();
  const dialog = useSaveForm({
    initialValues: { label: calendar?.label ?? '' },
    rules: (values, lang) => schemaErrors(calendarInputSchema, values, lang),
    submit: (values) => save({ label: values.label }),
    success: calendar ? t('calendars.updated') : t('calendars.created'),
    onSaved,
    onClose,
    fields: ['label'],
    inputTestId: 'calendar',
  });

  return (
    <DialogForm
      state={dialog}
      title={calendar ? t('calendars.editTitle') : t('calendars.addTitle')}
      testId="calendar-form"
      submitTestId="calendar-submit"
    >
      <TextInput label={t('calendars.label')} withAsterisk {...dialog.named('label')} />
    </DialogForm>
  );
}
