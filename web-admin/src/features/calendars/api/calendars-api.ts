import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { CalendarDateView, CalendarView } from '@cellar/shared/shipping/calendars';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type CalendarRow = CalendarView;
export type CalendarDateRow = CalendarDateView;
export type CalendarBody = ClientBodyInput<'adminCalendarCreate'>;
export type CalendarDatesBody = ClientBodyInput<'adminCalendarDates'>;

/**
 * React-query keys of the calendars screen: every calendar mutation invalidates `all`, which the
 * address dialog's list of calendars (`['calendars', 'choices']`) shares.
 */
export const calendarKeys = queryKeys('calendars');

const calendars = pagedList('adminCalendars', (data) => data.calendars);
export const loadCalendars = calendars.page;
/** There is no `GET /admin/calendar/{id}`: the calendar (with its dates) is looked up in the list. */
export const findCalendar = calendars.find;

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
