import * as z from 'zod';
import { contentImageSchema } from './page-document.ts';
import { youtubeVideoId } from './youtube.ts';

/**
 * The components a page can hold (docs/pages.md). A super-admin's component names one of these renderers by its slug
 * and gives it a name, a description, an image model and a default configuration; a site adds components to its
 * library and places them in pages. Each renderer's configuration has its own schema, checked by the admin's form
 * and again by the server on every save (the message: "Invalid JSON configuration").
 */

const id = z.number().int().positive();
const label = z.string().trim().max(80);
/** A path of the site (`/nos-vins`) or an http(s) address. */
export const linkTargetSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'page.linkInvalid');

export const componentConfigSchemas = {
  /** The shop's wines with the storefront's filters. */
  'product-list': z.strictObject({
    showFilters: z.boolean().default(true),
    /** Only these kinds (KIND nomenclature ids); empty: every kind. */
    kinds: z.array(id).max(50).default([]),
    orderBy: z.enum(['name', 'price']).default('name'),
    nbItem: z.number().int().min(1).max(100).default(100),
  }),
  /** One wine put forward, with its picture, price and a button to it. */
  'product-highlight': z.strictObject({
    idProduct: id.nullable().default(null),
    showDescription: z.boolean().default(true),
    buttonLabel: label.default(''),
  }),
  /** The site's latest news. */
  'news-list': z.strictObject({
    nbItem: z.number().int().min(1).max(20).default(3),
    promotedOnly: z.boolean().default(false),
  }),
  /** Where the contact form goes: the site's contact details until forms exist (issue 18). */
  'contact-form': z.strictObject({
    title: label.default(''),
    idForm: id.nullable().default(null),
  }),
  /** The click-and-collect places: address, opening hours, a link to a map (no tiles: nothing loads from outside). */
  'click-and-collect-places': z.strictObject({
    /** These pick-up addresses only; empty: every pick-up address of the site. */
    idAddresses: z.array(id).max(50).default([]),
    showHours: z.boolean().default(true),
    showMapLink: z.boolean().default(true),
  }),
  /** Pictures of the site's page images, each with its alt text. */
  'image-gallery': z.strictObject({
    images: z.array(contentImageSchema).max(48).default([]),
    columns: z.number().int().min(1).max(6).default(3),
  }),
  /** A sentence and a button. */
  'call-to-action': z.strictObject({
    text: z.string().trim().max(300).default(''),
    buttonLabel: label.default(''),
    url: linkTargetSchema.or(z.literal('')).default(''),
    variant: z.enum(['primary', 'outline']).default('primary'),
  }),
  /** A YouTube video, loaded only once the visitor clicks to play it. Empty: a block placed, its video not chosen. */
  'youtube-video': z.strictObject({
    url: z
      .string()
      .trim()
      .max(500)
      .default('')
      .superRefine((url, ctx) => {
        if (url === '') return;
        const found = youtubeVideoId(url);
        if ('issue' in found) ctx.addIssue({ code: 'custom', message: found.issue });
      }),
    title: label.default(''),
  }),
  /** The valid items of a site's element (custom content type, issue 18), by its route, as cards or a list. */
  'element-list': z.strictObject({
    /** The element's route (`/element/{route}`); empty: a block placed, its element not chosen. */
    route: z
      .string()
      .trim()
      .max(80)
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'element.slugInvalid')
      .default(''),
    nbItem: z.number().int().min(1).max(50).default(6),
    layout: z.enum(['cards', 'list']).default('cards'),
  }),
} as const;

export type ComponentSlug = keyof typeof componentConfigSchemas;
export const componentSlugs = Object.keys(componentConfigSchemas) as ComponentSlug[];
export type ComponentConfig<S extends ComponentSlug> = z.output<(typeof componentConfigSchemas)[S]>;

export function isComponentSlug(value: string): value is ComponentSlug {
  return Object.hasOwn(componentConfigSchemas, value);
}

/** A component's configuration with its defaults filled in, or the issues that make it invalid. */
export function parseComponentConfig(slug: ComponentSlug, config: unknown) {
  return componentConfigSchemas[slug].safeParse(config ?? {});
}

/** The configuration's JSON Schema, shown to super-admins and used to describe the component to clients. */
export function componentJsonSchema(slug: ComponentSlug): Record<string, unknown> {
  return z.toJSONSchema(componentConfigSchemas[slug], { io: 'input' }) as Record<string, unknown>;
}

/** A super-admin's component (`/superAdmin/component`). */
export const componentInputSchema = z.strictObject({
  slug: z.string({ error: 'component.slugRequired' }).trim().min(1, 'component.slugRequired'),
  name: z.string({ error: 'component.nameRequired' }).trim().min(1, 'component.nameRequired').max(120),
  description: z.string().trim().max(1000).nullish(),
  /** An address of the image showing what the component looks like. */
  imageModel: z.string().trim().max(500).nullish(),
  defaultConfig: z.record(z.string(), z.unknown()).nullish(),
});

const slugSchema = z.enum(Object.keys(componentConfigSchemas) as [ComponentSlug, ...ComponentSlug[]]);

export const componentViewSchema = z.object({
  id: z.number(),
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  imageModel: z.string().nullable(),
  defaultConfig: z.record(z.string(), z.unknown()),
  /** The configuration's JSON Schema (componentJsonSchema). */
  configSchema: z.record(z.string(), z.unknown()),
});
export type ComponentView = z.infer<typeof componentViewSchema>;

/** A site's library entry: a component with the site's own name and settings (the configuration new blocks get). */
export const libraryComponentInputSchema = z.strictObject({
  idComponent: id,
  name: z.string().trim().max(120).nullish(),
  description: z.string().trim().max(1000).nullish(),
});
export const libraryComponentUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'component.nameRequired').max(120),
  description: z.string().trim().max(1000).nullish(),
});
export const libraryComponentSettingsSchema = z.strictObject({ settings: z.record(z.string(), z.unknown()) });

export const libraryComponentViewSchema = z.object({
  /** The library entry's id: what a COMPONENT block's `idComponent` names. */
  id: z.number(),
  idComponent: z.number(),
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  imageModel: z.string().nullable(),
  /** The configuration a new block starts from: the component's default, overridden by the site's settings. */
  settings: z.record(z.string(), z.unknown()),
  configSchema: z.record(z.string(), z.unknown()),
});
export type LibraryComponentView = z.infer<typeof libraryComponentViewSchema>;

/** What the storefront may know of a library component (`GET /list/component`). */
export const publicComponentViewSchema = libraryComponentViewSchema.pick({
  id: true,
  slug: true,
  name: true,
  description: true,
});
export type PublicComponentView = z.infer<typeof publicComponentViewSchema>;
