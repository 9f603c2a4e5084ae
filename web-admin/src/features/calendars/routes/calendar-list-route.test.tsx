import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { CalendarListRoute } from './calendar-list-route.tsx';

const holidays = {
  id: 5,
  label: 'Holidays',
  valid: true,
  uses: 1,
  dates: [
    { id: 11, date: '25/12/2030', type: 'CLOSED', label: 'Christmas', start: null, end: null },
    { id: 12, date: '01/01/2031', type: 'CLOSED', label: null, start: null, end: null },
    { id: 13, date: '22/12/2030', type: 'OPENED', label: 'Christmas market', start: '10:00', end: '12:00' },
    { id: 14, date: '22/12/2030', type: 'OPENED', label: 'Christmas market', start: '14:00', end: '18:00' },
  ],
};
const summer = { id: 6, label: 'Summer', valid: false, uses: 0, dates: [] };

function renderCalendars(path = '/calendar', handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ adminCalendars: () => ({ calendars: [holidays, summer], total: 2 }), ...handlers });
  renderScreen(<CalendarListRoute />, { api: api.client, path, pattern: '/calendar' });
  return api;
}

describe('the calendars', () => {
  it('lists the calendars with their dates, the addresses applying them and their valid flag', async () => {
    renderCalendars();
    const row = (await screen.findByText('Holidays')).closest('tr')!;
    expect(within(row).getByTestId('dates-5')).toHaveTextContent('2 closure(s), 1 opening(s)');
    expect(within(row).getByTestId('dates-5')).toHaveAttribute('href', '/en_US/calendar?dates=5');
    expect(within(row).getByText('1 address(es)')).toBeInTheDocument();
    expect(screen.getByTestId('valid-5')).toBeChecked();
    expect(screen.getByTestId('valid-6')).not.toBeChecked();
  });

  it('switches a calendar on', async () => {
    const { call } = renderCalendars('/calendar', { adminCalendarValid: () => ({ ...summer, valid: true }) });
    await screen.findByText('Summer');
    await userEvent.click(screen.getByTestId('valid-6'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCalendarValid', { params: { id: 6 }, body: { valid: true } }),
    );
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
  });

  it('shows the server’s message when a calendar an address applies cannot be deleted', async () => {
    const { call } = renderCalendars('/calendar', {
      adminCalendarDelete: () => {
        throw new ApiError(409, 'This calendar is used by an address and cannot be deleted');
      },
    });
    await screen.findByText('Holidays');
    await userEvent.click(screen.getByTestId('delete-5'));
    expect(await screen.findByText('Delete “Holidays”? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCalendarDelete', { params: { id: 5 } }));
    expect(await screen.findByText('This calendar is used by an address and cannot be deleted')).toBeInTheDocument();
    expect(screen.getByText('Holidays')).toBeInTheDocument();
  });

  it('filters valid calendars and by label', async () => {
    const { call } = renderCalendars();
    await screen.findByText('Holidays');
    await userEvent.selectOptions(screen.getByTestId('filter-valid'), 'true');
    await userEvent.type(screen.getByTestId('filter-label'), 'Holi');
    await waitFor(() =>
      expect(call.mock.calls.filter(([n]) => n === 'adminCalendars').at(-1)![1]).toEqual({
        query: expect.objectContaining({ valid: 'true', label: 'lk:Holi' }),
      }),
    );
  });

  it('creates a calendar ("Please enter a label" first), then opens its month view', async () => {
    const created = { id: 8, label: 'Inventory', valid: true, uses: 0, dates: [] };
    let list = [holidays, summer];
    const { call } = renderCalendars('/calendar?add=1', {
      adminCalendars: () => ({ calendars: list, total: list.length }),
      adminCalendarCreate: () => {
        list = [...list, created];
        return created;
      },
    });
    const form = await screen.findByTestId('calendar-form');
    await userEvent.click(within(form).getByTestId('calendar-submit'));
    expect(await within(form).findByText('Please enter a label')).toBeInTheDocument();
    await userEvent.type(within(form).getByTestId('calendar-label'), 'Inventory');
    await userEvent.click(within(form).getByTestId('calendar-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCalendarCreate', { body: { label: 'Inventory' } }));
    expect(await screen.findByText('Calendar created')).toBeInTheDocument();
    // Created, listed again, then looked up: a few answers in a row (a loaded machine needs more than the default
    // second).
    expect(await screen.findByTestId('calendar-month')).toHaveTextContent('Dates of the calendar “Inventory”');
  });

  it('renames a calendar', async () => {
    const { call } = renderCalendars('/calendar?edit=5', {
      adminCalendarUpdate: () => ({ ...holidays, label: 'Public holidays' }),
    });
    const form = await screen.findByTestId('calendar-form');
    expect(within(form).getByTestId('calendar-label')).toHaveValue('Holidays');
    await userEvent.clear(within(form).getByTestId('calendar-label'));
    await userEvent.type(within(form).getByTestId('calendar-label'), 'Public holidays');
    await userEvent.click(within(form).getByTestId('calendar-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCalendarUpdate', {
        params: { id: 5 },
        body: { label: 'Public holidays' },
      }),
    );
  });
});
