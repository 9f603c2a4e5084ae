import * as z from 'zod';
import {
  backgroundSchema,
  blockSettingsSchema,
  clientKeySchema,
  contentImageSchema,
  effects,
  layoutTypes,
  pageLimits,
  spacingSchema,
  transitionTimings,
  type ContentDevice,
  type LayoutDevice,
  type LayoutType,
  type PageContent,
  type PageLayout,
} from './page-document.ts';

/**
 * The pre-save normalisation of spec 1 §5, written once: the editor runs it before it sends a page and the server
 * runs it again on whatever it receives (a body from elsewhere is never trusted to be normalised).
 * - missing margin, padding and background per device default to empty;
 * - layout and content order are set to their index;
 * - block settings are flattened (the editor keeps them under `block`);
 * - a null effect, rounded or transition timing is removed, and so is a radius when any of its corners is null.
 */

const radiusCorner = z.number().int().min(0).max(500).nullable();

/** A device's values as the editor may hold them: anything may be missing or null, block settings grouped. */
export const draftDeviceSchema = z.strictObject({
  padding: spacingSchema.nullish(),
  margin: spacingSchema.nullish(),
  background: backgroundSchema.nullish(),
  block: blockSettingsSchema.nullish(),
  ...blockSettingsSchema.shape,
  effect: z.enum(effects).nullish(),
  transition: z
    .strictObject({
      duration: z.number().int().min(0).max(10_000).nullish(),
      timing: z.enum(transitionTimings).nullish(),
    })
    .nullish(),
  radius: z
    .strictObject({
      topLeft: radiusCorner.optional(),
      topRight: radiusCorner.optional(),
      bottomRight: radiusCorner.optional(),
      bottomLeft: radiusCorner.optional(),
    })
    .nullish(),
  rounded: z.boolean().nullish(),
});
export type DraftDevice = z.infer<typeof draftDeviceSchema>;

const draftParameters = z.strictObject({ computer: draftDeviceSchema.nullish(), mobile: draftDeviceSchema.nullish() });

const draftContentBase = {
  id: z.number().int().positive().nullish(),
  key: clientKeySchema.nullish(),
  order: z.number().int().nullish(),
  inCard: z.boolean().nullish(),
  inContainer: z.boolean().nullish(),
  parameters: draftParameters.nullish(),
};

export const draftContentSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...draftContentBase,
    type: z.literal('ENTITY'),
    images: z.array(contentImageSchema).max(pageLimits.imagesPerContent).nullish(),
    title: z.string().max(300).nullish(),
    content: z.string().max(pageLimits.richTextChars).nullish(),
  }),
  z.strictObject({
    ...draftContentBase,
    type: z.literal('COMPONENT'),
    idComponent: z.number().int().positive(),
    slug: z.string().max(60).nullish(),
    name: z.string().max(120).nullish(),
    componentConf: z.record(z.string(), z.unknown()).nullish(),
  }),
]);
export type DraftContent = z.infer<typeof draftContentSchema>;

export const draftLayoutSchema = z.strictObject({
  id: z.number().int().positive().nullish(),
  key: clientKeySchema.nullish(),
  type: z.enum(layoutTypes as [LayoutType, ...LayoutType[]]),
  order: z.number().int().nullish(),
  parameters: draftParameters.nullish(),
  contents: z.array(draftContentSchema).max(5),
  tags: z.array(z.string().trim().min(1).max(40)).max(pageLimits.tags).nullish(),
});
export type DraftLayout = z.infer<typeof draftLayoutSchema>;

/** Drops the keys whose value is undefined or null (a saved document never holds a null it does not mean). */
function defined<T extends Record<string, unknown>>(value: T): { [K in keyof T]: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]: NonNullable<T[K]>;
  };
}

function layoutDevice(device: DraftDevice | null | undefined): LayoutDevice {
  return {
    padding: defined(device?.padding ?? {}),
    margin: defined(device?.margin ?? {}),
    background: defined(device?.background ?? {}),
  };
}

function contentDevice(device: DraftDevice | null | undefined): ContentDevice {
  const { padding: _p, margin: _m, background: _b, block, effect, transition, radius, rounded, ...flat } = device ?? {};
  const result: ContentDevice = { ...layoutDevice(device), ...defined(flat), ...defined(block ?? {}) };
  if (effect !== null && effect !== undefined) result.effect = effect;
  if (rounded !== null && rounded !== undefined) result.rounded = rounded;
  if (transition) {
    const kept = defined({ duration: transition.duration, timing: transition.timing });
    if (Object.keys(kept).length > 0) result.transition = kept;
  }
  const corners = radius ? [radius.topLeft, radius.topRight, radius.bottomRight, radius.bottomLeft] : [];
  if (radius && corners.every((corner) => corner !== null && corner !== undefined))
    result.radius = {
      topLeft: radius.topLeft!,
      topRight: radius.topRight!,
      bottomRight: radius.bottomRight!,
      bottomLeft: radius.bottomLeft!,
    };
  return result;
}

function normaliseContent(content: DraftContent, order: number): PageContent {
  const parameters = {
    computer: contentDevice(content.parameters?.computer),
    mobile: contentDevice(content.parameters?.mobile),
  };
  const common = defined({
    id: content.id,
    key: content.key,
    inCard: content.inCard,
    inContainer: content.inContainer,
  });
  if (content.type === 'COMPONENT')
    return {
      ...common,
      type: 'COMPONENT',
      order,
      parameters,
      idComponent: content.idComponent,
      ...defined({ slug: content.slug, name: content.name }),
      componentConf: content.componentConf ?? {},
    };
  return {
    ...common,
    type: 'ENTITY',
    order,
    parameters,
    images: content.images ?? [],
    ...defined({ title: content.title, content: content.content }),
  };
}

/** A page's layouts as they are saved: every rule of the normalisation applied. */
export function normaliseLayouts(layouts: readonly DraftLayout[]): PageLayout[] {
  return layouts.map((layout, order) => ({
    ...defined({ id: layout.id, key: layout.key }),
    type: layout.type,
    order,
    parameters: {
      computer: layoutDevice(layout.parameters?.computer),
      mobile: layoutDevice(layout.parameters?.mobile),
    },
    contents: layout.contents.map((content, index) => normaliseContent(content, index)),
    tags: layout.tags ?? [],
  }));
}
