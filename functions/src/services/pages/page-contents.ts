import { parseComponentConfig, type LibraryComponentView } from '@cellar/shared/pages/components';
import type {
  Background,
  ContentDevice,
  ContentImage,
  PageContent,
  PageLayout,
} from '@cellar/shared/pages/page-document';
import type { PageImageView } from '@cellar/shared/pages/page-image';
import { addFieldError, type FieldErrorKeys } from '../../lib/errors.ts';
import { sanitizeRichText } from '../sites/rich-text.ts';
import { sanitizeCss } from './css-allow-list.ts';

/**
 * What the server does to a page's body beyond its schema (which ran the Page rules and the normalisation): clean
 * what the storefront shows as HTML or CSS, and check what the page names (the site's page images, its library's
 * components) filling in what the storefront needs from them (image addresses, a component's renderer). Nothing the
 * body says about those is trusted: the addresses, slugs and names it carries are replaced.
 */

/** Rich text and CSS through their allow-lists: the page's CSS, each block's CSS, each ENTITY's text. */
export function sanitiseLayouts(layouts: readonly PageLayout[]): PageLayout[] {
  return layouts.map((layout) => ({
    ...layout,
    contents: layout.contents.map((content) => {
      const parameters = content.parameters && {
        computer: sanitiseDevice(content.parameters.computer),
        mobile: sanitiseDevice(content.parameters.mobile),
      };
      if (content.type === 'ENTITY' && content.content !== undefined)
        return { ...content, parameters, content: sanitizeRichText(content.content) };
      return { ...content, parameters };
    }) as PageContent[],
  }));
}

function sanitiseDevice(device: ContentDevice): ContentDevice {
  if (device.blockCss === undefined) return device;
  const { blockCss, ...rest } = device;
  const clean = sanitizeCss(blockCss);
  return clean === '' ? rest : { ...rest, blockCss: clean };
}

/** A background, wherever it is, with its path for errors. */
interface BackgroundAt {
  background: Background;
  path: string;
}

function layoutBackgrounds(layouts: readonly PageLayout[]): BackgroundAt[] {
  const found: BackgroundAt[] = [];
  layouts.forEach((layout, l) => {
    for (const device of ['computer', 'mobile'] as const) {
      const background = layout.parameters?.[device].background;
      if (background) found.push({ background, path: `layouts.${l}.parameters.${device}.background` });
    }
    layout.contents.forEach((content, c) => {
      for (const device of ['computer', 'mobile'] as const) {
        const background = content.parameters?.[device].background;
        if (background) found.push({ background, path: `layouts.${l}.contents.${c}.parameters.${device}.background` });
      }
    });
  });
  return found;
}

/** An image list, with its path for errors: an ENTITY's images, an image gallery's. */
interface ImagesAt {
  images: ContentImage[];
  path: string;
}

function imageLists(layouts: readonly PageLayout[]): ImagesAt[] {
  const found: ImagesAt[] = [];
  layouts.forEach((layout, l) =>
    layout.contents.forEach((content, c) => {
      if (content.type === 'ENTITY' && content.images)
        found.push({ images: content.images, path: `layouts.${l}.contents.${c}.images` });
      if (content.type === 'COMPONENT' && content.slug === 'image-gallery') {
        const images = (content.componentConf as { images?: ContentImage[] } | undefined)?.images;
        if (images) found.push({ images, path: `layouts.${l}.contents.${c}.componentConf.images` });
      }
    }),
  );
  return found;
}

/** Every page image a page names (backgrounds, contents' images, galleries), once each. */
export function imageIdsOf(pageBackground: Background, layouts: readonly PageLayout[]): number[] {
  const ids = new Set<number>();
  if (pageBackground.idImage) ids.add(pageBackground.idImage);
  for (const { background } of layoutBackgrounds(layouts)) if (background.idImage) ids.add(background.idImage);
  for (const { images } of imageLists(layouts)) for (const image of images) ids.add(image.idImage);
  return [...ids];
}

/** The library entries a page names, once each. */
export function componentIdsOf(layouts: readonly PageLayout[]): number[] {
  return [
    ...new Set(
      layouts.flatMap((layout) => layout.contents.flatMap((c) => (c.type === 'COMPONENT' ? [c.idComponent] : []))),
    ),
  ];
}

/**
 * Each COMPONENT content checked against the site's library: its entry must exist (`idComponent`), its configuration
 * must fit the entry's renderer (stored parsed, defaults filled in); the renderer's slug and the entry's name are the
 * library's.
 */
export function resolveComponents(
  layouts: readonly PageLayout[],
  library: readonly LibraryComponentView[],
  errors: FieldErrorKeys,
): PageLayout[] {
  const byId = new Map(library.map((entry) => [entry.id, entry]));
  return layouts.map((layout, l) => ({
    ...layout,
    contents: layout.contents.map((content, c): PageContent => {
      if (content.type !== 'COMPONENT') return content;
      const path = `layouts.${l}.contents.${c}`;
      const entry = byId.get(content.idComponent);
      if (!entry) {
        addFieldError(errors, `${path}.idComponent`, 'page.componentUnknown');
        return content;
      }
      const parsed = parseComponentConfig(entry.slug, content.componentConf ?? {});
      if (!parsed.success) {
        addFieldError(errors, `${path}.componentConf`, 'page.componentConfigInvalid');
        return content;
      }
      return {
        ...content,
        slug: entry.slug,
        name: entry.name,
        componentConf: parsed.data as Record<string, unknown>,
      };
    }),
  }));
}

