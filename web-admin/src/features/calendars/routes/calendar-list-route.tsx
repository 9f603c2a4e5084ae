import { Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useCalendarsT } from '../components/calendar-text.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  calendarKeys,
  calendarQuery,
  createCalendar,
  deleteCalendar,
  loadCalendars,
  saveCalendarDates,
  setCalendarValid,
  updateCalendar,
  type CalendarRow,
} from '../api/calendars-api.ts';
import { CalendarForm } from '../components/calendar-form.tsx';
import { CalendarMonth } from '../components/calendar-month.tsx';

/** The calendar opened by `?edit=<id>` or `?dates=<id>` (there is no single-calendar call: looked up in the list). */
function OpenCalendar({
  id,
  what,
  onDone,
  onSaved,
}: {
  id: number;
  what: 'edit' | 'dates';
  onDone: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const calendar = useQuery(calendarQuery(api, id));
  if (!calendar.data) return null;
  if (what === 'dates')
    return (
      <CalendarMonth
        calendar={calendar.data}
        save={(body) => saveCalendarDates(api, id, body)}
        onSaved={onSaved}
        onClose={onDone}
      />
    );
  return (
    <CalendarForm
      calendar={calendar.data}
      save={(body) => updateCalendar(api, id, body)}
      onSaved={onSaved}
      onClose={onDone}
    />
  );
}

/**
 * `/calendar` (spec 1 §2, "Calendars"): the site's calendars of closures and exceptional openings
 * on the list kit (valid toggle; delete after a confirmation — a calendar an address applies
 * cannot be, the server's message says so), the label in a dialog (`?add=1`, `?edit=<id>`) and
 * the dates on a month view (`?dates=<id>`, opened after a calendar is created).
 */
export function CalendarListRoute() {
  const t = useCalendarsT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const datesId = Number(search.get('dates'));
  const close = () => setSearch({}, { replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  const opened = (id: number) => Number.isInteger(id) && id > 0;

  return (
    <>
      <ListScreen<CalendarRow>
        title={t('calendars.title')}
        testId="calendar-list"
        queryKey={calendarKeys.all}
        load={(query) => loadCalendars(api, query)}
        rowId={(c) => c.id}
        defaultSort={{ field: 'label', direction: 'asc' }}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('calendars.help')}
          </Text>
        }
        columns={[
          { accessor: 'label', title: t('calendars.label'), sortable: true },
          {
            accessor: 'dates',
            title: t('calendars.dates'),
            render: (c) => (
              <Button
                size="compact-sm"
                variant="light"
                component={Link}
                to={to(`/calendar?dates=${c.id}`)}
                data-testid={`dates-${c.id}`}
              >
                {t('calendars.count', {
                  closed: c.dates.filter((d) => d.type === 'CLOSED').length,
                  opened: new Set(c.dates.filter((d) => d.type === 'OPENED').map((d) => d.date)).size,
                })}
              </Button>
            ),
          },
          { accessor: 'uses', title: t('calendars.uses'), render: (c) => t('calendars.usesCount', { count: c.uses }) },
        ]}
        filters={[
          { field: 'label', label: t('calendars.label'), type: 'like' },
          {
            field: 'valid',
            label: t('kit.list.valid'),
            type: 'equal',
            options: [
              { value: 'true', label: t('calendars.validOnly') },
              { value: 'false', label: t('calendars.invalidOnly') },
            ],
          },
        ]}
        valid={{ isValid: (c) => c.valid, set: (c, valid) => setCalendarValid(api, c.id, valid) }}
        remove={{ run: (c) => deleteCalendar(api, c.id), describe: (c) => c.label }}
        addTo={to('/calendar?add=1')}
        addLabel={t('calendars.add')}
        editTo={(c) => to(`/calendar?edit=${c.id}`)}
      />
      {adding && (
        <CalendarForm
          calendar={null}
          save={(body) => createCalendar(api, body)}
          onSaved={(saved) => {
            refresh();
            // A new calendar has no dates yet: its month view comes next.
            setSearch({ dates: String(saved.id) }, { replace: true });
          }}
          onClose={close}
        />
      )}
      {!adding && opened(editId) && (
        <OpenCalendar key={`edit-${editId}`} id={editId} what="edit" onSaved={refresh} onDone={close} />
      )}
      {!adding && !opened(editId) && opened(datesId) && (
        <OpenCalendar key={`dates-${datesId}`} id={datesId} what="dates" onSaved={refresh} onDone={close} />
      )}
    </>
  );
}
