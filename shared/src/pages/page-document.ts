import * as z from 'zod';

/**
 * A page is a document (docs/pages.md): page → layouts (a type with its fixed number of entities) → contents (blocks).
 * Values that differ per device live as `{ computer, mobile }`; a mobile value overrides the computer one where it is
 * set (device-values.ts). The same schemas type the editor's draft, the server's writes and the storefront's reads.
 */

/** Layout types and their number of entities (spec 1 §3). */
export const layoutEntityCounts = {
  ONE_COLUMN: 1,
  TWO_COLUMN: 2,
  THREE_COLUMN: 3,
  FOUR_COLUMN: 4,
  FIVE_COLUMN: 5,
  SQUARE: 4,
  ONE_AND_TWO: 3,
  TWO_AND_ONE: 3,
  FIVE_TABS: 5,
  HORIZONTAL_FOUR_TABS: 4,
} as const;
export type LayoutType = keyof typeof layoutEntityCounts;
export const layoutTypes = Object.keys(layoutEntityCounts) as LayoutType[];

export const devices = ['computer', 'mobile'] as const;
export type Device = (typeof devices)[number];

/** The schema version of a page document: a later shape migrates older documents when they are read. */
export const pageSchemaVersion = 1;

/** Limits that keep a page inside one DynamoDB transaction and one Lambda answer (docs/pages.md). */
export const pageLimits = {
  layouts: 40,
  imagesPerContent: 12,
  richTextChars: 50_000,
  cssChars: 5_000,
  jsCodeChars: 10_000,
  tags: 10,
} as const;

const px = z.number().int().min(-1000).max(4000);
/** Padding or margin in pixels; a side left out has no value (the other device's, or none). */
export const spacingSchema = z.strictObject({
  top: px.optional(),
  right: px.optional(),
  bottom: px.optional(),
  left: px.optional(),
});
export type Spacing = z.infer<typeof spacingSchema>;

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidColor');

export const backgroundTypes = ['NO_BACKGROUND', 'COLOR', 'IMAGE'] as const;
export type BackgroundType = (typeof backgroundTypes)[number];
/** Background of a page, layout or content: none (default), a colour, or an image of the site's page images. */
export const backgroundSchema = z.strictObject({
  type: z.enum(backgroundTypes).optional(),
  color: hexColorSchema.optional(),
  idImage: z.number().int().positive().optional(),
  /** The image's public address, filled in by the server from the image's record (never trusted from a body). */
  filename: z.string().max(500).optional(),
});
export type Background = z.infer<typeof backgroundSchema>;

export const horizontalAligns = ['LEFT', 'CENTER', 'RIGHT'] as const;
export const verticalAligns = ['TOP', 'CENTER', 'BOTTOM'] as const;
export const effects = ['NONE', 'FADE_IN', 'SLIDE_UP', 'ZOOM_IN', 'SHADOW'] as const;
export const transitionTimings = ['ease', 'ease-in', 'ease-out', 'ease-in-out', 'linear'] as const;

const size = z.string().regex(/^(auto|\d{1,4}(\.\d{1,2})?(px|%|vh|vw|rem|em))$/, 'page.invalidSize');
const radiusCorner = z.number().int().min(0).max(500).nullable();

/**
 * A layout's values for one device: spacing and background. Before saving, what is missing is set to empty
 * (normalise-page.ts), so a saved layout always has the three.
 */
export const layoutDeviceSchema = z.strictObject({
  padding: spacingSchema.optional(),
  margin: spacingSchema.optional(),
  background: backgroundSchema.optional(),
});
export type LayoutDevice = z.infer<typeof layoutDeviceSchema>;

