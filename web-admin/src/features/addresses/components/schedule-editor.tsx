import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import type { UseFormReturnType } from '@mantine/form';
import { useAddressesT } from './address-text.ts';
import { newSlot, type AddressFormValues } from './address-values.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';

export interface ScheduleEditorProps {
  form: UseFormReturnType<AddressFormValues>;
  calendars: Array<{ value: string; label: string }>;
  /** A pick-up location: its preparation delay is required. */
  pickup: boolean;
  showInputNames: boolean;
  disabled?: boolean;
}

/**
 * The weekly schedule of an address (spec 1 §3 "schedule per day with start and end time"): per
 * day of the week its opening slots (start and end, 24-hour clock), slots added and removed, a
 * closed day having none; the preparation delay of click and collect and the calendar of closures
 * and exceptional openings. Each slot shows the schedule rules' messages under its times.
 */
export function ScheduleEditor({ form, calendars, pickup, showInputNames, disabled }: ScheduleEditorProps) {
  const t = useAddressesT();
  const { days } = form.getValues();
  const named = (path: string, testId: string) => ({
    description: showInputNames ? path : undefined,
    'data-testid': testId,
    ...form.getInputProps(path),
  });
  /** Leaving a time checks both times of its slot (the end's rule reads the start). */
  const time = (d: number, s: number, field: 'start' | 'end', testId: string) => {
    const path = `days.${d}.slots.${s}.${field}`;
    const props = named(path, testId);
    return {
      ...props,
      onBlur: () => {
        form.validateField(path);
        const otherField = field === 'start' ? 'end' : 'start';
        const other = `days.${d}.slots.${s}.${otherField}`;
        const slot = form.getValues().days[d]?.slots[s];
        if (form.errors[other] !== undefined || (slot !== undefined && slot[otherField] !== ''))
          form.validateField(other);
      },
    };
  };

  return (
    <Paper withBorder p="md" data-testid="schedule-editor">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('addresses.schedule.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('addresses.schedule.help')}
          </Text>
        </div>
        {days.map((day, d) => {
          const closed = day.slots.length === 0;
          const dayName = t(`addresses.days.${day.day}`);
          return (
            <Group key={day.day} align="flex-start" gap="sm" wrap="nowrap" data-testid={`schedule-day-${day.day}`}>
              <Text fw={600} w={96} mt={6}>
                {dayName}
              </Text>
              <Checkbox
                mt={8}
                w={90}
                label={t('addresses.schedule.closed')}
                checked={closed}
                disabled={disabled}
                aria-label={t('addresses.schedule.closedOf', { day: dayName })}
                data-testid={`schedule-${day.day}-closed`}
                onChange={(event) => {
                  if (event.currentTarget.checked) form.setFieldValue(`days.${d}.slots`, []);
                  else form.insertListItem(`days.${d}.slots`, newSlot());
                }}
              />
              <Stack gap={6} style={{ flex: 1 }}>
                {day.slots.map((slot, s) => (
                  <Group
                    key={slot.key}
                    gap="xs"
                    align="flex-start"
                    wrap="nowrap"
                    data-testid={`schedule-${day.day}-${s}`}
                  >
                    <TextInput
                      type="time"
                      w={130}
                      aria-label={t('addresses.schedule.startOf', { day: dayName, n: s + 1 })}
                      disabled={disabled}
                      {...time(d, s, 'start', `schedule-${day.day}-${s}-start`)}
                    />
                    <Text mt={6} aria-hidden="true">
                      {t('addresses.schedule.to')}
                    </Text>
                    <TextInput
                      type="time"
                      w={130}
                      aria-label={t('addresses.schedule.endOf', { day: dayName, n: s + 1 })}
                      disabled={disabled}
                      {...time(d, s, 'end', `schedule-${day.day}-${s}-end`)}
                    />
                    <ActionIcon
                      mt={6}
                      variant="subtle"
                      color="red"
                      disabled={disabled}
                      onClick={() => form.removeListItem(`days.${d}.slots`, s)}
                      aria-label={t('addresses.schedule.removeSlot', { day: dayName, n: s + 1 })}
                      data-testid={`schedule-${day.day}-${s}-remove`}
                    >
                      <RemoveIcon />
                    </ActionIcon>
                  </Group>
                ))}
                {closed && (
                  <Text size="sm" c="dimmed" mt={6}>
                    {t('addresses.schedule.closedDay')}
                  </Text>
                )}
              </Stack>
              <Button
                variant="subtle"
                size="compact-sm"
                mt={4}
                disabled={disabled}
                onClick={() => {
                  const last = day.slots.at(-1);
                  form.insertListItem(`days.${d}.slots`, newSlot(last?.end ?? ''));
                }}
                aria-label={t('addresses.schedule.addSlotOf', { day: dayName })}
                data-testid={`schedule-${day.day}-add`}
              >
                {t('addresses.schedule.addSlot')}
              </Button>
            </Group>
          );
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DecimalInput
            integer
            label={t('addresses.schedule.preparationHours')}
            withAsterisk={pickup}
            disabled={disabled}
            {...named('preparationHours', 'input-preparationHours')}
            description={
              showInputNames
                ? 'preparationHours'
                : pickup
                  ? t('addresses.schedule.preparationHelp')
                  : t('addresses.schedule.preparationPickupOnly')
            }
          />
          <NativeSelect
            label={t('addresses.schedule.calendar')}
            data={[{ value: '', label: t('addresses.schedule.noCalendar') }, ...calendars]}
            disabled={disabled}
            {...named('idCalendar', 'input-idCalendar')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
