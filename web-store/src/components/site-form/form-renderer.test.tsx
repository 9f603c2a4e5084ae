import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tastingBookingForm } from '@cellar/shared/content/form-test-form';
import { Failure, renderStore, type SentRequest } from '../../testing/store-test.tsx';
import { component, layout, publicPage } from '../../testing/page-fixtures.ts';

const form = { id: 7, name: 'Tasting booking', ...tastingBookingForm() };
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('fullName'), 'Ada Lovelace');
  await user.type(field('email'), 'ada@example.com');
  fireEvent.change(field('date'), { target: { value: '2026-12-04' } });
  await user.click(screen.getByLabelText('Morning'));
  await user.type(field('guestName'), 'Ada');
}

describe('a site’s form', () => {
  it('shows "dietaryDetails" only while "dietaryNeeds" is ticked', async () => {
    const user = userEvent.setup();
    renderStore('/en_US/forms/7?site=1', { 'GET /forms/7': form });
    await screen.findByTestId('site-form');
    expect(screen.queryByLabelText(/^dietaryDetails/)).toBeNull();
    await user.click(field('dietaryNeeds'));
    expect(field('dietaryDetails')).toBeInTheDocument();
    await user.click(field('dietaryNeeds'));
    expect(screen.queryByLabelText(/^dietaryDetails/)).toBeNull();
  });

  it('adds and removes guests within the loop’s bounds (1 to 6)', async () => {
    const user = userEvent.setup();
    renderStore('/en_US/forms/7?site=1', { 'GET /forms/7': form });
    await screen.findByTestId('site-form');
    expect(screen.getAllByLabelText(/^guestName/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove entry 1' })).toBeNull();
    const add = screen.getByTestId('form-add-guests');
    await user.click(add);
    expect(screen.getAllByLabelText(/^guestName/)).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Guests 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove entry 2' }));
    expect(screen.getAllByLabelText(/^guestName/)).toHaveLength(1);
    for (let n = 1; n < 6; n += 1) await user.click(screen.getByTestId('form-add-guests'));
    expect(screen.getAllByLabelText(/^guestName/)).toHaveLength(6);
    expect(screen.queryByTestId('form-add-guests')).toBeNull();
  });

  it('says what is missing, on each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderStore('/en_US/forms/7?site=1', { 'GET /forms/7': form });
    await screen.findByTestId('site-form');
    await user.click(screen.getByTestId('form-submit'));
    expect(screen.getByTestId('form-problem')).toHaveTextContent('Some answers are missing or invalid');
    const name = field('fullName');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const errors = document.getElementById(name.getAttribute('aria-describedby')!.split(' ').pop()!)!;
    expect(errors).toHaveTextContent('This field is required');
    expect(within(screen.getByRole('group', { name: 'Guests 1' })).getByText('This field is required')).toBeVisible();
    expect(api.to('/message')).toHaveLength(0);
    // Fixed as the visitor types.
    await user.type(name, 'Ada Lovelace');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('sends the checked answers as a form message, then thanks the visitor', async () => {
    const user = userEvent.setup();
    const { api } = renderStore('/en_US/forms/7?site=1', {
      'GET /forms/7': form,
      'POST /message': { sent: true, documents: [] },
    });
    await screen.findByTestId('site-form');
    await fillRequired(user);
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Thank you, your answer was sent.')).toBeInTheDocument();
    expect(screen.queryByTestId('form-documents')).not.toBeInTheDocument();
    const [sent] = api.to('/message') as SentRequest[];
    expect(sent!.body).toEqual({
      idForm: 7,
      answers: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: null,
        slot: 'morning',
        date: '2026-12-04',
        bottles: null,
        dietaryNeeds: false,
        wines: null,
        guests: [{ guestName: 'Ada', guestAge: null }],
      },
    });
  });

  it('offers the documents the producer made for the visitor, each a download link', async () => {
    const user = userEvent.setup();
    renderStore('/en_US/forms/7?site=1', {
      'GET /forms/7': form,
      'POST /message': {
        sent: true,
        documents: [
          { name: 'Booking', extension: 'pdf', downloadPath: '/forms/file/download/tok1?idSite=1' },
          { name: 'Booking', extension: 'docx', downloadPath: '/forms/file/download/tok2?idSite=1' },
        ],
      },
    });
    await screen.findByTestId('site-form');
    await fillRequired(user);
    await user.click(screen.getByTestId('form-submit'));
    const links = within(await screen.findByTestId('form-documents')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Booking (PDF)', 'Booking (DOCX)']);
    expect(links[0]).toHaveAttribute('href', '/api/forms/file/download/tok1?idSite=1');
  });

  it('shows the server’s messages on their fields', async () => {
    const user = userEvent.setup();
    renderStore('/en_US/forms/7?site=1', {
      'GET /forms/7': form,
      'POST /message': new Failure(400, 'Some answers are missing or invalid', {
        'guests.0.guestName': ['This name is refused'],
      }),
    });
    await screen.findByTestId('site-form');
    await fillRequired(user);
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('This name is refused')).toBeInTheDocument();
    expect(field('guestName')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the form is not open (absent or not valid)', async () => {
    renderStore('/en_US/forms/8?site=1', { 'GET /forms/8': new Failure(404, 'Form not found') });
    expect(await screen.findByText('This form does not exist or is no longer open.')).toBeInTheDocument();
  });

  it('says so when the form could not be loaded', async () => {
    renderStore('/en_US/forms/7?site=1', { 'GET /forms/7': new Failure(500) });
    expect(await screen.findByText('This form could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('site-form')).toBeNull());
  });

  it('shows in a page’s contact component when the admin chose it', async () => {
    renderStore('/nous-ecrire?site=1', {
      'GET /page/nous-ecrire': publicPage({
        url: 'nous-ecrire',
        layouts: [layout('ONE_COLUMN', [component('contact-form', { title: 'Nous écrire', idForm: 7 })])],
      }),
      'GET /forms/7': form,
      'GET /conditions': {
        siteName: 'Domaine des Lilas',
        salesConditions: { html: null, lang: null, source: null },
        legalNotice: { html: null, lang: null, source: null },
        legal: { headOffice: null },
      },
    });
    const contact = await screen.findByTestId('contact-details');
    expect(await within(contact).findByRole('form', { name: 'Tasting booking' })).toBeInTheDocument();
    // The chosen form instead of the contact message form: one send button.
    expect(within(contact).getAllByRole('button', { name: 'Envoyer' })).toHaveLength(1);
  });
});
