import { createTheme } from '@mantine/core';

/** The admin theme is primary red, accent green (spec 1 §9). */
export const accentColor = 'green';

export const adminTheme = createTheme({
  primaryColor: 'red',
  other: { accentColor },
  defaultRadius: 'sm',
});
