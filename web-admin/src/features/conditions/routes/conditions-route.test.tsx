import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { AdminConditionsView } from '@cellar/shared/site/conditions';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { ConditionsRoute } from './conditions-route.tsx';
import { DefaultConditionsRoute } from './default-conditions-route.tsx';

const legal = {
  companyName: 'Domaine des Lilas',
  corporateForm: 'EARL',
  siret: '73282932000074',
  vatNumber: '',
  rcs: '',
  rm: '',
  shareCapital: '50 000 €',
  headOffice: '12 chemin des Lilas, 69460 Odenas',
  legalAgent: 'Claire Martin',
};

const view = (overrides: Partial<AdminConditionsView> = {}): AdminConditionsView => ({
  siteName: 'Domaine des Lilas',
  salesConditions: { fr_FR: null, en_US: null },
  legalNotice: { fr_FR: null, en_US: null },
  legal,
  defaults: {
    salesConditions: {
      fr_FR: '<p>CGV de {{companyName}}</p>',
      en_US: '<p>Terms of {{companyName}} on {{siteName}}</p>',
    },
    legalNotice: { fr_FR: '<p>Édité par {{companyName}}, {{corporateForm}}</p>', en_US: null },
  },
  sourceLang: 'fr_FR',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function renderConditions(handlers: Parameters<typeof fakeApi>[0] = {}, lang: 'en_US' | 'fr_FR' = 'en_US') {
  const api = fakeApi({
    adminConditions: () => view(),
    adminConditionsUpdate: ({ body }) => ({ ...view(), ...(body as object) }),
    ...handlers,
  });
  renderScreen(<ConditionsRoute />, { api: api.client, path: '/conditions', pattern: '/conditions', lang });
  return api;
}

describe('the sales conditions screen', () => {
  it('shows a site without texts of its own on the default, with its legal info filled in', async () => {
    renderConditions();
    expect(await screen.findByTestId('salesConditions-source')).toHaveTextContent('Default text');
    expect(screen.getByTestId('salesConditions-default-preview')).toHaveTextContent(
      'Terms of Domaine des Lilas on Domaine des Lilas',
    );
    // No English default legal notice: the French one is shown.
    expect(screen.getByTestId('legalNotice-default-preview')).toHaveTextContent('Édité par Domaine des Lilas, EARL');
    expect(screen.getByTestId('input-legal.siret')).toHaveValue('73282932000074');
  });

  it('shows a site’s own text in the editor, marked as its own', async () => {
    renderConditions(
      { adminConditions: () => view({ salesConditions: { fr_FR: '<p>Nos conditions maison</p>', en_US: null } }) },
      'fr_FR',
    );
    expect(await screen.findByTestId('salesConditions-source')).toHaveTextContent('Texte du site');
    expect(await screen.findByText('Nos conditions maison')).toBeInTheDocument();
    expect(screen.getByTestId('legalNotice-source')).toHaveTextContent('Texte par défaut');
  });

  it('starts from the default text and saves it as the site’s own, with the legal info', async () => {
    const { call } = renderConditions();
    await userEvent.click(await screen.findByTestId('salesConditions-start-from-default'));
    expect(screen.getByTestId('salesConditions-source')).toHaveTextContent('Site’s own text');
    const agent = screen.getByTestId('input-legal.legalAgent');
    await userEvent.clear(agent);
    await userEvent.type(agent, 'Paul Martin');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminConditionsUpdate', {
        body: {
          salesConditions: {
            fr_FR: '<p>CGV de {{companyName}}</p>',
            en_US: '<p>Terms of {{companyName}} on {{siteName}}</p>',
          },
          legalNotice: { fr_FR: null, en_US: null },
          legal: { ...legal, legalAgent: 'Paul Martin' },
        },
      }),
    );
  });

  it('shows the English as a translation, read-only with a link to the translations, and sends it back', async () => {
    const { call } = renderConditions({
      adminConditions: () =>
        view({ salesConditions: { fr_FR: '<p>Nos conditions</p>', en_US: '<p>Our own terms</p>' } }),
    });
    await userEvent.click(await screen.findByTestId('salesConditions-tab-en_US'));
    expect(await screen.findByTestId('salesConditions-en_US-preview')).toHaveTextContent('Our own terms');
    expect(screen.queryByTestId('salesConditions-en_US')).not.toBeInTheDocument();
    expect(screen.getByTestId('salesConditions-en_US-translations')).toHaveAttribute(
      'href',
      '/en_US/translation/en_US?kind=conditions',
    );
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminConditionsUpdate', {
        body: expect.objectContaining({
          salesConditions: { fr_FR: '<p>Nos conditions</p>', en_US: '<p>Our own terms</p>' },
        }),
      }),
    );
  });

  it('refuses a bad SIRET before sending, then shows the server’s messages under their fields', async () => {
    const { call } = renderConditions({
      adminConditionsUpdate: () => {
        throw new ApiError(400, 'Some fields are invalid', { 'legal.vatNumber': ['Invalid VAT number'] });
      },
    });
    const siret = await screen.findByTestId('input-legal.siret');
    await userEvent.clear(siret);
    await userEvent.type(siret, '123');
    await userEvent.tab();
    expect(await screen.findByText('Invalid SIRET number, expected 14 digits')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(call).not.toHaveBeenCalledWith('adminConditionsUpdate', expect.anything());
    await userEvent.clear(siret);
    await userEvent.type(siret, '73282932000074');
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Invalid VAT number')).toBeInTheDocument();
    expect(screen.getByTestId('input-legal.vatNumber')).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the default when asked, sending no text', async () => {
    const { call } = renderConditions({
      adminConditions: () => view({ legalNotice: { fr_FR: '<p>Nos mentions</p>', en_US: null } }),
    });
    const mode = await screen.findByTestId('legalNotice-mode');
    await userEvent.click(within(mode).getByText('Use the default text'));
    expect(screen.getByTestId('legalNotice-source')).toHaveTextContent('Default text');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminConditionsUpdate', {
        body: expect.objectContaining({ legalNotice: { fr_FR: null, en_US: null } }),
      }),
    );
  });

  it('says so when the conditions cannot be loaded', async () => {
    renderConditions({
      adminConditions: () => {
        throw new ApiError(500, 'An error occured please reload the page or contact us');
      },
    });
    const alert = await screen.findByTestId('conditions-load-error');
    expect(alert).toHaveTextContent('The sales conditions could not be loaded');
    expect(alert).toHaveTextContent('An error occured please reload the page or contact us');
  });
});

