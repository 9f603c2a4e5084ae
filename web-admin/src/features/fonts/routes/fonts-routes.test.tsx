import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { BaseFontView, SiteFonts } from '@cellar/shared/site/fonts';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { BaseFontListRoute } from './base-font-list-route.tsx';
import { SiteFontsRoute } from './site-fonts-route.tsx';

const font = (id: number, family: string, weight = 400): BaseFontView => ({
  id,
  family,
  weight,
  style: 'normal',
  woff2Url: `/media/fonts/${id}.woff2`,
  woffUrl: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const lora = font(1, 'Lora', 700);
const inter = font(2, 'Inter');

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

function renderBase(path = '/superAdmin/fonts', lang: Lang = 'en_US') {
  const api = fakeApi({
    adminBaseFonts: () => ({ list: [lora, inter] }),
    adminBaseFontCreate: ({ body }) => ({ ...font(3, String((body as { family: string }).family)) }),
  });
  renderScreen(<BaseFontListRoute />, { api: api.client, lang, path, pattern: '/superAdmin/fonts' });
  return api;
}

describe('the base fonts screen (/superAdmin/fonts)', () => {
  it('lists the base fonts in their order, each previewed in its own face', async () => {
    renderBase();
    const row = (await screen.findByText('Lora')).closest('tr')!;
    expect(within(row).getByText('700')).toBeInTheDocument();
    expect(within(row).getByText('WOFF2')).toBeInTheDocument();
    expect(screen.getByTestId('preview-1')).toHaveStyle({ fontFamily: '"Lora"' });
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows.findIndex((text) => text?.includes('Lora'))).toBeLessThan(
      rows.findIndex((text) => text?.includes('Inter')),
    );
  });

  it('says the spec’s rule in French before sending a font without family nor file', async () => {
    const { call } = renderBase('/superAdmin/fonts?add=1', 'fr_FR');
    const form = await screen.findByTestId('base-font-form');
    await userEvent.click(within(form).getByTestId('base-font-submit'));
    const message = 'La famille, la graisse, le style et le fichier de la police sont obligatoires';
    await waitFor(() => expect(within(form).getAllByText(message)).toHaveLength(2));
    expect(call.mock.calls.some(([name]) => name === 'adminBaseFontCreate')).toBe(false);
  });

  it('sends the family, weight, style and the WOFF2 file', async () => {
    const { call } = renderBase('/superAdmin/fonts?add=1');
    const form = await screen.findByTestId('base-font-form');
    await userEvent.type(within(form).getByLabelText(/Family/), 'Playfair Display');
    await userEvent.selectOptions(within(form).getByLabelText(/Weight/), '600');
    const file = new File([new Uint8Array([0x77, 0x4f, 0x46, 0x32])], 'playfair.woff2', { type: 'font/woff2' });
    // Mantine's FileInput: a button, and the hidden input that takes the file.
    const input = form.querySelector<HTMLInputElement>('input[type="file"][accept*="woff2"]')!;
    await userEvent.upload(input, file);
    await userEvent.click(within(form).getByTestId('base-font-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBaseFontCreate', expect.anything()));
    expect(bodyOf(call, 'adminBaseFontCreate')).toMatchObject({
      family: 'Playfair Display',
      weight: '600',
      style: 'normal',
      file,
    });
  });
});

const siteFonts = (over: Partial<SiteFonts> = {}): SiteFonts => ({
  idsBaseFont: [1],
  fonts: [lora],
  settings: { TITLE: { family: 'Lora', size: 2, weight: 700, colour: '#5a1e2b' }, MENU: null, CONTENT: null },
  faces: [],
  ...over,
});

function renderSite(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    adminBaseFonts: () => ({ list: [lora, inter] }),
    siteFonts: () => siteFonts(),
    adminSiteFontsSet: ({ body }) => siteFonts({ idsBaseFont: (body as { idsBaseFont: number[] }).idsBaseFont }),
    adminFontSet: () => siteFonts(),
    ...handlers,
  });
  renderScreen(<SiteFontsRoute />, { api: api.client, lang, path: '/fonts', pattern: '/fonts' });
  return api;
}

describe('the site fonts screen (/fonts)', () => {
  it('shows the chosen fonts and the title’s settings with a preview in that font', async () => {
    renderSite();
    expect(await screen.findByTestId('site-font-1')).toBeChecked();
    expect(screen.getByTestId('site-font-2')).not.toBeChecked();
    const title = screen.getByTestId('font-setting-TITLE');
    expect(within(title).getByTestId('font-TITLE-family')).toHaveValue('Lora');
    expect(within(title).getByTestId('font-TITLE-preview')).toHaveStyle({ fontFamily: '"Lora"', fontWeight: '700' });
    expect(within(screen.getByTestId('font-setting-MENU')).getByText(/Not set/)).toBeInTheDocument();
  });

  it('saves the chosen fonts', async () => {
    const { call } = renderSite();
    await userEvent.click(await screen.findByTestId('site-font-2'));
    await userEvent.click(screen.getByTestId('site-fonts-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminSiteFontsSet', expect.anything()));
    expect(bodyOf(call, 'adminSiteFontsSet')).toEqual({ idsBaseFont: [1, 2] });
  });

  it('says each setting rule under its field and sends nothing', async () => {
    const { call } = renderSite();
    const menu = await screen.findByTestId('font-setting-MENU');
    await userEvent.clear(within(menu).getByTestId('font-MENU-size'));
    await userEvent.type(within(menu).getByTestId('font-MENU-size'), '12');
    await userEvent.click(within(menu).getByTestId('font-MENU-submit'));
    expect(await within(menu).findByText("Choose a family among the site's fonts")).toBeInTheDocument();
    expect(within(menu).getByText('The size must be a number of em above 0, 10 at most')).toBeInTheDocument();
    expect(call.mock.calls.some(([name]) => name === 'adminFontSet')).toBe(false);
  });

  it('shows the server’s refusal to remove a font in use on the choice', async () => {
    renderSite({
      adminSiteFontsSet: () => {
        throw new ApiError(400, 'Validation failed', {
          idsBaseFont: ['This font is used by the title, the menu or the content: choose another one there first'],
        });
      },
    });
    await userEvent.click(await screen.findByTestId('site-font-1'));
    await userEvent.click(screen.getByTestId('site-fonts-submit'));
    expect(
      await screen.findByText(
        'This font is used by the title, the menu or the content: choose another one there first',
      ),
    ).toBeInTheDocument();
  });

  it('says the fonts could not be loaded rather than showing none', async () => {
    renderSite({
      siteFonts: () => {
        throw new ApiError(500, 'Server error');
      },
    });
    expect(await screen.findByTestId('fonts-error')).toBeInTheDocument();
  });
});
