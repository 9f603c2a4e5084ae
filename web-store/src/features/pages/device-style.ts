import type { ContentDevice, LayoutDevice, Spacing } from '@cellar/shared/pages/page-document';
import { backgroundValues, type StyleVars } from './page-style.ts';

/**
 * Per-device values as CSS custom properties set on the element (docs/pages.md): `--pt` for the computer, `--pt-m`
 * for a phone. pages.css reads the first ones, and under `@media (max-width: 768px)` the `-m` ones, which default to
 * the computer's (`--pt-m: var(--pt)`): a mobile value overrides the computer one where it is set, side by side for
 * spacing and whole for a background that names a type (shared/src/pages/device-values.ts), with no script watching
 * the width and nothing moving once drawn. Every box declares all its properties, so none leaks into a nested box.
 */

const sides = [
  ['top', 't'],
  ['right', 'r'],
  ['bottom', 'b'],
  ['left', 'l'],
] as const;
const size = /^(auto|\d{1,4}(\.\d{1,2})?(px|%|vh|vw|rem|em))$/;
const horizontal = { LEFT: 'start', CENTER: 'center', RIGHT: 'end' } as const;
const vertical = { TOP: 'start', CENTER: 'center', BOTTOM: 'end' } as const;
const animations = { FADE_IN: 'pg-fade-in', SLIDE_UP: 'pg-slide-up', ZOOM_IN: 'pg-zoom-in' } as const;

function spacing(vars: StyleVars, letter: 'p' | 'm', value: Spacing | undefined, suffix: string): void {
  for (const [side, initial] of sides) {
    const pixels = value?.[side];
    if (typeof pixels === 'number') vars[`--${letter}${initial}${suffix}`] = `${pixels}px`;
  }
}

function layoutDevice(vars: StyleVars, device: LayoutDevice | undefined, suffix: string): void {
  spacing(vars, 'p', device?.padding, suffix);
  spacing(vars, 'm', device?.margin, suffix);
  const background = backgroundValues(device?.background);
  if (background) {
    vars[`--bg${suffix}`] = background.color;
    vars[`--bgi${suffix}`] = background.image;
  }
}

function contentDevice(vars: StyleVars, device: ContentDevice | undefined, suffix: string): void {
  layoutDevice(vars, device, suffix);
  if (!device) return;
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) vars[`--${name}${suffix}`] = value;
  };
  const checked = (value: string | undefined) => (value && size.test(value) ? value : undefined);
  set('w', checked(device.blockWidth));
  set('h', checked(device.blockHeight));
  set('mw', checked(device.blockMaxWidth));
  set('mh', checked(device.blockMaxHeight));
  set('jh', device.blockHorizontalAlign && horizontal[device.blockHorizontalAlign]);
  set('jv', device.blockVerticalAlign && vertical[device.blockVerticalAlign]);
  if (device.nbColumn) set('cols', String(device.nbColumn));
  const { radius } = device;
  if (radius && [radius.topLeft, radius.topRight, radius.bottomRight, radius.bottomLeft].every((c) => c !== null))
    set('rad', `${radius.topLeft}px ${radius.topRight}px ${radius.bottomRight}px ${radius.bottomLeft}px`);
  else if (device.rounded !== undefined) set('rad', device.rounded ? 'var(--store-radius)' : '0');
  if (device.effect) {
    set('anim', device.effect in animations ? animations[device.effect as keyof typeof animations] : 'none');
    set('sh', device.effect === 'SHADOW' ? '0 0.3rem 1.2rem rgb(0 0 0 / 18%)' : 'none');
  }
  if (device.transition?.duration !== undefined) set('td', `${device.transition.duration}ms`);
  set('tt', device.transition?.timing);
}

/** A layout's spacing and background, for both devices. */
export function layoutVars(parameters: { computer?: LayoutDevice; mobile?: LayoutDevice } | undefined): StyleVars {
  const vars: StyleVars = {};
  layoutDevice(vars, parameters?.computer, '');
  layoutDevice(vars, parameters?.mobile, '-m');
  return vars;
}

/** A content's spacing, background, block settings, effect, transition and corners, for both devices. */
export function contentVars(parameters: { computer?: ContentDevice; mobile?: ContentDevice } | undefined): StyleVars {
  const vars: StyleVars = {};
  contentDevice(vars, parameters?.computer, '');
  contentDevice(vars, parameters?.mobile, '-m');
  return vars;
}
