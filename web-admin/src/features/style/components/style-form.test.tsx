import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { themeDefaults, type SiteParameters } from '@cellar/shared/site/theme';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { StyleRoute } from '../routes/style-route.tsx';
import { changedParameters, sameColour } from './style-form.tsx';

type Handlers = Parameters<typeof fakeApi>[0];

function renderStyle(site: Partial<SiteParameters> = {}, handlers: Handlers = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    parameters: () => ({ ...themeDefaults, ...site }),
    parametersDefault: () => ({ ...themeDefaults }),
    logo: () => ({ url: null }),
    banner: () => ({ url: null }),
    // As the server: `null` puts the theme default back.
    adminParameterUpdate: ({ body }) => ({
      ...themeDefaults,
      ...site,
      ...Object.fromEntries(
        Object.entries(body as object).map(([k, v]) => [k, v ?? themeDefaults[k as keyof SiteParameters]]),
      ),
    }),
    ...handlers,
  });
  renderScreen(<StyleRoute />, { api: api.client, lang, path: '/style', pattern: '/style' });
  return api;
}

async function setColour(type: string, value: string): Promise<void> {
  const input = screen.getByTestId(`input-${type}`);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('the style screen', () => {
  it('compares colours whatever their case and length', () => {
    expect(sameColour('#ABC', '#aabbcc')).toBe(true);
    expect(sameColour('#03A9F4', '#03a9f4')).toBe(true);
    expect(sameColour('#03A9F4', '#03a9f5')).toBe(false);
    const saved = { ...themeDefaults };
    expect(changedParameters({ ...saved, ACCENT_COLOR: '#c51162' }, saved, new Set())).toEqual({});
    expect(changedParameters({ ...saved, DARK_THEME: true }, saved, new Set(['PRIMARY_COLOR']))).toEqual({
      PRIMARY_COLOR: null,
      DARK_THEME: true,
    });
  });

  it('shows the site’s colours, the defaults’ badges and the darker and lighter variants', async () => {
    renderStyle({ ACCENT_COLOR: '#336699' });
    expect(await screen.findByTestId('input-PRIMARY_COLOR')).toHaveValue('#03A9F4');
    expect(screen.getByTestId('input-ACCENT_COLOR')).toHaveValue('#336699');
    expect(screen.getByTestId('default-PRIMARY_COLOR')).toHaveTextContent('Default');
    expect(screen.queryByTestId('default-ACCENT_COLOR')).not.toBeInTheDocument();
    // −50 and +55 per channel (spec 1 §9).
    expect(screen.getByTestId('darker-ACCENT_COLOR')).toHaveAttribute('data-colour', '#013467');
    expect(screen.getByTestId('lighter-ACCENT_COLOR')).toHaveAttribute('data-colour', '#6a9dd0');
    expect(screen.getByTestId('darker-PRIMARY_COLOR')).toHaveAttribute('data-colour', '#0077c2');
    expect(screen.getByTestId('reset-PRIMARY_COLOR')).toBeDisabled();
    expect(screen.getByTestId('reset-ACCENT_COLOR')).toBeEnabled();
    expect(screen.getByTestId('input-DARK_THEME')).not.toBeChecked();
  });

  it('says it in French on the French screen', async () => {
    renderStyle({}, {}, 'fr_FR');
    expect(await screen.findByText('Couleur d’accent')).toBeInTheDocument();
    expect(screen.getByTestId('default-ACCENT_COLOR')).toHaveTextContent('Par défaut');
  });

  it('sends only the changed colour', async () => {
    const { call } = renderStyle();
    await screen.findByTestId('input-ACCENT_COLOR');
    await setColour('ACCENT_COLOR', '#123456');
    expect(screen.queryByTestId('default-ACCENT_COLOR')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('style-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminParameterUpdate', { body: { ACCENT_COLOR: '#123456' } }),
    );
  });

  it('sends null for a colour put back to its default, and the dark theme when switched', async () => {
    const { call } = renderStyle({ ACCENT_COLOR: '#336699' });
    await userEvent.click(await screen.findByTestId('reset-ACCENT_COLOR'));
    expect(screen.getByTestId('input-ACCENT_COLOR')).toHaveValue('#C51162');
    expect(screen.getByTestId('default-ACCENT_COLOR')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('input-DARK_THEME'));
    await userEvent.click(screen.getByTestId('style-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminParameterUpdate', { body: { ACCENT_COLOR: null, DARK_THEME: true } }),
    );
  });

  it('sends nothing when nothing changed', async () => {
    const { call } = renderStyle();
    await userEvent.click(await screen.findByTestId('style-submit'));
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminParameterUpdate', expect.anything());
  });

  it('shows the server’s field error on its colour', async () => {
    renderStyle(
      {},
      {
        adminParameterUpdate: () => {
          throw new ApiError(400, 'Validation failed', { HEADING_COLOR: ['Invalid colour, expected #rrggbb'] });
        },
      },
    );
    await screen.findByTestId('input-HEADING_COLOR');
    await setColour('HEADING_COLOR', '#222');
    await userEvent.click(screen.getByTestId('style-submit'));
    const input = screen.getByTestId('input-HEADING_COLOR');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(screen.getByTestId('colour-HEADING_COLOR')).getByText('Invalid colour, expected #rrggbb'),
    ).toBeInTheDocument();
  });
});
