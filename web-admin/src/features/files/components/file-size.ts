import type { Lang } from '@cellar/shared/i18n/lang';

const units = [
  [1024 * 1024, 'megabyte'],
  [1024, 'kilobyte'],
] as const;

/** A file's size as people read it, in the screen's language ("1,5 Mo", "1.5 MB", "320 B"). */
export function formatFileSize(bytes: number, lang: Lang): string {
  const locale = lang.replace('_', '-');
  for (const [size, unit] of units)
    if (bytes >= size)
      return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte' }).format(bytes);
}
