import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { PageLayout } from '../../components/layout/page-layout.tsx';
import { resetSessionForTests } from '../session/session-store.ts';
import { colorVariable, fontVariable } from './site-info-dialog.tsx';

const parameters = {
  PRIMARY_COLOR: '#03A9F4',
  ACCENT_COLOR: '#C51162',
  BACKGROUND_COLOR: '#ffffff',
  FONT_COLOR: '#222222',
  ACTIVE_FONT_COLOR: '#03A9F4',
  BACKGROUND_HEADER_COLOR: '#ffffff',
  FONT_HEADER_COLOR: '#000000',
  ACTIVE_MENU_COLOR: '#03A9F4',
  HEADING_COLOR: '#000000',
  BACKGROUND_FOOTER_COLOR: '#eeeeee',
  FONT_FOOTER_COLOR: '#111111',
  DARK_THEME: false,
  COMPANY_NAME: 'Cellar',
  VAT_NUMBER: '',
};

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('the site-information dialog (spec 1 §2)', () => {
  const writeText = vi.fn(async (_text: string) => undefined);
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    writeText.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetSessionForTests();
  });

  it('names the style variables one way', () => {
    expect(colorVariable('PRIMARY_COLOR')).toBe('var(--cellar-primary-color)');
    expect(colorVariable('BACKGROUND_FOOTER_COLOR')).toBe('var(--cellar-background-footer-color)');
    expect(fontVariable('title', 'size')).toBe('var(--cellar-font-title-size)');
    expect(fontVariable('menu', 'colour')).toBe('var(--cellar-font-menu-color)');
  });

  it('opens with Ctrl + Shift + L in the page layout, copies a variable or a value, and "Copied" goes after 2 s', async () => {
    const { client } = fakeApi({ parameters: () => parameters });
    renderScreen(<PageLayout />, { api: client });
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.keyDown(document.documentElement, { key: 'L', code: 'KeyL', ctrlKey: true, shiftKey: true });
    await flush();
    expect(screen.getByRole('dialog', { name: 'Site information' })).toBeInTheDocument();
    expect(screen.getByText('Colors')).toBeInTheDocument();
    expect(screen.getByText('Fonts')).toBeInTheDocument();
    expect(screen.getByTestId('site-info-BACKGROUND_FOOTER_COLOR')).toHaveTextContent(
      'var(--cellar-background-footer-color)',
    );

    fireEvent.click(screen.getByTestId('site-info-PRIMARY_COLOR'));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('var(--cellar-primary-color)');
    expect(screen.getByTestId('site-info-copied')).toHaveTextContent('Copied');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.getByTestId('site-info-copied')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByTestId('site-info-copied')).not.toBeInTheDocument();

    // The raw value instead; fonts: the font colour is known, the rest not yet.
    fireEvent.click(screen.getByRole('radio', { name: 'Value' }));
    await flush();
    expect(screen.getByTestId('site-info-BACKGROUND_FOOTER_COLOR')).toHaveTextContent('#eeeeee');
    fireEvent.click(screen.getByTestId('site-info-BACKGROUND_FOOTER_COLOR'));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('#eeeeee');
    fireEvent.click(screen.getByTestId('site-info-font-title-colour'));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('#222222');
    expect(screen.getByTestId('site-info-font-title-family')).toHaveTextContent('—');
    expect(screen.getByTestId('site-info-font-title-family')).toBeDisabled();
  });

  it("fills the fonts section from the site's font settings; a type not set shows —", async () => {
    const setting = { family: 'Lora', size: 2.5, weight: 700, colour: '#5a1e2b' };
    const siteFonts = {
      idsBaseFont: [1],
      fonts: [],
      settings: { TITLE: setting, MENU: null, CONTENT: null },
      faces: [],
    };
    const { client } = fakeApi({ parameters: () => parameters, siteFonts: () => siteFonts });
    renderScreen(<PageLayout />, { api: client });
    await flush();
    fireEvent.keyDown(document.documentElement, { key: 'L', code: 'KeyL', ctrlKey: true, shiftKey: true });
    await flush();
    fireEvent.click(screen.getByRole('radio', { name: 'Value' }));
    await flush();
    expect(screen.getByTestId('site-info-font-title-family')).toHaveTextContent('Lora');
    expect(screen.getByTestId('site-info-font-title-size')).toHaveTextContent('2.5em');
    expect(screen.getByTestId('site-info-font-title-weight')).toHaveTextContent('700');
    expect(screen.getByTestId('site-info-font-title-colour')).toHaveTextContent('#5a1e2b');
    expect(screen.getByTestId('site-info-font-menu-family')).toHaveTextContent('—');
    expect(screen.queryByTestId('site-info-no-fonts')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('site-info-font-title-size'));
    await flush();
    expect(writeText).toHaveBeenLastCalledWith('2.5em');
  });
});
