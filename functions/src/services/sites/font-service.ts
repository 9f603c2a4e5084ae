import { randomUUID } from 'node:crypto';
import {
  baseFontIssues,
  fontSettingIssues,
  fontTypes,
  type BaseFontInput,
  type BaseFontView,
  type FontFace,
  type FontSettingInput,
  type FontStyle,
  type FontType,
  type SiteFonts,
} from '@cellar/shared/site/fonts';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import {
  FontChanged,
  fontRepository,
  type BaseFontRecord,
  type SiteFontsRecord,
} from '../../repositories/font-repository.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';

const baseFontView = (font: BaseFontRecord): BaseFontView => ({
  id: font.id,
  family: font.family,
  weight: font.weight,
  style: font.style,
  woff2Url: mediaRepository.url(font.woff2Key)!,
  woffUrl: mediaRepository.url(font.woffKey),
  updatedAt: font.updatedAt,
});

const changed = (error: unknown): never => {
  if (error instanceof FontChanged) throw new ConflictError('font.changed');
  throw error;
};

function refuse(issues: Record<string, string>): void {
  const entries = Object.entries(issues);
  if (entries.length > 0)
    throw new ValidationError(Object.fromEntries(entries.map(([field, key]) => [field, [key]])) as FieldErrorKeys);
}

async function findBaseFont(id: number): Promise<BaseFontRecord> {
  const font = await fontRepository.baseFont(id);
  if (!font) throw new NotFoundError('font.notFound');
  return font;
}

/** Stores a checked font file under a new name (so it is cached for good) and answers its key. */
async function storeFile(data: Uint8Array, format: 'woff2' | 'woff'): Promise<string> {
  const key = mediaRepository.baseFontFileKey(randomUUID(), format);
  await mediaRepository.put(key, data, `font/${format}`);
  return key;
}

/**
 * What a storefront needs: the site's chosen fonts that still exist, its settings, and the faces of the families
 * the settings use (a chosen font no setting uses is not loaded).
 */
function siteFontsView(record: SiteFontsRecord, catalogue: BaseFontRecord[]): SiteFonts {
  const fonts = catalogue.filter((font) => record.idsBaseFont.includes(font.id));
  const used = new Set(fontTypes.map((type) => record.settings[type]?.family).filter(Boolean));
  const faces: FontFace[] = fonts
    .filter((font) => used.has(font.family))
    .map((font) => ({
      family: font.family,
      weight: font.weight,
      style: font.style,
      woff2Url: mediaRepository.url(font.woff2Key)!,
      woffUrl: mediaRepository.url(font.woffKey),
    }));
  return {
    idsBaseFont: fonts.map((font) => font.id),
    fonts: fonts.map(baseFontView),
    settings: record.settings,
    faces,
  };
}

/** The families of the chosen fonts that a setting uses, and which types use them. */
function typesUsing(record: SiteFontsRecord, families: Set<string>): FontType[] {
  return fontTypes.filter((type) => {
    const family = record.settings[type]?.family;
    return family !== undefined && families.has(family);
  });
}

/**
 * Fonts (spec 1 §3 "Font", spec 2 §7): base fonts are the super-admin's global catalogue (the routes' level says
 * who writes); a site chooses among them and sets its TITLE, MENU and CONTENT fonts.
 */
