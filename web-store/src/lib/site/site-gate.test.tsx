import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuNode } from '../../testing/page-fixtures.ts';
import { baseRoutes, renderStore } from '../../testing/store-test.tsx';

/** An answer the test gives when it chooses: what the screen shows meanwhile can be seen, no clock involved. */
function later() {
  let give!: (answer: object) => void;
  const answer = new Promise<object>((resolve) => (give = resolve));
  return { answer, give };
}

describe('the site’s frame on first paint', () => {
  it('draws the header once, complete: the site’s name, languages and menu are asked together, then shown together', async () => {
    const info = later();
    const langs = later();
    const pages = later();
    const { api, queryClient } = renderStore('/products?site=1', {
      'GET /site/info': () => info.answer,
      'GET /lang/active': () => langs.answer,
      'GET /page': () => pages.answer,
    });
    // Asked with the theme, at once: not one after the other, nor once the header is drawn.
    await waitFor(() => expect(api.to('/page')).toHaveLength(1));
    expect(api.to('/site/info')).toHaveLength(1);
    expect(api.to('/lang/active')).toHaveLength(1);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');

    info.give(baseRoutes['GET /site/info'] as object);
    langs.give(baseRoutes['GET /lang/active'] as object);
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['langsActive'] })[0]?.state.status).toBe('success'),
    );
    // The menu is not there yet: neither is the header, rather than a header whose links move when it comes.
    expect(screen.queryByRole('banner')).toBeNull();

    pages.give({
      homeId: null,
      pages: [menuNode({ id: 2, title: 'Le domaine', menuTitle: 'Le domaine', url: 'le-domaine' })],
    });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Domaine des Lilas')).toBeInTheDocument();
    expect(within(header).getByTestId('lang-en_US')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Le domaine' })).toBeInTheDocument();
  });
});