/**
 * Each image a page names checked against the site's page images, and given its address from the image's record:
 * a content's image (and a gallery's) `url`, a background's `filename`. A content image's alt text is the one sent,
 * else the image's own; an image with neither is refused ("Alternative text is required").
 */
export function resolveImages(
  pageBackground: Background,
  layouts: readonly PageLayout[],
  images: readonly PageImageView[],
  errors: FieldErrorKeys,
): { background: Background; layouts: PageLayout[] } {
  const byId = new Map(images.map((image) => [image.id, image]));
  const background = (value: Background, path: string): Background => {
    const { filename: _filename, ...rest } = value;
    if (!value.idImage) return rest;
    const image = byId.get(value.idImage);
    if (!image) {
      addFieldError(errors, `${path}.idImage`, 'page.imageUnknown');
      return rest;
    }
    return { ...rest, filename: image.url };
  };
  const imageList = (list: readonly ContentImage[], path: string): ContentImage[] =>
    list.map((item, i) => {
      const image = byId.get(item.idImage);
      if (!image) {
        addFieldError(errors, `${path}.${i}.idImage`, 'page.imageUnknown');
        return item;
      }
      const alt = item.alt.trim() || image.alt.trim();
      if (alt === '') addFieldError(errors, `${path}.${i}.alt`, 'page.altRequired');
      return { idImage: item.idImage, url: image.url, alt };
    });
  const withBackgrounds = (
    parameters: { computer: ContentDevice; mobile: ContentDevice } | undefined,
    path: string,
  ): { computer: ContentDevice; mobile: ContentDevice } | undefined =>
    parameters && {
      computer: withBackground(parameters.computer, `${path}.computer.background`),
      mobile: withBackground(parameters.mobile, `${path}.mobile.background`),
    };
  const withBackground = <D extends { background?: Background }>(device: D, path: string): D =>
    device.background ? { ...device, background: background(device.background, path) } : device;

  const resolved = layouts.map((layout, l) => ({
    ...layout,
    parameters: layout.parameters && {
      computer: withBackground(layout.parameters.computer, `layouts.${l}.parameters.computer.background`),
      mobile: withBackground(layout.parameters.mobile, `layouts.${l}.parameters.mobile.background`),
    },
    contents: layout.contents.map((content, c): PageContent => {
      const path = `layouts.${l}.contents.${c}`;
      const parameters = withBackgrounds(content.parameters, `${path}.parameters`);
      if (content.type === 'ENTITY')
        return { ...content, parameters, images: imageList(content.images ?? [], `${path}.images`) };
      const conf = content.componentConf as { images?: ContentImage[] } | undefined;
      if (content.slug === 'image-gallery' && conf?.images)
        return {
          ...content,
          parameters,
          componentConf: { ...conf, images: imageList(conf.images, `${path}.componentConf.images`) },
        };
      return { ...content, parameters };
    }),
  }));
  return { background: background(pageBackground, 'background'), layouts: resolved };
}

/** A client key for a copy (the editor's keys are letters, digits, `-` and `_`, at most 40). */
export function freshKey(): string {
  return `k${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
}

/**
 * Gives ids: a layout or content keeps the id it was sent with only when it is one of this page's own (as stored) and
 * not already taken by an earlier one of the body; any other gets the next of `fresh` (the site's counters).
 */
export function assignIds(
  layouts: readonly PageLayout[],
  previous: readonly PageLayout[],
  fresh: { layouts: number[]; contents: number[] },
): PageLayout[] {
  const knownLayouts = new Set(previous.flatMap((layout) => (layout.id ? [layout.id] : [])));
  const knownContents = new Set(previous.flatMap((layout) => layout.contents.flatMap((c) => (c.id ? [c.id] : []))));
  const layoutIds = [...fresh.layouts];
  const contentIds = [...fresh.contents];
  const take = (id: number | undefined, known: Set<number>, pool: number[]): number => {
    if (id !== undefined && known.has(id)) {
      known.delete(id);
      return id;
    }
    const next = pool.shift();
    if (next === undefined) throw new Error('Not enough fresh ids for the page');
    return next;
  };
  return layouts.map((layout) => ({
    ...layout,
    id: take(layout.id, knownLayouts, layoutIds),
    contents: layout.contents.map((content) => ({ ...content, id: take(content.id, knownContents, contentIds) })),
  }));
}

/** How many layouts and contents of the body need a fresh id (the same rule as `assignIds`). */
export function freshIdsNeeded(
  layouts: readonly PageLayout[],
  previous: readonly PageLayout[],
): { layouts: number; contents: number } {
  const knownLayouts = new Set(previous.flatMap((layout) => (layout.id ? [layout.id] : [])));
  const knownContents = new Set(previous.flatMap((layout) => layout.contents.flatMap((c) => (c.id ? [c.id] : []))));
  let newLayouts = 0;
  let newContents = 0;
  for (const layout of layouts) {
    if (layout.id !== undefined && knownLayouts.has(layout.id)) knownLayouts.delete(layout.id);
    else newLayouts++;
    for (const content of layout.contents) {
      if (content.id !== undefined && knownContents.has(content.id)) knownContents.delete(content.id);
      else newContents++;
    }
  }
  return { layouts: newLayouts, contents: newContents };
}
