import { describe, expect, it } from 'vitest';
import { eLabelUrl } from './e-label.ts';

describe('the e-label address', () => {
  it('is on the site’s own address when it has one, https added and the trailing slash dropped', () => {
    expect(eLabelUrl({ id: 1, url: 'www.domaine-des-lilas.fr/' }, 101, 'http://localhost:5174')).toBe(
      'https://www.domaine-des-lilas.fr/e-label/101',
    );
    expect(eLabelUrl({ id: 1, url: 'http://lilas.example' }, 7, 'http://localhost:5174')).toBe(
      'http://lilas.example/e-label/7',
    );
  });

  it('is on the storefront with ?site= when the site has no address', () => {
    expect(eLabelUrl({ id: 3, url: null }, 102, 'https://shop.example/')).toBe(
      'https://shop.example/e-label/102?site=3',
    );
    expect(eLabelUrl({ id: 3, url: '  ' }, 102, 'https://shop.example')).toBe(
      'https://shop.example/e-label/102?site=3',
    );
  });
});
