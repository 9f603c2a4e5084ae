import { queryOptions } from '@tanstack/react-query';
import { buildListQuery } from '@cellar/shared/api/list-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { CalendarDateView, CalendarView } from '@cellar/shared/shipping/calendars';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { findInPages, pageSize } from '../../../lib/api/every-page.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type CalendarRow = CalendarView;
export type CalendarDateRow = CalendarDateView;
export type CalendarBody = ClientBodyInput<'adminCalendarCreate'>;
export type CalendarDatesBody = ClientBodyInput<'adminCalendarDates'>;

/**
 * React-query keys of the calendars screen: every calendar mutation invalidates `all`, which the
 * address dialog's list of calendars (`['calendars', 'choices']`) shares.
 */
export const calendarKeys = {
  all: ['calendars'] as const,
  one: (id: number) => ['calendars', 'one', id] as const,
};

export async function loadCalendars(api: ApiClient, input: ListQueryInput): Promise<ListPage<CalendarRow>> {
  const data = await api.call('adminCalendars', { query: buildListQuery(input) });
  return { records: data.calendars, total: data.total };
}

/** There is no `GET /admin/calendar/{id}`: the calendar (with its dates) is looked up in the list, 100 at a time. */
export async function findCalendar(api: ApiClient, id: number): Promise<CalendarRow | null> {
  return findInPages(
    (page) => loadCalendars(api, { page, nbItem: pageSize, orderBy: 'id', filters: [] }),
    (c) => c.id === id,
    50,
  );
}

export const calendarQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: calendarKeys.one(id), queryFn: () => findCalendar(api, id) });

export const createCalendar = (api: ApiClient, body: CalendarBody) => api.call('adminCalendarCreate', { body });
export const updateCalendar = (api: ApiClient, id: number, body: CalendarBody) =>
  api.call('adminCalendarUpdate', { params: { id }, body });
export const deleteCalendar = (api: ApiClient, id: number) => api.call('adminCalendarDelete', { params: { id } });
export const setCalendarValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminCalendarValid', { params: { id }, body: { valid } });
export const saveCalendarDates = (api: ApiClient, id: number, body: CalendarDatesBody) =>
  api.call('adminCalendarDates', { params: { id }, body });
