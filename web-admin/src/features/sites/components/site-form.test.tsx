import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { SiteForm } from './site-form.tsx';

const langs = () => ({
  langs: [
    { id: 1, code: 'fr_FR', label: 'Français', mtCode: 'FR', valid: true, isDefault: false },
    { id: 2, code: 'en_US', label: 'English', mtCode: 'EN-US', valid: true, isDefault: true },
    { id: 3, code: 'de_DE', label: 'Deutsch', mtCode: 'DE', valid: false, isDefault: false },
  ],
});

const site = {
  id: 7,
  name: 'Les Lilas',
  slug: 'lilas',
  url: 'https://lilas.fr',
  defaultLang: 'fr_FR',
  functionalities: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderAdd(lang: Lang, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ superAdminLangs: langs, ...handlers });
  renderScreen(<SiteForm />, { api: api.client, lang, path: '/superAdmin/site/add', pattern: '/superAdmin/site/add' });
  return api;
}

describe('the site form', () => {
  it('offers the valid languages of the catalogue, its default first chosen', async () => {
    renderAdd('en_US');
    const select = await screen.findByTestId('input-defaultLang');
    expect(select).toHaveValue('en_US');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['fr_FR', 'en_US']);
  });

  it('applies the shared rules, in French on the French screens', async () => {
    const { call } = renderAdd('fr_FR', { siteCreate: () => site });
    await userEvent.type(await screen.findByTestId('input-url'), 'lilas.fr');
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Adresse invalide, elle doit commencer par http:// ou https://')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('siteCreate', expect.anything());
  });

  it('creates the site, then opens it', async () => {
    const { call } = renderAdd('en_US', { siteCreate: () => site });
    await userEvent.type(await screen.findByTestId('input-name'), 'Les Lilas');
    await userEvent.selectOptions(screen.getByTestId('input-defaultLang'), 'fr_FR');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('siteCreate', { body: { name: 'Les Lilas', url: '', defaultLang: 'fr_FR' } }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/superAdmin/site/7');
  });

  it('edits a site and shows the server’s field errors on the same fields', async () => {
    const api = fakeApi({
      superAdminLangs: langs,
      siteUpdate: () => {
        throw new ApiError(409, 'This short name is already used by another site', {
          slug: ['This short name is already used by another site'],
        });
      },
    });
    renderScreen(<SiteForm site={site} />, {
      api: api.client,
      path: '/superAdmin/site/7',
      pattern: '/superAdmin/site/:id',
    });
    const slug = await screen.findByTestId('input-slug');
    expect(slug).toHaveValue('lilas');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'taken');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('siteUpdate', {
        params: { id: 7 },
        body: { name: 'Les Lilas', url: 'https://lilas.fr', slug: 'taken', defaultLang: 'fr_FR' },
      }),
    );
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(slug.closest('.mantine-InputWrapper-root') as HTMLElement).getByText(
        'This short name is already used by another site',
      ),
    ).toBeInTheDocument();
  });
});
