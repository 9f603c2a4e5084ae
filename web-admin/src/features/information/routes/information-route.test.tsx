import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { SiteInformation } from '@cellar/shared/site/information';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { InformationRoute } from './information-route.tsx';

const stored: SiteInformation = {
  companyName: 'Domaine des Lilas',
  addressLine1: '1 chemin des Vignes',
  addressLine2: null,
  postalCode: '21200',
  city: 'Beaune',
  country: 'France',
  phone: null,
  email: null,
  openingHours: { MONDAY: '9:00–18:00' },
  social: {},
};

function renderInformation(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    siteInformation: () => stored,
    adminSiteInformationUpdate: () => stored,
    ...handlers,
  });
  renderScreen(<InformationRoute />, { api: api.client, lang, path: '/information', pattern: '/information' });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the information screen (/information)', () => {
  it('shows what the site stored', async () => {
    renderInformation();
    expect(await screen.findByTestId('information-companyName')).toHaveValue('Domaine des Lilas');
    expect(screen.getByTestId('information-openingHours.MONDAY')).toHaveValue('9:00–18:00');
  });

  it('says the email, phone and https rules in French, and sends nothing', async () => {
    const { call } = renderInformation({}, 'fr_FR');
    await userEvent.type(await screen.findByTestId('information-email'), 'contact@');
    await userEvent.type(screen.getByTestId('information-phone'), 'appelez-moi');
    await userEvent.type(screen.getByTestId('information-social.facebook'), 'http://facebook.com/lilas');
    await userEvent.click(screen.getByTestId('information-submit'));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByText('Numéro de téléphone invalide')).toBeInTheDocument();
    expect(screen.getByText('L’adresse doit commencer par https://')).toBeInTheDocument();
    expect(call.mock.calls.some(([name]) => name === 'adminSiteInformationUpdate')).toBe(false);
  });

  it('sends every field, empty ones as null', async () => {
    const { call } = renderInformation();
    await userEvent.type(await screen.findByTestId('information-social.instagram'), 'https://instagram.com/lilas');
    await userEvent.click(screen.getByTestId('information-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminSiteInformationUpdate', expect.anything()));
    expect(bodyOf(call, 'adminSiteInformationUpdate')).toMatchObject({
      companyName: 'Domaine des Lilas',
      phone: null,
      openingHours: { MONDAY: '9:00–18:00', SUNDAY: null },
      social: { instagram: 'https://instagram.com/lilas', facebook: null },
    });
  });

  it('says the information could not be loaded rather than showing an empty form', async () => {
    renderInformation({
      siteInformation: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    expect(await screen.findByTestId('information-error')).toBeInTheDocument();
    expect(screen.queryByTestId('information-form')).not.toBeInTheDocument();
  });
});
