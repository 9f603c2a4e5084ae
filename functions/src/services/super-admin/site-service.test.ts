import { describe, expect, it } from 'vitest';
import { slugify } from './site-service.ts';

describe('site short names', () => {
  it('are made from the name without accents, spaces or punctuation', () => {
    expect(slugify('Château des Pins')).toBe('chateau-des-pins');
    expect(slugify("  L'Œil du Vigneron — Cuvée 2024 ")).toBe('l-il-du-vigneron-cuvee-2024');
    expect(slugify('!!!')).toBe('site');
  });
});