/** Block settings: the editor keeps them grouped under `block`; the saved document has them flat (spec 1 §5). */
export const blockSettingsSchema = z.strictObject({
  blockWidth: size.optional(),
  blockHeight: size.optional(),
  blockMaxWidth: size.optional(),
  blockMaxHeight: size.optional(),
  blockHorizontalAlign: z.enum(horizontalAligns).optional(),
  blockVerticalAlign: z.enum(verticalAligns).optional(),
  /** CSS declarations applied to the block (sanitised against an allow-list on the server). */
  blockCss: z.string().max(pageLimits.cssChars).optional(),
  /** Columns of a component's grid (a product list's cards per row). */
  nbColumn: z.number().int().min(1).max(6).optional(),
});
export type BlockSettings = z.infer<typeof blockSettingsSchema>;

/** A content's values for one device, as saved: spacing, background, effects and the flat block settings. */
export const contentDeviceSchema = layoutDeviceSchema.extend({
  ...blockSettingsSchema.shape,
  effect: z.enum(effects).optional(),
  transition: z
    .strictObject({
      duration: z.number().int().min(0).max(10_000).optional(),
      timing: z.enum(transitionTimings).optional(),
    })
    .optional(),
  radius: z
    .strictObject({
      topLeft: radiusCorner,
      topRight: radiusCorner,
      bottomRight: radiusCorner,
      bottomLeft: radiusCorner,
    })
    .optional(),
  rounded: z.boolean().optional(),
});
export type ContentDevice = z.infer<typeof contentDeviceSchema>;

/** A client key: stable across drags, undo and drafts (the server keeps it; ids come from the server). */
export const clientKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalidValue');

