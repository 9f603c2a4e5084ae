import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewDraft } from '@cellar/shared/pages/preview-protocol';
import { renderStore } from '../../../testing/store-test.tsx';
import { entity, layout } from '../../../testing/page-fixtures.ts';

const draft = (title: string, content: string): PreviewDraft => ({
  source: 'cellar-admin',
  type: 'draft',
  page: {
    title,
    css: 'color: #222222',
    background: {},
    layouts: [layout('TWO_COLUMN', [entity({ title: 'Bloc', content }), entity()])],
  },
});

const post = (data: unknown, source: MessageEventSource | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  });

afterEach(() => vi.restoreAllMocks());

describe('the live preview', () => {
  it('says it is ready to its parent, takes drafts from its parent only, and cleans their rich text', async () => {
    const postMessage = vi.spyOn(window.parent, 'postMessage');
    renderStore('/preview/page?site=1');
    expect(await screen.findByText('En attente de la page à prévisualiser…')).toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledWith({ source: 'cellar-preview', type: 'ready' }, '*');
    // No menu, no footer around the page.
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    // Another window (a page that opened this one, a frame inside it) is not listened to.
    const other = document.createElement('iframe');
    document.body.append(other);
    post(draft('Pas celle-ci', '<p>Non</p>'), other.contentWindow);
    post(draft('Ni celle-là', '<p>Non</p>'), null);
    expect(screen.queryByTestId('page')).toBeNull();
    // Something from the parent that is not a draft neither.
    post({ source: 'cellar-admin', type: 'other' }, window.parent);
    expect(screen.queryByTestId('page')).toBeNull();

    post(
      draft(
        'Brouillon',
        '<p>Bonjour <em>vous</em><script>window.hacked = 1</script><img src="x" onerror="alert(1)"></p>',
      ),
      window.parent,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Brouillon' })).toBeInTheDocument();
    const page = screen.getByTestId('page');
    expect(page.style.color).toBe('rgb(34, 34, 34)');
    expect(screen.getAllByTestId('layout')[0]).toHaveAttribute('data-layout-type', 'TWO_COLUMN');
    expect(within(page).getByText('vous').tagName).toBe('EM');
    expect(page.innerHTML).not.toMatch(/script|onerror|<img/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    // A new draft replaces the one shown.
    post(draft('Brouillon 2', '<p>Suite</p>'), window.parent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Brouillon 2' })).toBeInTheDocument();
    other.remove();
  });
});
