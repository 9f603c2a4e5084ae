import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@cellar/shared/routes/route-table';
import { renderStore } from '../../../testing/store-test.tsx';

describe('the site’s scripts to load on the storefront', () => {
  it('adds the scripts the site’s list holds (the valid ones) after the page is shown, with their attributes', async () => {
    const store = renderStore('/?site=1', {
      'GET /script-to-load': {
        scriptsToLoad: [
          {
            id: 7,
            src: 'https://stats.example/a.js',
            crossorigin: 'anonymous',
            fetchpriority: 'low',
            referrerpolicy: 'origin',
            integrity: null,
            async: true,
            defer: false,
            nomodule: false,
          },
        ],
      } satisfies RouteAnswer<'scriptsToLoad'>,
    });
    await screen.findAllByRole('link', {}, { timeout: 3000 });
    await waitFor(
      () => expect(document.head.querySelector('script[src="https://stats.example/a.js"]')).not.toBeNull(),
      {
        timeout: 3000,
      },
    );
    const element = document.head.querySelector('script[src="https://stats.example/a.js"]')!;
    expect(element.getAttribute('fetchpriority')).toBe('low');
    expect(element.getAttribute('crossorigin')).toBe('anonymous');
    expect(element.getAttribute('referrerpolicy')).toBe('origin');
    expect(store.api.to('/script-to-load')).toHaveLength(1);
    element.remove();
  });
});
