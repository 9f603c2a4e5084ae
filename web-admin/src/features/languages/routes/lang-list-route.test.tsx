import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { LangListRoute } from './lang-list-route.tsx';

const catalogue = () => [
  { id: 1, code: 'fr_FR', label: 'Français', mtCode: 'FR', valid: true, isDefault: true },
  { id: 2, code: 'en_US', label: 'English', mtCode: 'EN-US', valid: true, isDefault: false },
  { id: 3, code: 'de_DE', label: 'Deutsch', mtCode: null, valid: true, isDefault: false },
];

function renderList(lang: Lang = 'en_US') {
  let langs = catalogue();
  const api = fakeApi({
    superAdminLangs: () => ({ langs }),
    superAdminLangDefault: ({ params }) => {
      langs = langs.map((l) => ({ ...l, isDefault: l.id === params?.id }));
      return langs.find((l) => l.id === params?.id);
    },
  });
  renderScreen(<LangListRoute />, { api: api.client, lang, path: '/superAdmin/lang', pattern: '/superAdmin/lang' });
  return api;
}

describe('the language catalogue', () => {
  it('lists the codes, labels and machine-translation codes, with the default badged', async () => {
    renderList();
    expect(await screen.findByText('Français')).toBeInTheDocument();
    expect(screen.getByText('EN-US')).toBeInTheDocument();
    expect(screen.getByText('de_DE')).toBeInTheDocument();
    expect(screen.getByTestId('default-1')).toHaveTextContent('Default');
    expect(screen.queryByTestId('make-default-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-add')).toHaveTextContent('Add a language');
    expect(screen.getByTestId('edit-2')).toHaveAttribute('href', '/en_US/superAdmin/lang/update/2');
  });

  it('makes another language the default and shows the new state', async () => {
    const { call } = renderList();
    await userEvent.click(await screen.findByTestId('make-default-2'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('superAdminLangDefault', { params: { id: 2 } }));
    expect(await screen.findByTestId('default-2')).toBeInTheDocument();
    expect(screen.getByTestId('make-default-1')).toBeInTheDocument();
  });

  it('speaks French on the French screens', async () => {
    renderList('fr_FR');
    expect(await screen.findByTestId('default-1')).toHaveTextContent('Par défaut');
    expect(screen.getByTestId('make-default-2')).toHaveTextContent('Rendre par défaut');
  });
});
