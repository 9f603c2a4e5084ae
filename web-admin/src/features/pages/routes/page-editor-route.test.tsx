import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { PageLayout } from '@cellar/shared/pages/page-document';
import type { PageImageView } from '@cellar/shared/pages/page-image';
import { getSession } from '../../../lib/session/session-store.ts';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { forgetClipboard } from '../editor/clipboard.ts';
import { draftKey, readDraft, writeDraft } from '../editor/draft-storage.ts';
import { docFromPage } from '../editor/page-doc.ts';
import { pageView } from '../testing/page-fixtures.ts';
import { PageEditorRoute } from './page-editor-route.tsx';

const intro: PageLayout = {
  id: 31,
  key: 'lintro',
  type: 'ONE_COLUMN',
  order: 0,
  parameters: {
    computer: { padding: { top: 24 }, margin: {}, background: {} },
    mobile: { padding: {}, margin: {}, background: {} },
  },
  contents: [
    {
      id: 41,
      key: 'cintro',
      type: 'ENTITY',
      order: 0,
      title: 'Bienvenue',
      content: '<p>Un domaine familial.</p>',
      images: [],
      parameters: {
        computer: { padding: {}, margin: {}, background: {}, blockWidth: '80%' },
        mobile: { padding: {}, margin: {}, background: {} },
      },
    },
  ],
  tags: [],
};

const estate = pageView({ id: 7, metaDescription: 'Notre domaine en Bourgogne', version: 4, layouts: [intro] });

const cellarImage: PageImageView = {
  id: 3,
  url: '/media/site-1/page/cave.jpg',
  name: 'cave.jpg',
  alt: '',
  contentType: 'image/jpeg',
  size: 1000,
  createdAt: '2025-01-01T00:00:00.000Z',
};

type Handlers = Parameters<typeof fakeApi>[0];

function renderEditor(handlers: Handlers = {}, path = '/page/editor/7') {
  const api = fakeApi({
    adminPage: () => estate,
    adminPageImages: () => ({ images: [cellarImage], total: 1 }),
    ...handlers,
  });
  const pattern = path === '/page/editor' ? '/page/editor' : '/page/editor/:id';
  renderScreen(<PageEditorRoute />, { api: api.client, path, pattern });
  return api;
}

const siteKey = (pageId: number | null) => draftKey(getSession().selectedSite, pageId);
const calls = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  call.mock.calls.filter(([route]) => route === name).map(([, input]) => input as { params?: unknown; body?: any });

