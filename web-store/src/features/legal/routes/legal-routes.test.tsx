import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicConditions } from '@cellar/shared/site/conditions';
import { Failure, renderStore, type SentRequest } from '../../../testing/store-test.tsx';

const legal = {
  companyName: 'Domaine des Lilas',
  corporateForm: 'EARL',
  siret: '73282932000074',
  vatNumber: '',
  rcs: 'RCS Villefranche-Tarare 732 829 320',
  rm: '',
  shareCapital: '50 000 €',
  headOffice: '12 chemin des Lilas, 69460 Odenas',
  legalAgent: 'Claire Martin',
};

/** What `GET /conditions` answers, in the language the storefront asks for. */
const conditions = (request: SentRequest): PublicConditions =>
  request.headers.userLang === 'en_US'
    ? {
        siteName: 'Domaine des Lilas',
        salesConditions: {
          html: '<h2>Article 1 – Purpose</h2><p>Sold by <strong>Domaine des Lilas</strong>.</p>',
          lang: 'en_US',
          source: 'DEFAULT',
        },
        legalNotice: { html: '<p>Édité par Domaine des Lilas.</p>', lang: 'fr_FR', source: 'SITE' },
        legal,
      }
    : {
        siteName: 'Domaine des Lilas',
        salesConditions: {
          html: '<h2>Article 1 – Objet</h2><p>Vendu par <strong>Domaine des Lilas</strong>.</p>',
          lang: 'fr_FR',
          source: 'DEFAULT',
        },
        legalNotice: { html: '<p>Édité par Domaine des Lilas.</p>', lang: 'fr_FR', source: 'SITE' },
        legal,
      };

describe('the sales conditions and legal notice pages', () => {
  it('show the sales conditions in the shopper’s language, asked with the site and the language', async () => {
    const { api } = renderStore('/conditions?site=1', { 'GET /conditions': conditions });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Article 1 – Objet' })).toBeInTheDocument();
    expect(within(screen.getByTestId('salesConditions-text')).getByText('Domaine des Lilas').tagName).toBe('STRONG');
    expect(api.to('/conditions')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'fr_FR' });

    renderStore('/en_US/conditions?site=1', { 'GET /conditions': conditions });
    expect(await screen.findByRole('heading', { level: 2, name: 'Article 1 – Purpose' })).toBeInTheDocument();
    expect(screen.queryByText(/only exists in/)).toBeNull();
  });

  it('show a German visitor the German translation, and say when a text is only in French', async () => {
    const german = (): PublicConditions => ({
      siteName: 'Domaine des Lilas',
      salesConditions: { html: '<p>Verkauft von Domaine des Lilas.</p>', lang: 'de_DE', source: 'SITE' },
      legalNotice: { html: '<p>Édité par Domaine des Lilas.</p>', lang: 'fr_FR', source: 'SITE' },
      legal,
    });
    const { api } = renderStore('/de_DE/conditions?site=1', { 'GET /conditions': german });
    expect(await screen.findByText('Verkauft von Domaine des Lilas.')).toBeInTheDocument();
    expect(screen.queryByText(/only exists in/)).toBeNull();
    expect(api.to('/conditions')[0]!.headers).toMatchObject({ contentLang: 'de_DE' });

    renderStore('/de_DE/legal-notice?site=1', { 'GET /conditions': german });
    expect(await screen.findByText(/only exists in French/)).toBeInTheDocument();
  });

  it('show the legal notice with the company’s legal info, and say when the text is in another language', async () => {
    renderStore('/en_US/legal-notice?site=1', { 'GET /conditions': conditions });
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    const info = screen.getByTestId('legal-info');
    expect(within(info).getByText('SIRET').nextSibling).toHaveTextContent('73282932000074');
    expect(within(info).getByText('Head office').nextSibling).toHaveTextContent('12 chemin des Lilas, 69460 Odenas');
    // Fields the site left empty are not listed.
    expect(within(info).queryByText('VAT number')).toBeNull();
    expect(screen.getByText('This text only exists in French.')).toBeInTheDocument();
    expect(screen.getByTestId('legalNotice-text')).toHaveAttribute('lang', 'fr-FR');
  });

  it('are linked from the footer of every page', async () => {
    renderStore('/?site=1', { 'GET /conditions': conditions });
    const footer = await screen.findByRole('navigation', { name: 'Informations légales' });
    await userEvent.click(within(footer).getByRole('link', { name: 'Mentions légales' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Informations légales' })).getByRole('link', {
        name: 'Conditions générales de vente',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Article 1 – Objet' })).toBeInTheDocument();
  });

  it('say when a site has no text yet, and when it could not be loaded', async () => {
    renderStore('/conditions?site=1', {
      'GET /conditions': {
        ...conditions({ headers: {} } as SentRequest),
        salesConditions: { html: null, lang: null, source: null },
      },
    });
    expect(await screen.findByText('Ce texte n’est pas encore disponible.')).toBeInTheDocument();

    renderStore('/en_US/conditions?site=1', {
      'GET /conditions': new Failure(500, 'An error occured please reload the page or contact us'),
    });
    expect(await screen.findByText(/This text could not be loaded\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('open from the sales-conditions box in a new tab, naming the site, without ticking the box', async () => {
    renderStore('/en_US/account/register?site=1');
    const box = await screen.findByRole('checkbox', { name: 'I accept the terms and conditions of sale.' });
    const link = screen.getByTestId('sales-conditions-link');
    expect(link).toHaveAttribute('href', '/en_US/conditions?site=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(box).not.toBeChecked();
  });
});