export const contentImageSchema = z.strictObject({
  /** An image of the site's page images (`GET /admin/page/image`). */
  idImage: z.number().int().positive(),
  /** Public address, filled in by the server from the image's record. */
  url: z.string().max(500).optional(),
  alt: z.string().max(300),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

const contentBase = {
  id: z.number().int().positive().optional(),
  key: clientKeySchema.optional(),
  order: z.number().int().min(0).optional(),
  /** Shown in a card (the theme's surface) and/or kept to the container's width. */
  inCard: z.boolean().optional(),
  inContainer: z.boolean().optional(),
  parameters: z.strictObject({ computer: contentDeviceSchema, mobile: contentDeviceSchema }).optional(),
};

/** A content of type ENTITY: images (each with its alt text), a title and a rich text (HTML, sanitised). */
export const entityContentSchema = z.strictObject({
  ...contentBase,
  type: z.literal('ENTITY'),
  images: z.array(contentImageSchema).max(pageLimits.imagesPerContent).optional(),
  title: z.string().max(300).optional(),
  content: z.string().max(pageLimits.richTextChars).optional(),
});

/** A content of type COMPONENT: a component of the site's library with its configuration (components.ts). */
export const componentContentSchema = z.strictObject({
  ...contentBase,
  type: z.literal('COMPONENT'),
  idComponent: z.number().int().positive(),
  /** The component's renderer (components.ts); filled in by the server from the component. */
  slug: z.string().max(60).optional(),
  name: z.string().max(120).optional(),
  componentConf: z.record(z.string(), z.unknown()).optional(),
});

/** A layout's place not filled yet is an ENTITY with no image, title or text. */
export const contentSchema = z.discriminatedUnion('type', [entityContentSchema, componentContentSchema]);
export type PageContent = z.infer<typeof contentSchema>;
export type EntityContent = z.infer<typeof entityContentSchema>;
export type ComponentContent = z.infer<typeof componentContentSchema>;

export const layoutSchema = z
  .strictObject({
    /** Server id (tags and copy address a layout by it). */
    id: z.number().int().positive().optional(),
    key: clientKeySchema.optional(),
    type: z.enum(layoutTypes as [LayoutType, ...LayoutType[]]),
    order: z.number().int().min(0).optional(),
    parameters: z.strictObject({ computer: layoutDeviceSchema, mobile: layoutDeviceSchema }).optional(),
    contents: z.array(contentSchema),
    tags: z.array(z.string().trim().min(1).max(40)).max(pageLimits.tags).optional(),
  })
  .superRefine((layout, ctx) => {
    if (layout.contents.length !== layoutEntityCounts[layout.type])
      ctx.addIssue({ code: 'custom', path: ['contents'], message: 'page.layoutEntityCount' });
  });
export type PageLayout = z.infer<typeof layoutSchema>;

/**
 * What a page's menu entry does (spec 1 §3 "Page actions: PAGE, JAVASCRIPT, link"): NONE shows the page's own
 * content, LINK goes to `link.url` (a path of the site or an http(s) address), JAVASCRIPT runs the page's
 * `linkJsCode` when the entry is chosen (docs/pages.md says where and how).
 */
export const linkTypes = ['NONE', 'LINK', 'JAVASCRIPT'] as const;
export type LinkType = (typeof linkTypes)[number];

/** Icons a menu entry may show (drawn by the storefront). */
export const menuIcons = [
  'home',
  'grape',
  'bottle',
  'glass',
  'barrel',
  'map-pin',
  'calendar',
  'mail',
  'phone',
  'info',
  'users',
  'star',
  'shop',
  'book',
] as const;
export type MenuIcon = (typeof menuIcons)[number];

/** Page information (what `/page/add` and `/page/update/{id}` edit), without layouts. */
export const pageInfoShape = {
  title: z.string().max(200).nullish(),
  /** The page's address on the storefront (`/le-domaine`): lower-case letters, digits and dashes. */
  url: z.string().max(120).nullish(),
  menuTitle: z.string().max(60).nullish(),
  menuIcon: z.string().max(40).nullish(),
  order: z.number().int().nullish(),
  /** Parent page in the menu tree; null at the root. */
  parentId: z.number().int().positive().nullish(),
  isValid: z.boolean().nullish(),
  showInMenu: z.boolean().nullish(),
  isFixedOnRight: z.boolean().nullish(),
  useAbsoluteMenu: z.boolean().nullish(),
  link: z.strictObject({ type: z.enum(linkTypes).nullish(), url: z.string().max(500).nullish() }).nullish(),
  linkJsCode: z.string().max(pageLimits.jsCodeChars).nullish(),
  metaDescription: z.string().nullish(),
  css: z.string().max(pageLimits.cssChars).nullish(),
  background: backgroundSchema.nullish(),
};

/** A saved page's information (rules applied, page-rules.ts). */
export const pageInfoViewSchema = z.object({
  title: z.string(),
  url: z.string(),
  menuTitle: z.string(),
  menuIcon: z.enum(menuIcons).nullable(),
  order: z.number(),
  parentId: z.number().nullable(),
  isValid: z.boolean(),
  showInMenu: z.boolean(),
  isFixedOnRight: z.boolean(),
  useAbsoluteMenu: z.boolean(),
  link: z.object({ type: z.enum(linkTypes), url: z.string().nullable() }),
  linkJsCode: z.string().nullable(),
  metaDescription: z.string(),
  css: z.string(),
  background: backgroundSchema,
});
export type PageInfo = z.infer<typeof pageInfoViewSchema>;

/** A page as the admin reads it: its information, version and layouts. */
export const pageViewSchema = pageInfoViewSchema.extend({
  id: z.number(),
  /** Incremented on every save of the page; the editor's draft remembers the version it started from. */
  version: z.number(),
  schemaVersion: z.number(),
  updatedAt: z.string(),
  layouts: z.array(layoutSchema),
});
export type PageView = z.infer<typeof pageViewSchema>;

/** A page in the admin's tree: no layouts. */
export const pageTreeNodeSchema = pageInfoViewSchema.extend({
  id: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  get children(): z.ZodArray<typeof pageTreeNodeSchema> {
    return z.array(pageTreeNodeSchema);
  },
});
export type PageTreeNode = z.infer<typeof pageTreeNodeSchema>;
