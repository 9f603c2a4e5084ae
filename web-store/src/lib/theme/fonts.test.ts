import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteFonts } from '@cellar/shared/site/fonts';
import { renderStore } from '../../testing/store-test.tsx';
import { fontFaceCss, fontVariables, preloadedFace } from './fonts.ts';

const face = (family: string, weight: number, woffUrl: string | null = null) => ({
  family,
  weight,
  style: 'normal' as const,
  woff2Url: `/media/fonts/${family}-${weight}.woff2`,
  woffUrl,
});
const fonts: SiteFonts = {
  idsBaseFont: [1, 2],
  fonts: [],
  settings: {
    TITLE: null,
    MENU: { family: 'Inter', size: 0.9, weight: 500, colour: '#333333' },
    CONTENT: { family: 'Lora', size: 1.1, weight: 400, colour: '#222222' },
  },
  faces: [face('Lora', 400, '/media/fonts/Lora-400.woff'), face('Inter', 500)],
};

afterEach(() => {
  document.head.querySelectorAll('#cellar-site-fonts, link[as="font"]').forEach((node) => node.remove());
});

describe('the site’s fonts on the storefront', () => {
  it('declares each face with font-display swap, the WOFF2 first and the WOFF after it', () => {
    const css = fontFaceCss(fonts.faces);
    expect(css).toContain(
      '@font-face{font-family:"Lora";font-style:normal;font-weight:400;font-display:swap;' +
        'src:url("/media/fonts/Lora-400.woff2") format("woff2"),url("/media/fonts/Lora-400.woff") format("woff")}',
    );
    expect(css.split('@font-face')).toHaveLength(3);
  });

  it('sets the variables of the types the site sets, with their fallbacks, and none of the others', () => {
    expect(fontVariables(fonts)).toEqual({
      '--cellar-font-menu-family': `"Inter", system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
      '--cellar-font-menu-size': '0.9em',
      '--cellar-font-menu-weight': '500',
      '--cellar-font-menu-color': '#333333',
      '--cellar-font-content-family': `"Lora", system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
      '--cellar-font-content-size': '1.1em',
      '--cellar-font-content-weight': '400',
      '--cellar-font-content-color': '#222222',
    });
  });

  it('preloads the content’s face when the site sets no title font, and nothing without faces', () => {
    expect(preloadedFace(fonts)?.family).toBe('Lora');
    expect(preloadedFace({ ...fonts, faces: [] })).toBeNull();
  });

  it('is applied by the shop itself too (a document the first-screen boot did not start)', async () => {
    renderStore('/fr_FR/products?site=1', { 'GET /site-font': fonts });
    await screen.findAllByRole('contentinfo');
    expect(document.getElementById('cellar-site-fonts')?.textContent).toContain('font-family:"Inter"');
    expect(document.documentElement.style.getPropertyValue('--cellar-font-content-size')).toBe('1.1em');
    expect(document.head.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(1);
  });
});