describe('the page editor', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetClipboard();
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads a page, adds a two-column layout, fills a place, sets a mobile padding and saves it normalised with its version', async () => {
    const { call } = renderEditor({
      adminPageUpdate: ({ body }) => ({
        ...estate,
        version: 5,
        updatedAt: '2025-03-02T10:00:00.000Z',
        layouts: (body as { layouts: PageLayout[] }).layouts.map((layout, index) => ({ ...layout, id: 30 + index })),
      }),
    });
    expect(await screen.findByTestId('layout-0')).toHaveAttribute('data-layout-type', 'ONE_COLUMN');
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
    expect(screen.getByTestId('save-page')).toHaveTextContent('Save');

    await userEvent.click(screen.getByTestId('add-layout'));
    await userEvent.click(await screen.findByRole('button', { name: 'Two columns, 2 content(s)' }));
    const added = screen.getByTestId('layout-1');
    expect(added).toHaveAttribute('data-layout-type', 'TWO_COLUMN');
    expect(added).toHaveAttribute('data-selected', 'true');
    expect(within(added).getAllByRole('group')).toHaveLength(2);
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'unsaved');

    // The first place becomes "Text and images": a title and an image with its alternative text.
    await userEvent.click(screen.getByTestId('content-1-0-entity'));
    expect(screen.getByTestId('content-1-0')).toHaveAttribute('data-selected', 'true');
    await userEvent.type(screen.getByTestId('entity-title'), 'Nos vins');
    await userEvent.click(screen.getByTestId('entity-add-image'));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose image cave.jpg' }));
    expect(await screen.findByText('Alternative text is required')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('entity-image-alt-0'), 'La cave voûtée');
    expect(screen.queryByText('Alternative text is required')).not.toBeInTheDocument();

    // The layout's mobile padding: the computer's value shows as a placeholder.
    await userEvent.click(screen.getByTestId('layout-1-select'));
    await userEvent.click(within(screen.getByTestId('device-switch')).getByText('Mobile'));
    expect(screen.getByTestId('padding-top')).not.toHaveAttribute('placeholder');
    await userEvent.click(screen.getByTestId('layout-0-select'));
    expect(screen.getByTestId('padding-top')).toHaveAttribute('placeholder', '24');
    await userEvent.click(screen.getByTestId('layout-1-select'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Padding (px): Top' }), '12');

    await userEvent.click(screen.getByTestId('save-page'));
    await waitFor(() => expect(calls(call, 'adminPageUpdate')).toHaveLength(1));
    const [{ params, body }] = calls(call, 'adminPageUpdate') as [{ params: unknown; body: any }];
    expect(params).toEqual({ id: 7 });
    expect(body.version).toBe(4);
    expect(body.title).toBe('Le domaine');
    expect(body.layouts).toHaveLength(2);
    expect(body.layouts[0]).toMatchObject({ id: 31, key: 'lintro', order: 0 });
    // Block settings go flat, as the saved document has them.
    expect(body.layouts[0].contents[0].parameters.computer).toMatchObject({ blockWidth: '80%' });
    expect(body.layouts[0].contents[0].parameters.computer).not.toHaveProperty('block');
    const layout = body.layouts[1];
    expect(layout).toMatchObject({
      type: 'TWO_COLUMN',
      order: 1,
      tags: [],
      parameters: {
        computer: { padding: {}, margin: {}, background: {} },
        mobile: { padding: { top: 12 }, margin: {}, background: {} },
      },
    });
    expect(layout.contents).toHaveLength(2);
    expect(layout.contents[0]).toMatchObject({
      type: 'ENTITY',
      order: 0,
      title: 'Nos vins',
      images: [{ idImage: 3, url: cellarImage.url, alt: 'La cave voûtée' }],
      parameters: { computer: { padding: {}, margin: {}, background: {} }, mobile: { padding: {}, margin: {} } },
    });
    expect(layout.contents[1]).toMatchObject({ type: 'ENTITY', order: 1, images: [] });

    // The answer replaces the page: its version, its ids, no draft left.
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'saved'));
    expect(localStorage.getItem(siteKey(7))).toBeNull();
    await userEvent.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    const dialog = await screen.findByTestId('page-info-dialog');
    expect(within(dialog).getByTestId('page-info-version')).toHaveTextContent('5');
    expect(within(dialog).getByTestId('page-info-layouts')).toHaveTextContent('2');
  });

  it('sends nothing while an image has no alternative text', async () => {
    const { call } = renderEditor();
    await screen.findByTestId('layout-0');
    await userEvent.click(screen.getByTestId('content-0-0-select'));
    await userEvent.click(screen.getByTestId('entity-add-image'));
    await userEvent.click(await screen.findByTestId('page-image-option-3'));
    await userEvent.click(screen.getByTestId('save-page'));
    expect(await screen.findByTestId('save-error')).toHaveTextContent('Some images have no alternative text');
    expect(calls(call, 'adminPageUpdate')).toHaveLength(0);
  });

  it('keeps the draft and says so when the page was saved elsewhere (409)', async () => {
    renderEditor({
      adminPageUpdate: () => {
        throw new ApiError(
          409,
          'This page was saved elsewhere since you opened it: reload it to see the latest version',
        );
      },
    });
    await screen.findByTestId('layout-0');
    await userEvent.click(screen.getByTestId('add-layout'));
    await userEvent.click(await screen.findByTestId('add-layout-SQUARE'));
    await userEvent.click(screen.getByTestId('save-page'));
    expect(await screen.findByTestId('save-error')).toHaveTextContent('This page was saved elsewhere');
    expect(screen.getByTestId('save-error')).toHaveTextContent('Your changes are still kept in this browser.');
    await waitFor(() => expect(readDraft(siteKey(7))?.page.layouts).toHaveLength(2));
    expect(readDraft(siteKey(7))?.baseVersion).toBe(4);
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'unsaved');
  });

  it('shows the server’s messages next to the content their path names', async () => {
    renderEditor({
      adminPageUpdate: () => {
        throw new ApiError(400, 'Invalid data', { 'layouts.0.contents.0.title': ['Title too long'] });
      },
    });
    await screen.findByTestId('layout-0');
    await userEvent.click(screen.getByTestId('save-page'));
    expect(await screen.findByTestId('content-0-0-errors')).toHaveTextContent('Title too long');
  });

  it('offers back unsaved changes of the same version, and restores them', async () => {
    const draft = docFromPage({ ...estate, title: 'Le domaine (brouillon)', layouts: [] });
    writeDraft(siteKey(7), { baseVersion: 4, savedAt: '2025-03-01T11:00:00.000Z', page: draft });
    renderEditor();
    const dialog = await screen.findByTestId('draft-restore');
    expect(dialog).toHaveTextContent('Restore your unsaved changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByTestId('layout-0')).not.toBeInTheDocument());
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'unsaved');
    // Undo goes back to the page as it was read.
    await userEvent.click(screen.getByTestId('undo'));
    expect(await screen.findByTestId('layout-0')).toBeInTheDocument();
  });

  it('says when the draft was made on an older version, and discards it on request', async () => {
    writeDraft(siteKey(7), {
      baseVersion: 2,
      savedAt: '2025-02-01T11:00:00.000Z',
      page: docFromPage({ ...estate, layouts: [] }),
    });
    renderEditor();
    const dialog = await screen.findByTestId('draft-outdated');
    expect(dialog).toHaveTextContent('version 2');
    expect(dialog).toHaveTextContent('version 4');
    expect(within(dialog).getByTestId('draft-restore-anyway')).toHaveTextContent('Restore anyway');
    await userEvent.click(within(dialog).getByTestId('draft-discard'));
    await waitFor(() => expect(screen.queryByTestId('draft-outdated')).not.toBeInTheDocument());
    expect(localStorage.getItem(siteKey(7))).toBeNull();
    expect(screen.getByTestId('layout-0')).toBeInTheDocument();
  });

  it('refuses to paste a copied layout onto a content, with the message', async () => {
    renderEditor();
    await screen.findByTestId('layout-0');
    await userEvent.click(screen.getByTestId('layout-0-select'));
    await userEvent.click(screen.getByTestId('copy'));
    expect(screen.getByTestId('paste')).toHaveAttribute('data-clipboard', 'layout');
    await userEvent.click(screen.getByTestId('content-0-0-select'));
    await userEvent.click(screen.getByTestId('paste'));
    expect(await screen.findByTestId('editor-message')).toHaveTextContent(
      'Cannot copy a content into a layout and vice versa',
    );
    // Pasted after the selected layout, it is a copy with its own key.
    await userEvent.click(screen.getByTestId('layout-0-select'));
    await userEvent.click(screen.getByTestId('paste'));
    expect(await screen.findByTestId('layout-1')).toHaveAttribute('data-layout-type', 'ONE_COLUMN');
    expect(JSON.parse(localStorage.getItem('cellar.editor.clipboard')!)).toMatchObject({ kind: 'layout' });
  });

  it('undoes and redoes with the keyboard, not while typing in a field', async () => {
    renderEditor();
    await screen.findByTestId('layout-0');
    await userEvent.click(screen.getByTestId('layout-0-delete'));
    expect(screen.queryByTestId('layout-0')).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(await screen.findByTestId('layout-0')).toBeInTheDocument();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(screen.queryByTestId('layout-0')).not.toBeInTheDocument());
    await userEvent.keyboard('{Control>}z{/Control}');
    await userEvent.click(await screen.findByTestId('content-0-0-select'));
    const title = screen.getByTestId('entity-title');
    await userEvent.type(title, '!');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(title).toHaveValue('Bienvenue!');
  });

  it('publishes a new page once its information is complete, then opens it by its id', async () => {
    const { call } = renderEditor(
      { adminPageCreate: ({ body }) => ({ ...estate, ...(body as object), id: 12, version: 1 }) },
      '/page/editor',
    );
    expect(await screen.findByTestId('save-page')).toHaveTextContent('Publish');
    await userEvent.click(screen.getByTestId('save-page'));
    expect(await screen.findByTestId('save-error')).toHaveTextContent('The page information is incomplete');
    const drawer = await screen.findByTestId('page-info-drawer');
    expect(drawer).toHaveTextContent('You must set a page title');

    await userEvent.type(screen.getByTestId('info-title'), 'Nous trouver');
    expect(screen.getByTestId('info-url')).toHaveValue('nous-trouver');
    await userEvent.type(screen.getByTestId('info-metaDescription'), 'Où nous trouver');
    await userEvent.type(screen.getByTestId('info-menuTitle'), 'Accès');
    await userEvent.click(screen.getByTestId('info-menuIcon'));
    await userEvent.click(await screen.findByRole('option', { name: 'Map pin' }));
    await waitFor(() => expect(drawer).not.toHaveTextContent('You must set a page title'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByTestId('add-layout'));
    await userEvent.click(await screen.findByTestId('add-layout-ONE_COLUMN'));
    await waitFor(() => expect(localStorage.getItem(siteKey(null))).not.toBeNull());
    await userEvent.click(screen.getByTestId('save-page'));
    await waitFor(() => expect(calls(call, 'adminPageCreate')).toHaveLength(1));
    const [{ body }] = calls(call, 'adminPageCreate') as [{ body: any }];
    expect(body).toMatchObject({
      title: 'Nous trouver',
      url: 'nous-trouver',
      menuIcon: 'map-pin',
      version: null,
      layouts: [{ type: 'ONE_COLUMN', order: 0, contents: [{ type: 'ENTITY', order: 0 }] }],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/page/editor/12');
    expect(localStorage.getItem(siteKey(null))).toBeNull();
  });

  it('frames the storefront’s preview and posts it the normalised draft once it is ready', async () => {
    renderEditor();
    const frame = (await screen.findByTestId('preview-frame')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', `http://localhost:5174/en_US/preview/page?site=${getSession().selectedSite}`);
    expect(frame).toHaveAccessibleName('Preview of the page');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    // A message from another window or origin is not heard.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'cellar-preview', type: 'ready' },
          origin: 'http://localhost:5174',
        }),
      );
    });
    expect(post).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'cellar-preview', type: 'ready' },
          origin: 'http://localhost:5174',
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [message, target] = post.mock.calls[0] as unknown as [any, string];
    expect(target).toBe('http://localhost:5174');
    expect(message).toMatchObject({ source: 'cellar-admin', type: 'draft', page: { title: 'Le domaine' } });
    expect(message.page.layouts[0].contents[0].parameters.computer).toMatchObject({ blockWidth: '80%' });

    await userEvent.click(screen.getByTestId('layout-0-delete'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect((post.mock.calls[1]![0] as any).page.layouts).toEqual([]);

    await userEvent.click(within(screen.getByTestId('preview-toggle')).getByText('Hidden'));
    expect(screen.queryByTestId('preview-frame')).not.toBeInTheDocument();
  });

  it('opens the page details with Ctrl+Shift+L', async () => {
    renderEditor();
    await screen.findByTestId('layout-0');
    fireEvent.keyDown(document.documentElement, { key: 'L', ctrlKey: true, shiftKey: true });
    const dialog = await screen.findByTestId('page-info-dialog');
    expect(within(dialog).getByTestId('page-info-id')).toHaveTextContent('7');
    expect(within(dialog).getByTestId('page-info-url')).toHaveTextContent('/le-domaine');
    expect(within(dialog).getByTestId('page-info-shortcuts')).toHaveTextContent('Undo');
  });
});
