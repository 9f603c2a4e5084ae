import { useMemo } from 'react';
import { areaCatalogue } from '../../../lib/i18n/area-catalogue.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { catalogue as en } from '../../../i18n/boxes/en_US.ts';
import { catalogue as fr } from '../../../i18n/boxes/fr_FR.ts';
import type { BoxPreset } from './box-values.ts';

/** The boxes screens' translate function: their own catalogue (loaded with them) and the main one. */
export const useBoxesT = areaCatalogue('boxes', { fr_FR: fr, en_US: en });

type Sized = {
  mainType: 'BOTTLE' | 'WEIGHT';
  name: string | null;
  bottleBoxCapacity: number | null;
  bottleCapacity: number | null;
  weightBoxCapacity: number | null;
};
type Measured = { width: number; height: number; depth: number; boxWeight: number };

/** How the boxes screens write a box: its size, name (the size when it has none), dimensions and weight, in the
 * screen's language. */
export function useBoxText() {
  const t = useBoxesT();
  const lang = useLang();
  return useMemo(() => {
    const format = new Intl.NumberFormat(lang === 'en_US' ? 'en-US' : 'fr-FR', {
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    const n = (value: number | null) => (value === null ? '' : format.format(value));
    const size = (box: Sized) =>
      box.mainType === 'BOTTLE'
        ? t('boxes.sizeBottles', { bottles: n(box.bottleBoxCapacity), cl: n(box.bottleCapacity) })
        : t('boxes.sizeWeight', { kg: n(box.weightBoxCapacity) });
    const presetLabel = (preset: BoxPreset) => {
      if (preset.mainType === 'WEIGHT') return t('boxes.presets.envelope');
      const count = preset.bottleBoxCapacity ?? 0;
      if (preset.bottleCapacity === 150)
        return count === 1 ? t('boxes.presets.magnum') : t('boxes.presets.magnums', { count });
      return count === 1 ? t('boxes.presets.bottle') : t('boxes.presets.bottles', { count });
    };
    const presetName = (preset: BoxPreset) => {
      if (preset.mainType === 'WEIGHT') return t('boxes.presets.nameEnvelope', { kg: n(preset.weightBoxCapacity) });
      const count = preset.bottleBoxCapacity ?? 0;
      if (preset.bottleCapacity === 150)
        return count === 1 ? t('boxes.presets.nameMagnum') : t('boxes.presets.nameMagnums', { count });
      return count === 1 ? t('boxes.presets.nameBottle') : t('boxes.presets.nameBottles', { count });
    };
    return {
      size,
      name: (box: Sized) => box.name ?? size(box),
      dimensions: (box: Measured) =>
        t('boxes.dimensionsValue', { width: n(box.width), height: n(box.height), depth: n(box.depth) }),
      weight: (box: Measured) => t('boxes.kg', { kg: n(box.boxWeight) }),
      presetLabel,
      presetName,
    };
  }, [t, lang]);
}

/** Datetimes dd/mm/yyyy HH:mm, in the browser's time zone (spec 1 §9). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
