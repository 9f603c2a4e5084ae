import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStore } from '../../testing/store-test.tsx';

const information = {
  companyName: 'Domaine des Lilas SARL',
  addressLine1: '1 chemin des Vignes',
  addressLine2: null,
  postalCode: '21200',
  city: 'Beaune',
  country: 'France',
  phone: '+33 3 80 00 00 00',
  email: 'contact@lilas.example',
  openingHours: { MONDAY: '9:00–18:00', SATURDAY: '10:00–12:00' },
  social: { instagram: 'https://instagram.com/lilas', youtube: 'https://youtube.com/@lilas' },
};

describe('the footer’s site information', () => {
  it('shows the company, address, contact, opening hours and social links with accessible names', async () => {
    renderStore('/fr_FR/products?site=1', { 'GET /site/information': information });
    const footer = await screen.findByTestId('footer-information');
    expect(within(footer).getByText('Domaine des Lilas SARL')).toBeInTheDocument();
    expect(within(footer).getByTestId('footer-address')).toHaveTextContent('1 chemin des Vignes21200 BeauneFrance');
    expect(within(footer).getByRole('link', { name: '+33 3 80 00 00 00' })).toHaveAttribute('href', 'tel:+33380000000');
    expect(within(footer).getByRole('link', { name: 'contact@lilas.example' })).toHaveAttribute(
      'href',
      'mailto:contact@lilas.example',
    );
    const hours = within(footer).getByTestId('footer-hours');
    expect(hours).toHaveTextContent('Lundi9:00–18:00');
    expect(hours).toHaveTextContent('Samedi10:00–12:00');
    expect(hours).not.toHaveTextContent('Dimanche');
    const instagram = within(footer).getByRole('link', { name: 'Instagram (nouvel onglet)' });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/lilas');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByRole('link', { name: 'YouTube (nouvel onglet)' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /Facebook/ })).toBeNull();
  });

  it('is there from the first drawing of the footer (read with the theme): nothing moves in', async () => {
    renderStore('/en_US/products?site=1', { 'GET /site/information': information });
    // The first time the footer exists, the information is already in it.
    const footer = (await screen.findAllByRole('contentinfo'))[0]!;
    expect(within(footer).getByTestId('footer-information')).toHaveTextContent('Opening hours');
  });

  it('shows nothing for a site that filled nothing in, nor when the read fails', async () => {
    renderStore('/fr_FR/products?site=1');
    await screen.findAllByRole('contentinfo');
    expect(screen.queryByTestId('footer-information')).toBeNull();
  });
});
