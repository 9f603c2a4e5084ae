import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { renderScreen } from '../../../testing/render.tsx';
import type { CalendarRow } from '../api/calendars-api.ts';
import { CalendarMonth } from './calendar-month.tsx';

const calendar: CalendarRow = {
  id: 5,
  label: 'Holidays',
  valid: true,
  uses: 1,
  dates: [
    { id: 11, date: '25/12/2030', type: 'CLOSED', label: 'Christmas', start: null, end: null },
    { id: 12, date: '03/12/2030', type: 'CLOSED', label: 'Inventory', start: null, end: null },
  ],
};

const day = (date: string) => screen.getByTestId(`calendar-day-${date.replaceAll('/', '-')}`);

function renderMonth(save = vi.fn(async (_body: unknown) => calendar)) {
  const onSaved = vi.fn();
  renderScreen(
    <CalendarMonth calendar={calendar} save={save} onSaved={onSaved} onClose={() => undefined} today="10/12/2030" />,
  );
  return { save, onSaved };
}

const setTime = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('a calendar’s month view', () => {
  it('opens on the month of today, outlines today and greys the past days, which cannot be chosen', async () => {
    renderMonth();
    expect(await screen.findByTestId('calendar-month-label')).toHaveTextContent(/december 2030/i);
    expect(day('10/12/2030')).toHaveAttribute('data-today', 'true');
    expect(day('03/12/2030')).toHaveAttribute('data-past', 'true');
    expect(day('03/12/2030')).toBeDisabled();
    expect(day('03/12/2030')).toHaveAttribute('data-mode', 'CLOSED');
    expect(day('11/12/2030')).not.toHaveAttribute('data-past');
    expect(day('25/12/2030')).toHaveAttribute('data-mode', 'CLOSED');
    // Monday first: 1 December 2030 is a Sunday, the last cell of the first week.
    await userEvent.click(screen.getByTestId('calendar-next'));
    expect(screen.getByTestId('calendar-month-label')).toHaveTextContent(/january 2031/i);
    await userEvent.click(screen.getByTestId('calendar-prev'));
    await userEvent.click(screen.getByTestId('calendar-prev'));
    expect(screen.getByTestId('calendar-month-label')).toHaveTextContent(/november 2030/i);
  });

  it('closes a day and opens another with its hours, and saves the whole list', async () => {
    const { save, onSaved } = renderMonth();
    await userEvent.click(day('24/12/2030'));
    await userEvent.click(within(screen.getByTestId('calendar-day')).getByRole('radio', { name: 'Closed' }));
    await userEvent.type(screen.getByTestId('day-label'), 'Christmas Eve');
    expect(day('24/12/2030')).toHaveAttribute('data-mode', 'CLOSED');

    await userEvent.click(day('22/12/2030'));
    await userEvent.click(within(screen.getByTestId('calendar-day')).getByRole('radio', { name: 'Opening' }));
    setTime('opening-0-start', '10:00');
    setTime('opening-0-end', '12:00');
    await userEvent.click(screen.getByTestId('opening-add'));
    setTime('opening-1-start', '14:00');
    setTime('opening-1-end', '18:00');
    expect(day('22/12/2030')).toHaveAttribute('data-mode', 'OPENED');
    expect(screen.getByTestId('calendar-dates-count')).toHaveTextContent('3 closure(s), 1 opening(s)');

    // Christmas back to the usual hours.
    await userEvent.click(day('25/12/2030'));
    expect(screen.getByTestId('day-label')).toHaveValue('Christmas');
    await userEvent.click(within(screen.getByTestId('calendar-day')).getByRole('radio', { name: 'Usual hours' }));

    await userEvent.click(screen.getByTestId('calendar-dates-save'));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toEqual({
      dates: [
        { id: 12, date: '03/12/2030', type: 'CLOSED', label: 'Inventory' },
        { date: '24/12/2030', type: 'CLOSED', label: 'Christmas Eve' },
        { date: '22/12/2030', type: 'OPENED', label: null, start: '10:00', end: '12:00' },
        { date: '22/12/2030', type: 'OPENED', label: null, start: '14:00', end: '18:00' },
      ],
    });
    expect(await screen.findByText('Dates saved')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });

  it('shows "End time must be after start time" on an opening 14:00–13:00 and "pickup date, pickup hour and closed hour required" on a missing hour, and saves nothing', async () => {
    const { save } = renderMonth();
    await userEvent.click(day('21/12/2030'));
    await userEvent.click(within(screen.getByTestId('calendar-day')).getByRole('radio', { name: 'Opening' }));
    setTime('opening-0-start', '14:00');
    setTime('opening-0-end', '13:00');
    const end = screen.getByTestId('opening-0-end').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(end).getByText('End time must be after start time')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('opening-add'));
    setTime('opening-1-start', '');
    await userEvent.click(screen.getByTestId('calendar-dates-save'));
    const second = screen.getByTestId('opening-1-end').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(second).getByText('pickup date, pickup hour and closed hour required')).toBeInTheDocument();
    expect(day('21/12/2030').style.border).toContain('red');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the server’s message on the day it names', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, 'Invalid data', { 'dates.1.date': ['This date is already in the calendar'] });
    });
    renderMonth(save);
    await userEvent.click(screen.getByTestId('calendar-dates-save'));
    expect(await screen.findByTestId('calendar-month-error')).toHaveTextContent('Invalid data');
    // dates.1 is the inventory (3 December): the day is selected, its message shown.
    expect(
      await within(screen.getByTestId('calendar-day')).findByText('This date is already in the calendar'),
    ).toBeInTheDocument();
  });
});
