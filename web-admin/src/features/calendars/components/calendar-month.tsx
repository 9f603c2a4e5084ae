import { useMemo, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useCalendarsT } from './calendar-text.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { smallIconProps } from '../../../components/kit/row-icons.tsx';
import { useFormSave, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { CalendarDatesBody, CalendarRow } from '../api/calendars-api.ts';
import {
  datesBody,
  datesErrors,
  entriesOf,
  entryErrors,
  isBefore,
  modeOf,
  monthWeeks,
  newOpening,
  setLabel,
  setMode,
  shiftMonth,
  todayKey,
  type DateEntry,
  type DayMode,
} from './calendar-dates.ts';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

function Chevron({ left }: { left: boolean }) {
  return (
    <svg {...smallIconProps}>
      <path d={left ? 'M9 2.5 4.5 7 9 11.5' : 'M5 2.5 9.5 7 5 11.5'} />
    </svg>
  );
}

export interface CalendarMonthProps extends SaveDialogProps<CalendarDatesBody> {
  calendar: CalendarRow;
  /** Today (tests fix it); the browser's day otherwise. */
  today?: string;
}

/**
 * The dates of a calendar on a month view (`/calendar?dates=<id>`): a day is as the weekly
 * schedule says, closed (holidays, inventory), or opened with its own hours (which replace that
 * day's weekly slots). Today is outlined, past days are greyed and cannot be changed. The whole
 * list is saved at once (`PUT /admin/calendar/{id}/dates`), after the calendar rules of shared;
 * their messages and the server's show on the day's hours.
 */
export function CalendarMonth({ calendar, save: saveDates, onSaved, onClose, today = todayKey() }: CalendarMonthProps) {
  const t = useCalendarsT();
  const lang = useLang();
  const [entries, setEntries] = useState<DateEntry[]>(() => entriesOf(calendar.dates));
  const [shown, setShown] = useState(() => ({ year: Number(today.slice(6, 10)), month: Number(today.slice(3, 5)) }));
  const [selected, setSelected] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldErrors>({});

  const ruleErrors = useMemo(() => datesErrors(entries, lang), [entries, lang]);
  const errors: FieldErrors = { ...ruleErrors, ...serverFieldErrors };
  const change = (next: DateEntry[]) => {
    setEntries(next);
    setServerFieldErrors({});
  };
  /** A message shows once saving was tried, or as soon as both hours of an opening are typed. */
  const visible = (entry: DateEntry, field: string) =>
    tried || Object.keys(serverFieldErrors).length > 0 || (field !== 'date' && entry.start !== '' && entry.end !== '');
  const wrongDays = new Set(
    entries.filter((_, i) => Object.keys(entryErrors(errors, i)).length > 0).map((e) => e.date),
  );

  const monthName = new Intl.DateTimeFormat(lang === 'fr_FR' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(shown.year, shown.month - 1, 1));
  const dayName = (date: string) =>
    new Intl.DateTimeFormat(lang === 'fr_FR' ? 'fr-FR' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(Number(date.slice(6, 10)), Number(date.slice(3, 5)) - 1, Number(date.slice(0, 2))));

  /** The first day with a message is shown. */
  const showFirstWrong = (found: FieldErrors) => {
    const first = entries.find((_, i) => Object.keys(entryErrors(found, i)).length > 0);
    if (first) setSelected(first.date);
  };
  const save = useFormSave<CalendarDatesBody, unknown>(
    { send: saveDates, success: t('calendars.datesSaved'), onClose, onSaved },
    (found) => {
      setServerFieldErrors(found);
      showFirstWrong(found);
    },
  );
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setTried(true);
    if (Object.keys(ruleErrors).length > 0) {
      save.place({}, null);
      return showFirstWrong(ruleErrors);
    }
    save.run(datesBody(entries));
  };

  const selectedMode: DayMode | null = selected ? modeOf(entries, selected) : null;
  const selectedEntries = selected
    ? entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.date === selected)
    : [];
  const dayLabel = selectedEntries[0]?.entry.label ?? '';

  return (
    <DialogForm
      state={{ ...save, onSubmit }}
      size="xl"
      title={t('calendars.datesTitle', { label: calendar.label })}
      testId="calendar-month"
      submitTestId="calendar-dates-save"
      submitLabel={t('calendars.saveDates')}
      footerStart={
        <Text size="sm" c="dimmed" data-testid="calendar-dates-count">
          {t('calendars.count', {
            closed: entries.filter((e) => e.type === 'CLOSED').length,
            opened: new Set(entries.filter((e) => e.type === 'OPENED').map((e) => e.date)).size,
          })}
        </Text>
      }
    >
      <Text size="sm" c="dimmed">
        {t('calendars.datesHelp')}
      </Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper withBorder p="sm" w={392}>
          <Group justify="space-between" mb="xs">
            <ActionIcon
              variant="subtle"
              onClick={() => setShown(shiftMonth(shown, -1))}
              aria-label={t('calendars.previousMonth')}
              data-testid="calendar-prev"
            >
              <Chevron left />
            </ActionIcon>
            <Text fw={600} tt="capitalize" data-testid="calendar-month-label">
              {monthName}
            </Text>
            <ActionIcon
              variant="subtle"
              onClick={() => setShown(shiftMonth(shown, 1))}
              aria-label={t('calendars.nextMonth')}
              data-testid="calendar-next"
            >
              <Chevron left={false} />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
            {weekdays.map((day) => (
              <Text key={day} size="xs" c="dimmed" ta="center" fw={600}>
                {t(`calendars.weekdays.${day}`)}
              </Text>
            ))}
            {monthWeeks(shown.year, shown.month)
              .flat()
              .map((cell, i) => {
                if (!cell) return <div key={`empty-${i}`} />;
                const mode = modeOf(entries, cell.date);
                const past = isBefore(cell.date, today);
                const isToday = cell.date === today;
                const wrong = wrongDays.has(cell.date);
                const background =
                  mode === 'CLOSED'
                    ? 'var(--mantine-color-red-1)'
                    : mode === 'OPENED'
                      ? 'var(--mantine-color-green-1)'
                      : undefined;
                const state =
                  mode === 'CLOSED'
                    ? t('calendars.closed')
                    : mode === 'OPENED'
                      ? t('calendars.opened')
                      : t('calendars.usual');
                return (
                  <UnstyledButton
                    key={cell.date}
                    onClick={() => setSelected(cell.date)}
                    disabled={past}
                    aria-pressed={selected === cell.date}
                    aria-label={t('calendars.dayState', { day: cell.date, state })}
                    data-testid={`calendar-day-${cell.date.replaceAll('/', '-')}`}
                    data-mode={mode}
                    data-today={isToday || undefined}
                    data-past={past || undefined}
                    style={{
                      height: 44,
                      borderRadius: 6,
                      textAlign: 'center',
                      background,
                      opacity: past ? 0.45 : 1,
                      cursor: past ? 'not-allowed' : 'pointer',
                      border: wrong
                        ? '2px solid var(--mantine-color-red-7)'
                        : selected === cell.date
                          ? '2px solid var(--mantine-color-dark-4)'
                          : isToday
                            ? '2px solid var(--mantine-primary-color-filled)'
                            : '1px solid var(--mantine-color-gray-3)',
                    }}
                  >
                    <Text size="sm" fw={isToday ? 700 : 400} td={mode === 'CLOSED' ? 'line-through' : undefined}>
                      {cell.day}
                    </Text>
                    {mode === 'OPENED' && (
                      <Text size="9px" c="green.9">
                        {entries.find((e) => e.date === cell.date)?.start ?? ''}
                      </Text>
                    )}
                  </UnstyledButton>
                );
              })}
          </SimpleGrid>
          <Group gap="xs" mt="sm">
            <Badge variant="outline" size="sm">
              {t('calendars.today')}
            </Badge>
            <Badge color="red" variant="light" size="sm">
              {t('calendars.closed')}
            </Badge>
            <Badge color="green" variant="light" size="sm">
              {t('calendars.opened')}
            </Badge>
            <Badge color="gray" variant="light" size="sm" style={{ opacity: 0.5 }}>
              {t('calendars.past')}
            </Badge>
          </Group>
        </Paper>
        <Paper withBorder p="md" style={{ flex: 1, minWidth: 300 }} data-testid="calendar-day">
          {selected === null || selectedMode === null ? (
            <Text c="dimmed">{t('calendars.chooseDay')}</Text>
          ) : (
            <Stack gap="sm">
              <Title order={5} tt="capitalize">
                {dayName(selected)}
              </Title>
              <SegmentedControl
                value={selectedMode}
                onChange={(value) => change(setMode(entries, selected, value as DayMode))}
                data={[
                  { value: 'usual', label: t('calendars.usual') },
                  { value: 'CLOSED', label: t('calendars.closed') },
                  { value: 'OPENED', label: t('calendars.opened') },
                ]}
                data-testid="day-mode"
              />
              {selectedMode === 'usual' ? (
                <Text size="sm" c="dimmed">
                  {t('calendars.usualHelp')}
                </Text>
              ) : (
                <TextInput
                  label={t('calendars.dayLabel')}
                  placeholder={t('calendars.dayLabelHint')}
                  value={dayLabel}
                  onChange={(event) => change(setLabel(entries, selected, event.currentTarget.value))}
                  data-testid="day-label"
                />
              )}
              {selectedMode === 'OPENED' && (
                <Stack gap={6}>
                  <Text size="sm" fw={500}>
                    {t('calendars.hours')}
                  </Text>
                  {selectedEntries.map(({ entry, index }, n) => {
                    const own = entryErrors(errors, index);
                    const shownError = (field: string) =>
                      own[field] && visible(entry, field) ? own[field] : undefined;
                    const patch = (p: Partial<DateEntry>) =>
                      change(entries.map((e) => (e.key === entry.key ? { ...e, ...p } : e)));
                    return (
                      <Group key={entry.key} gap="xs" align="flex-start" wrap="nowrap" data-testid={`opening-${n}`}>
                        <TextInput
                          type="time"
                          w={130}
                          aria-label={t('calendars.startOf', { n: n + 1 })}
                          value={entry.start}
                          error={shownError('start')}
                          onChange={(event) => patch({ start: event.currentTarget.value })}
                          data-testid={`opening-${n}-start`}
                        />
                        <Text mt={6} aria-hidden="true">
                          {t('calendars.to')}
                        </Text>
                        <TextInput
                          type="time"
                          w={130}
                          aria-label={t('calendars.endOf', { n: n + 1 })}
                          value={entry.end}
                          error={shownError('end')}
                          onChange={(event) => patch({ end: event.currentTarget.value })}
                          data-testid={`opening-${n}-end`}
                        />
                        {selectedEntries.length > 1 && (
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            mt={6}
                            onClick={() => change(entries.filter((e) => e.key !== entry.key))}
                            data-testid={`opening-${n}-remove`}
                          >
                            {t('calendars.removeHours')}
                          </Button>
                        )}
                        {(shownError('date') ?? shownError('')) && (
                          <Text c="red" size="sm" mt={6}>
                            {shownError('date') ?? shownError('')}
                          </Text>
                        )}
                      </Group>
                    );
                  })}
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    w="fit-content"
                    onClick={() =>
                      change([...entries, newOpening(selected, dayLabel, selectedEntries.at(-1)?.entry.end ?? '')])
                    }
                    data-testid="opening-add"
                  >
                    {t('calendars.addHours')}
                  </Button>
                </Stack>
              )}
              {selectedMode === 'CLOSED' &&
                selectedEntries.map(({ entry, index }) => {
                  const message = entryErrors(errors, index).date;
                  return message && visible(entry, 'date') ? (
                    <Text key={entry.key} c="red" size="sm">
                      {message}
                    </Text>
                  ) : null;
                })}
            </Stack>
          )}
        </Paper>
      </Group>
    </DialogForm>
  );
}