describe('the default sales conditions screen', () => {
  const defaults = {
    salesConditions: { fr_FR: '<p>CGV par défaut</p>', en_US: '<p>Default terms</p>' },
    legalNotice: { fr_FR: null, en_US: null },
    sourceLang: 'fr_FR' as const,
    updatedAt: null,
  };

  it('shows the default texts per language and saves them', async () => {
    const api = fakeApi({
      superAdminConditionsDefault: () => defaults,
      superAdminConditionsDefaultUpdate: () => defaults,
    });
    renderScreen(<DefaultConditionsRoute />, {
      api: api.client,
      path: '/superAdmin/defaults/conditions',
      pattern: '/superAdmin/defaults/conditions',
      lang: 'fr_FR',
    });
    expect(await screen.findByText('CGV par défaut')).toBeInTheDocument();
    expect(within(screen.getByTestId('document-salesConditions')).getByText(/\{\{companyName\}\}/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('salesConditions-tab-en_US'));
    expect(await screen.findByText('Default terms')).toBeInTheDocument();
    // English is the defaults' translation: edited with site 0's translations.
    expect(screen.getByTestId('salesConditions-en_US-translations')).toHaveAttribute(
      'href',
      '/superAdmin/translation/en_US?kind=conditions',
    );
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('superAdminConditionsDefaultUpdate', {
        body: {
          salesConditions: { fr_FR: '<p>CGV par défaut</p>', en_US: '<p>Default terms</p>' },
          legalNotice: { fr_FR: null, en_US: null },
        },
      }),
    );
  });

  it('shows the server’s message on the text it refused', async () => {
    const api = fakeApi({
      superAdminConditionsDefault: () => defaults,
      superAdminConditionsDefaultUpdate: () => {
        throw new ApiError(400, 'Certains champs sont invalides', {
          'salesConditions.fr_FR': ['Ce texte est trop long (60 000 caractères au plus)'],
        });
      },
    });
    renderScreen(<DefaultConditionsRoute />, {
      api: api.client,
      path: '/superAdmin/defaults/conditions',
      pattern: '/superAdmin/defaults/conditions',
      lang: 'fr_FR',
    });
    await userEvent.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByText('Ce texte est trop long (60 000 caractères au plus)')).toBeInTheDocument();
  });

  it('says so when the defaults cannot be loaded', async () => {
    const api = fakeApi({
      superAdminConditionsDefault: () => {
        throw new ApiError(403, 'You are not allowed to do this');
      },
    });
    renderScreen(<DefaultConditionsRoute />, {
      api: api.client,
      path: '/superAdmin/defaults/conditions',
      pattern: '/superAdmin/defaults/conditions',
    });
    expect(await screen.findByTestId('conditions-load-error')).toHaveTextContent('You are not allowed to do this');
  });
});
