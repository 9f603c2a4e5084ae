import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { pageView } from '../testing/page-fixtures.ts';
import { PageAddRoute, PageUpdateRoute } from './page-form-route.tsx';

const estate = pageView({
  metaDescription: 'Our estate in Burgundy',
  background: { type: 'COLOR', color: '#ffffff' },
  version: 3,
});
const wines = { ...estate, id: 2, title: 'Nos vins', url: 'nos-vins', order: 2, version: 1 };
const { layouts: _estateLayouts, schemaVersion: _estateSchema, ...estateNode } = estate;
const { layouts: _winesLayouts, schemaVersion: _winesSchema, ...winesNode } = wines;

function renderForm(route: 'add' | 'update', handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminSitePages: () => ({ pages: [estateNode, winesNode] }),
    adminPage: () => estate,
    ...handlers,
  });
  if (route === 'add') renderScreen(<PageAddRoute />, { api: api.client, path: '/page/add', pattern: '/page/add' });
  else renderScreen(<PageUpdateRoute />, { api: api.client, path: '/page/update/1', pattern: '/page/update/:id' });
  return api;
}

const field = (name: string) => screen.getByTestId(`page-${name}`);
/** The message under a field (its accessible description holds its help and its error). */
const expectMessage = async (name: string, message: string) =>
  waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message)));

describe('the page information form', () => {
  it('shows each Page rule’s message under its field, and sends nothing', async () => {
    const { call } = renderForm('add');
    await screen.findByTestId('page-form');
    await userEvent.click(screen.getByTestId('page-submit'));
    await expectMessage('title', 'You must set a page title');
    await expectMessage('url', 'Url cannot be empty');
    await expectMessage('metaDescription', 'The meta description is required');
    await expectMessage('menuTitle', 'The menu title is required');
    await expectMessage('menuIcon', 'The menu icon is required');

    await userEvent.type(field('url'), 'Le Domaine!');
    await userEvent.tab();
    await expectMessage('url', 'Invalid character');
    await userEvent.clear(field('url'));
    await userEvent.type(field('url'), 'cart');
    await userEvent.tab();
    await expectMessage('url', 'This url is one of the shop’s own pages, choose another');
    await userEvent.click(field('metaDescription'));
    await userEvent.paste('x'.repeat(156));
    await userEvent.tab();
    await expectMessage('metaDescription', 'The meta description cannot be more than 155 characters');
    expect(screen.getByTestId('page-meta-count')).toHaveTextContent('156 / 155 characters');

    await userEvent.click(screen.getByRole('radio', { name: 'JavaScript' }));
    await userEvent.click(screen.getByTestId('page-submit'));
    await expectMessage('linkJsCode', 'The javascript code cannot be empty');

    await userEvent.click(screen.getByRole('radio', { name: 'Link' }));
    await userEvent.click(screen.getByTestId('page-submit'));
    await expectMessage('link.url', 'Url cannot be empty');
    await userEvent.type(field('link.url'), 'shop.example.com');
    await userEvent.tab();
    await expectMessage('link.url', 'Enter a path of the site (/…) or an address starting with http:// or https://');
    expect(call).not.toHaveBeenCalledWith('adminPageBaseCreate', expect.anything());
  });

  it('suggests the address from the title until one is typed', async () => {
    renderForm('add');
    await userEvent.type(await screen.findByTestId('page-title'), 'Nous trouver à Mâcon');
    expect(field('url')).toHaveValue('nous-trouver-a-macon');
    await userEvent.clear(field('url'));
    await userEvent.type(field('url'), 'contact');
    await userEvent.type(field('title'), ' !');
    expect(field('url')).toHaveValue('contact');
  });

  it('shows the JavaScript code field for a JavaScript entry, with where the code runs', async () => {
    renderForm('add');
    await screen.findByTestId('page-form');
    expect(screen.queryByTestId('page-linkJsCode')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'JavaScript' }));
    expect(field('linkJsCode')).toBeInTheDocument();
    expect(screen.getByTestId('page-js-note')).toHaveTextContent('This code runs isolated on the shop');
    expect(screen.queryByTestId('page-url')).not.toBeInTheDocument();
    expect(screen.queryByTestId('page-metaDescription')).not.toBeInTheDocument();
  });

  it('creates the page with POST /admin/page/base, then opens it in the editor', async () => {
    const { call } = renderForm('add', { adminPageBaseCreate: () => ({ ...estate, id: 9, title: 'Nous trouver' }) });
    await userEvent.type(await screen.findByTestId('page-title'), 'Nous trouver');
    await userEvent.type(field('metaDescription'), 'Where to find the estate');
    await userEvent.type(field('menuTitle'), 'Contact');
    await userEvent.selectOptions(field('menuIcon'), 'map-pin');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Le domaine' })).toBeInTheDocument());
    await userEvent.selectOptions(field('parentId'), '1');
    await userEvent.click(screen.getByTestId('page-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminPageBaseCreate', expect.anything()));
    expect(call).toHaveBeenCalledWith('adminPageBaseCreate', {
      body: {
        title: 'Nous trouver',
        url: 'nous-trouver',
        metaDescription: 'Where to find the estate',
        css: '',
        menuTitle: 'Contact',
        menuIcon: 'map-pin',
        parentId: 1,
        showInMenu: true,
        isFixedOnRight: false,
        useAbsoluteMenu: false,
        isValid: true,
        link: { type: 'NONE', url: null },
        linkJsCode: null,
      },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/page/editor/9');
  });

  it('saves a page’s information with PUT /admin/page/base/{id}, its place and background kept, then goes back to the list', async () => {
    const { call } = renderForm('update', { adminPageBaseUpdate: () => ({ ...estate, menuTitle: 'Domaine' }) });
    const menuTitle = await screen.findByTestId('page-menuTitle');
    expect(field('url')).toHaveValue('le-domaine');
    // A page cannot be placed under itself.
    expect(screen.queryByRole('option', { name: 'Le domaine' })).not.toBeInTheDocument();
    await userEvent.clear(menuTitle);
    await userEvent.type(menuTitle, 'Domaine');
    await userEvent.type(field('title'), ' familial');
    // An edited page keeps its address when its title changes.
    expect(field('url')).toHaveValue('le-domaine');
    await userEvent.click(screen.getByTestId('page-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminPageBaseUpdate', expect.anything()));
    expect(call).toHaveBeenCalledWith('adminPageBaseUpdate', {
      params: { id: 1 },
      body: expect.objectContaining({
        title: 'Le domaine familial',
        url: 'le-domaine',
        menuTitle: 'Domaine',
        order: 1,
        background: { type: 'COLOR', color: '#ffffff' },
      }),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/page');
  });

  it('puts the server’s message on its field', async () => {
    renderForm('update', {
      adminPageBaseUpdate: () => {
        throw new ApiError(400, 'Some fields are invalid', { url: ['Another page already has this url'] });
      },
    });
    await screen.findByTestId('page-form');
    await userEvent.click(screen.getByTestId('page-submit'));
    await expectMessage('url', 'Another page already has this url');
  });
});
