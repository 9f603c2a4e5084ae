import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Failure, renderStore } from '../../../testing/store-test.tsx';
import { component, layout, publicPage } from '../../../testing/page-fixtures.ts';

const contactPage = (extra: Record<string, unknown> = {}) => ({
  'GET /page/contact': publicPage({
    url: 'contact',
    title: 'Contact',
    layouts: [layout('ONE_COLUMN', [component('contact-form', { title: 'Write to us' })])],
  }),
  ...extra,
});

describe('the storefront’s contact form', () => {
  it('says what is missing before sending, with the server’s own rules', async () => {
    const { api } = renderStore('/en_US/contact?site=1', contactPage());
    await userEvent.click(await screen.findByTestId('contact-send'));
    expect(screen.getByText('Name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('E-mail cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Message cannot be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('contact-email'), 'lea@');
    expect(screen.getByText('Invalid e-mail format')).toBeInTheDocument();
    expect(api.to('/message')).toHaveLength(0);
  });

  it('sends the message and thanks the visitor', async () => {
    const { api } = renderStore('/en_US/contact?site=1', contactPage({ 'POST /message': () => ({ sent: true }) }));
    await userEvent.type(await screen.findByTestId('contact-name'), 'Léa Martin');
    await userEvent.type(screen.getByTestId('contact-email'), 'lea@example.com');
    await userEvent.type(screen.getByTestId('contact-subject'), 'A visit');
    await userEvent.type(screen.getByTestId('contact-message'), 'Can we visit on Saturday?');
    await userEvent.click(screen.getByTestId('contact-send'));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('your message has been sent');
    expect(api.to('/message')[0]!.body).toEqual({
      name: 'Léa Martin',
      email: 'lea@example.com',
      phone: '',
      subject: 'A visit',
      message: 'Can we visit on Saturday?',
      website: '',
    });
  });

  it('shows the server’s message on its field', async () => {
    renderStore(
      '/contact?site=1',
      contactPage({
        'POST /message': new Failure(400, 'Données invalides', { phone: ['Numéro de téléphone invalide'] }),
      }),
    );
    await userEvent.type(await screen.findByTestId('contact-name'), 'Léa');
    await userEvent.type(screen.getByTestId('contact-email'), 'lea@example.com');
    await userEvent.type(screen.getByTestId('contact-message'), 'Bonjour');
    await userEvent.click(screen.getByTestId('contact-send'));
    await waitFor(() => expect(screen.getByText('Numéro de téléphone invalide')).toBeInTheDocument());
  });
});
