import type { SiteParameters } from '@cellar/shared/site/theme';

/**
 * The site's theme as CSS variables, named as in the admin's site-information dialog
 * (`PRIMARY_COLOR` → `--cellar-primary-color`, docs/decisions.md), plus what the storefront derives
 * from them to stay readable: the text on a primary button and the colour of links.
 *
 * DARK_THEME switches to a dark palette: a light background (page, header, footer) becomes dark and
 * a dark text colour (text, headings, header, footer) becomes light; the colours of the brand
 * (primary, accent, active) stay as the site chose them.
 */
export const darkPalette = { background: '#121212', surface: '#1e1e1e', text: '#ececec' } as const;

const backgrounds = new Set(['BACKGROUND_COLOR', 'BACKGROUND_HEADER_COLOR', 'BACKGROUND_FOOTER_COLOR']);
const texts = new Set(['FONT_COLOR', 'FONT_HEADER_COLOR', 'FONT_FOOTER_COLOR', 'HEADING_COLOR']);

/** `PRIMARY_COLOR` → `--cellar-primary-color`. */
export const colourVariable = (type: string): string => `--cellar-${type.toLowerCase().replace(/_/g, '-')}`;

const hexPattern = /^#(?:[0-9a-f]{3}){1,2}$/i;

function channels(hex: string): [number, number, number] {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const isLight = (hex: string) => luminance(hex) > 0.4;

/** The colour of one parameter as the storefront paints it (dark theme applied). */
function painted(type: string, value: string, dark: boolean): string {
  if (!dark) return value;
  if (backgrounds.has(type) && isLight(value))
    return type === 'BACKGROUND_COLOR' ? darkPalette.background : darkPalette.surface;
  if (texts.has(type) && !isLight(value)) return darkPalette.text;
  return value;
}

/** Every CSS variable of the theme, for `document.documentElement.style`. */
export function themeVariables(parameters: Partial<SiteParameters>): Record<string, string> {
  const dark = parameters.DARK_THEME === true;
  const colours: Record<string, string> = {};
  for (const [type, value] of Object.entries(parameters)) {
    if (type.endsWith('_COLOR') && typeof value === 'string' && hexPattern.test(value))
      colours[type] = painted(type, value, dark);
  }
  const background = colours.BACKGROUND_COLOR ?? (dark ? darkPalette.background : '#ffffff');
  const text = colours.FONT_COLOR ?? (dark ? darkPalette.text : '#000000');
  const primary = colours.PRIMARY_COLOR ?? '#03A9F4';
  const active = colours.ACTIVE_FONT_COLOR ?? primary;
  const variables: Record<string, string> = Object.fromEntries(
    Object.entries(colours).map(([type, value]) => [colourVariable(type), value]),
  );
  // Text on a primary button: black or white, whichever reads better (WCAG contrast).
  variables['--store-on-primary'] =
    contrast(primary, '#000000') >= contrast(primary, '#ffffff') ? '#000000' : '#ffffff';
  // Links take the active colour when it reads on the background (4.5:1), else the text colour.
  variables['--store-link-color'] = contrast(active, background) >= 4.5 ? active : text;
  variables['color-scheme'] = dark ? 'dark' : 'light';
  return variables;
}

/** Puts the variables on `<html>` (the page background and every screen follow). */
export function applyTheme(variables: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}
