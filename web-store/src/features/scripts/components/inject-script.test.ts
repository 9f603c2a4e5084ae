import { afterEach, describe, expect, it } from 'vitest';
import type { PublicScript } from '@cellar/shared/content/script-to-load';
import { injectScript, scriptMark } from './inject-script.ts';

const script = (over: Partial<PublicScript> = {}): PublicScript => ({
  id: 1,
  src: 'https://cdn.example/tag.js',
  crossorigin: null,
  fetchpriority: 'auto',
  referrerpolicy: null,
  integrity: null,
  async: false,
  defer: false,
  nomodule: false,
  ...over,
});

afterEach(() => {
  for (const element of document.head.querySelectorAll(`script[${scriptMark}]`)) element.remove();
});

describe('a script to load, added to the page', () => {
  it('carries every attribute it was given', () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    injectScript(
      script({
        crossorigin: 'anonymous',
        fetchpriority: 'high',
        referrerpolicy: 'no-referrer',
        integrity,
        async: true,
        defer: true,
        nomodule: true,
      }),
    );
    const element = document.head.querySelector('script[src="https://cdn.example/tag.js"]')!;
    expect(element.getAttribute('crossorigin')).toBe('anonymous');
    expect(element.getAttribute('fetchpriority')).toBe('high');
    expect(element.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(element.getAttribute('integrity')).toBe(integrity);
    expect(element.hasAttribute('async')).toBe(true);
    expect(element.hasAttribute('defer')).toBe(true);
    expect(element.hasAttribute('nomodule')).toBe(true);
  });

  it('leaves out the attributes not set, and keeps the list’s order when not async', () => {
    const element = injectScript(script())!;
    expect(element.async).toBe(false);
    for (const name of ['crossorigin', 'referrerpolicy', 'integrity', 'defer', 'nomodule'])
      expect(element.hasAttribute(name), name).toBe(false);
  });

  it('is added once, however often the list is read', () => {
    injectScript(script());
    expect(injectScript(script())).toBeNull();
    expect(document.head.querySelectorAll(`script[${scriptMark}="1"]`)).toHaveLength(1);
  });
});
