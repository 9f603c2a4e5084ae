import { describe, expect, it } from 'vitest';
import { contrast, themeVariables } from './theme.ts';

const light = {
  PRIMARY_COLOR: '#7B1E3A',
  ACCENT_COLOR: '#C9A227',
  BACKGROUND_COLOR: '#ffffff',
  FONT_COLOR: '#000000',
  ACTIVE_FONT_COLOR: '#7B1E3A',
  HEADING_COLOR: '#000',
  BACKGROUND_HEADER_COLOR: '#fff',
  DARK_THEME: false,
};

describe('the theme variables', () => {
  it('name each colour parameter as the admin does, and leave other parameters out', () => {
    const variables = themeVariables({ ...light, COMPANY_NAME: 'Lilas' });
    expect(variables).toMatchObject({
      '--cellar-primary-color': '#7B1E3A',
      '--cellar-accent-color': '#C9A227',
      '--cellar-background-header-color': '#fff',
      'color-scheme': 'light',
    });
    expect(Object.keys(variables).some((name) => name.includes('company'))).toBe(false);
  });

  it('keep text readable: white or black on the primary colour, links in the text colour when the active one is too pale', () => {
    expect(themeVariables(light)['--store-on-primary']).toBe('#ffffff');
    expect(themeVariables({ ...light, PRIMARY_COLOR: '#03A9F4' })['--store-on-primary']).toBe('#000000');
    expect(themeVariables(light)['--store-link-color']).toBe('#7B1E3A');
    expect(themeVariables({ ...light, ACTIVE_FONT_COLOR: '#ffee58' })['--store-link-color']).toBe('#000000');
  });

  it('turn light backgrounds dark and dark texts light in the dark theme, and keep the colours a site chose otherwise', () => {
    const dark = themeVariables({
      ...light,
      DARK_THEME: true,
      BACKGROUND_FOOTER_COLOR: '#2a2a40',
      FONT_HEADER_COLOR: '#ffcc00',
    });
    expect(dark).toMatchObject({
      '--cellar-background-color': '#121212',
      '--cellar-background-header-color': '#1e1e1e',
      '--cellar-background-footer-color': '#2a2a40',
      '--cellar-font-color': '#ececec',
      '--cellar-heading-color': '#ececec',
      '--cellar-font-header-color': '#ffcc00',
      '--cellar-primary-color': '#7B1E3A',
      'color-scheme': 'dark',
    });
    // The wine-red of the brand does not read on the dark page: links take the text colour.
    expect(dark['--store-link-color']).toBe('#ececec');
  });

  it('measure contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});