export const fontService = {
  async baseFonts(): Promise<{ list: BaseFontView[] }> {
    return { list: (await fontRepository.baseFonts()).map(baseFontView) };
  },

  async createBaseFont(input: BaseFontInput): Promise<BaseFontView> {
    refuse(baseFontIssues(input, { hasFile: input.file !== null }));
    const catalogue = await fontRepository.baseFonts();
    const font: BaseFontRecord = {
      id: await fontRepository.nextBaseFontId(),
      family: input.family,
      weight: input.weight!,
      style: input.style as FontStyle,
      woff2Key: await storeFile(input.file!.data, 'woff2'),
      woffKey: input.fileWoff ? await storeFile(input.fileWoff.data, 'woff') : null,
      position: catalogue.length === 0 ? 0 : Math.max(...catalogue.map((f) => f.position)) + 1,
      updatedAt: new Date().toISOString(),
    };
    await fontRepository.putBaseFont(font, null);
    return baseFontView(font);
  },

  /** A new file replaces the old one under a new key; the old object is removed once the font no longer names it. */
  async updateBaseFont(id: number, input: BaseFontInput): Promise<BaseFontView> {
    const previous = await findBaseFont(id);
    refuse(baseFontIssues(input, { hasFile: true }));
    const next: BaseFontRecord = {
      ...previous,
      family: input.family,
      weight: input.weight!,
      style: input.style as FontStyle,
      woff2Key: input.file ? await storeFile(input.file.data, 'woff2') : previous.woff2Key,
      woffKey: input.fileWoff
        ? await storeFile(input.fileWoff.data, 'woff')
        : input.removeWoff
          ? null
          : previous.woffKey,
      updatedAt: new Date().toISOString(),
    };
    await fontRepository.putBaseFont(next, previous).catch(changed);
    const dropped = [previous.woff2Key, previous.woffKey].filter((k) => k && k !== next.woff2Key && k !== next.woffKey);
    await Promise.all(dropped.map((key) => mediaRepository.remove(key!)));
    return baseFontView(next);
  },

  /** Sites that chose the font lose it: their reads skip ids no longer in the catalogue (no scan of every site). */
  async deleteBaseFont(id: number): Promise<void> {
    const previous = await findBaseFont(id);
    await fontRepository.deleteBaseFont(previous).catch(changed);
    await Promise.all([previous.woff2Key, previous.woffKey].filter(Boolean).map((k) => mediaRepository.remove(k!)));
  },

  /** Moves the font to `position` in the list; the others keep their order around it. */
  async moveBaseFont(id: number, position: number): Promise<{ list: BaseFontView[] }> {
    const catalogue = await fontRepository.baseFonts();
    const font = catalogue.find((f) => f.id === id);
    if (!font) throw new NotFoundError('font.notFound');
    const others = catalogue.filter((f) => f.id !== id);
    others.splice(Math.min(position, others.length), 0, font);
    const now = new Date().toISOString();
    const moved = others.map((f, index) => ({ previous: f, next: { ...f, position: index, updatedAt: now } }));
    for (const { previous, next } of moved)
      if (previous.position !== next.position) await fontRepository.putBaseFont(next, previous).catch(changed);
    return { list: moved.map(({ next }) => baseFontView(next)) };
  },

  async siteFonts(site: SiteId): Promise<SiteFonts> {
    const [record, catalogue] = await Promise.all([fontRepository.siteFonts(site), fontRepository.baseFonts()]);
    return siteFontsView(record, catalogue);
  },

  /** Chooses the site's fonts; dropping a family a setting uses is refused (the setting would point at nothing). */
  async chooseSiteFonts(site: SiteId, idsBaseFont: number[]): Promise<SiteFonts> {
    const [previous, catalogue] = await Promise.all([fontRepository.siteFonts(site), fontRepository.baseFonts()]);
    const ids = [...new Set(idsBaseFont)];
    if (ids.some((id) => !catalogue.some((font) => font.id === id)))
      throw new ValidationError({ idsBaseFont: ['font.unknownBaseFont'] });
    const kept = new Set(catalogue.filter((font) => ids.includes(font.id)).map((font) => font.family));
    const lost = new Set(
      catalogue.filter((f) => previous.idsBaseFont.includes(f.id) && !kept.has(f.family)).map((f) => f.family),
    );
    if (typesUsing(previous, lost).length > 0) throw new ValidationError({ idsBaseFont: ['font.inUse'] });
    const next: SiteFontsRecord = { ...previous, idsBaseFont: ids, updatedAt: new Date().toISOString() };
    await fontRepository.putSiteFonts(site, next, previous).catch(changed);
    return siteFontsView(next, catalogue);
  },

  /** Removes one base font from the site; refused while a setting uses its family and no other chosen font has it. */
  async removeSiteFont(site: SiteId, id: number): Promise<SiteFonts> {
    const previous = await fontRepository.siteFonts(site);
    if (!previous.idsBaseFont.includes(id)) throw new NotFoundError('font.notFound');
    return fontService.chooseSiteFonts(
      site,
      previous.idsBaseFont.filter((chosen) => chosen !== id),
    );
  },

  async setFont(site: SiteId, type: FontType, input: FontSettingInput): Promise<SiteFonts> {
    const [previous, catalogue] = await Promise.all([fontRepository.siteFonts(site), fontRepository.baseFonts()]);
    const families = catalogue.filter((f) => previous.idsBaseFont.includes(f.id)).map((f) => f.family);
    refuse(fontSettingIssues(input, { families }));
    const next: SiteFontsRecord = {
      ...previous,
      settings: {
        ...previous.settings,
        [type]: {
          family: input.family!.trim(),
          size: Number(input.size),
          weight: Number(input.weight),
          colour: input.colour!.toLowerCase(),
        },
      },
      updatedAt: new Date().toISOString(),
    };
    await fontRepository.putSiteFonts(site, next, previous).catch(changed);
    return siteFontsView(next, catalogue);
  },
};
