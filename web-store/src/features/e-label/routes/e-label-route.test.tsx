import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VintageDetails } from '@cellar/shared/catalog/product-view';
import { Failure, renderStore } from '../../../testing/store-test.tsx';
import { declination } from '../../../testing/fixtures.ts';

const vintage: VintageDetails = {
  ...declination({ id: 11, year: 2019 }),
  idProduct: 1,
  productName: 'Cuvée des Lilas',
  kind: { id: 3, name: 'Rouge' },
  grapes: [{ id: 21, name: 'Merlot', percent: 100 }],
  taste: [],
  winetype: null,
  temperature: null,
  keepingYears: null,
};

describe('the e-label', () => {
  it('works from the QR code address alone: name, vintage, ingredients with allergens in bold, nutrition per 100 ml with the energy', async () => {
    const { api } = renderStore('/e-label/11?site=1', { 'GET /v2/vintage/details/11': vintage });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuvée des Lilas' })).toBeInTheDocument();
    expect(api.to('/v2/vintage/details/11')[0]!.headers).toMatchObject({ idSite: '1', userLang: 'fr_FR' });
    expect(screen.getByText('Millésime 2019')).toBeInTheDocument();
    expect(screen.getByText('Rouge · Contenance : 75 cl · Alcool : 13,5 % vol.')).toBeInTheDocument();

    const ingredients = screen.getByTestId('ingredients');
    expect(ingredients).toHaveTextContent('Raisins, Sulfites, Acide tartrique');
    expect(within(ingredients).getByText('Sulfites').tagName).toBe('STRONG');
    expect(within(ingredients).getByText(/Raisins/).tagName).not.toBe('STRONG');
    expect(screen.getByText('Les allergènes sont indiqués en gras.')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Déclaration nutritionnelle pour 100 ml' });
    expect(within(table).getByRole('rowheader', { name: 'Énergie (E)' })).toBeInTheDocument();
    expect(screen.getByTestId('energy')).toHaveTextContent('318 kJ / 76 kcal');
    expect(within(table).getByRole('row', { name: 'Glucides 2,6 g' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'dont sucres 0,6 g' })).toBeInTheDocument();
    // No sales content on an e-label: no price, no cart, no menu.
    expect(screen.queryByTestId('price')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });

  it('is in English under /en_US and says when the label does not exist', async () => {
    renderStore('/en_US/e-label/11?site=1', { 'GET /v2/vintage/details/11': { ...vintage, year: null, energy: null } });
    expect(await screen.findByText('Non-vintage')).toBeInTheDocument();
    expect(screen.getByTestId('energy')).toHaveTextContent('not given');
    expect(screen.getByRole('rowheader', { name: 'of which sugars' })).toBeInTheDocument();

    renderStore('/en_US/e-label/99?site=1', { 'GET /v2/vintage/details/99': new Failure(404, 'Not found') });
    expect(await screen.findByText('This electronic label does not exist.')).toBeInTheDocument();
  });
});
