import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentSlug } from '@cellar/shared/pages/components';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { ComponentConfigForm } from './component-config-form.tsx';

/** The form as a screen holds it: the configuration in state, each change recorded. */
function Holder({
  slug,
  initial,
  onChange,
}: {
  slug: ComponentSlug;
  initial: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ComponentConfigForm
      slug={slug}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const address = (id: number, name: string, isPickup: boolean) => ({
  id,
  name,
  firstPart: '1 rue des Vignes',
  secondPart: null,
  complement: null,
  postalCode: '71000',
  city: 'Mâcon',
  country: 'France',
  latitude: null,
  longitude: null,
  types: [],
  isPickup,
  schedules: [],
  preparationHours: null,
  idCalendar: null,
});

function renderConfig(slug: ComponentSlug, initial: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  const api = fakeApi({
    listByType: () => ({
      items: [{ id: 3, type: 'KIND', name: 'Red', translations: {}, subtype: null, allergen: false, icon: null }],
    }),
    companyAddresses: () => ({
      addresses: [address(11, 'Caveau du domaine', true), address(12, 'Entrepôt', false)],
      total: 2,
    }),
    adminPageImages: () => ({
      images: [
        {
          id: 21,
          url: '/media/cellar.jpg',
          name: 'Cellar',
          alt: '',
          contentType: 'image/jpeg',
          size: 1000,
          createdAt: '2025-03-01T10:00:00.000Z',
        },
      ],
      total: 1,
    }),
  });
  renderScreen(<Holder slug={slug} initial={initial} onChange={onChange} />, { api: api.client });
  return { ...api, onChange };
}

describe('the component configuration form', () => {
  it('starts a wine list from its defaults, and says when a number is out of range', async () => {
    const { onChange } = renderConfig('product-list');
    expect(screen.getByTestId('config-showFilters')).toBeChecked();
    expect(screen.getByTestId('config-orderBy')).toHaveValue('name');
    const nbItem = screen.getByTestId('config-nbItem');
    expect(nbItem).toHaveValue('100');
    await userEvent.clear(nbItem);
    await userEvent.type(nbItem, '0');
    expect(await screen.findByText('This number is out of range')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ showFilters: true, kinds: [], orderBy: 'name', nbItem: 0 });
  });

  it('offers the pick-up places only, for the click-and-collect places', async () => {
    renderConfig('click-and-collect-places');
    await userEvent.click(screen.getByTestId('config-idAddresses'));
    expect(await screen.findByRole('option', { name: 'Caveau du domaine (Mâcon)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Entrepôt/ })).not.toBeInTheDocument();
  });

  it('picks a gallery’s images from the site’s images, each requiring its alternative text', async () => {
    const { onChange } = renderConfig('image-gallery');
    await userEvent.click(screen.getByTestId('config-images-add'));
    const picker = await screen.findByTestId('image-picker');
    await userEvent.click(await within(picker).findByRole('button', { name: 'Choose Cellar' }));
    await userEvent.click(within(picker).getByTestId('image-picker-done'));
    await waitFor(() => expect(screen.queryByTestId('image-picker')).not.toBeInTheDocument());
    const alt = screen.getByTestId('config-images-alt-0');
    expect(alt).toHaveAccessibleDescription(expect.stringContaining('Alternative text is required'));
    await userEvent.type(alt, 'The vaulted cellar');
    expect(alt).not.toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenLastCalledWith({
      columns: 3,
      images: [{ idImage: 21, url: '/media/cellar.jpg', alt: 'The vaulted cellar' }],
    });
  });

  it('says what is wrong with a YouTube video’s address, and keeps a good one with its title', async () => {
    const { onChange } = renderConfig('youtube-video');
    const url = await screen.findByTestId('config-url');
    await userEvent.type(url, 'https://vimeo.com/1');
    expect(await screen.findByText('Invalid YouTube URL')).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://www.youtube.com/watch?v=short');
    expect(await screen.findByText('Could not find YouTube Video ID')).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.type(screen.getByTestId('config-title'), 'The harvest');
    await waitFor(() => expect(screen.queryByText(/YouTube (URL|Video ID)/)).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'The harvest' });
  });
});
