import { createTheme } from '@mantine/core';

/** Spec 1 §9: the admin theme is primary red, accent green. */
export const accentColor = 'green';

export const adminTheme = createTheme({
  primaryColor: 'red',
  other: { accentColor },
  defaultRadius: 'sm',
});
