import type { ContentDevice, LayoutDevice, Spacing } from './page-document.ts';

/**
 * What a device shows: the mobile values override the computer ones where they are set, side by side for spacing
 * (a mobile top padding alone keeps the computer's left padding), whole for a background that names a type.
 */
function spacing(computer: Spacing | undefined, mobile: Spacing | undefined): Spacing {
  return { ...computer, ...Object.fromEntries(Object.entries(mobile ?? {}).filter(([, v]) => v !== undefined)) };
}

export function mobileLayoutValues(computer: LayoutDevice, mobile: LayoutDevice): LayoutDevice {
  return {
    padding: spacing(computer.padding, mobile.padding),
    margin: spacing(computer.margin, mobile.margin),
    background: mobile.background?.type ? mobile.background : computer.background,
  };
}

export function mobileContentValues(computer: ContentDevice, mobile: ContentDevice): ContentDevice {
  const set = Object.fromEntries(Object.entries(mobile).filter(([, v]) => v !== undefined));
  return { ...computer, ...set, ...mobileLayoutValues(computer, mobile) };
}
