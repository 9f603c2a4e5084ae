import {
  isComponentSlug,
  parseComponentConfig,
  type ComponentSlug,
  type ComponentView,
} from '@cellar/shared/pages/components';
import type * as z from 'zod';
import type { componentInputSchema } from '@cellar/shared/pages/components';
import { ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import {
  ComponentChanged,
  componentRepository,
  ComponentSlugTaken,
  componentView,
  type ComponentRecord,
} from '../../repositories/component-repository.ts';

export type ComponentInput = z.output<typeof componentInputSchema>;

const slugTaken = () => new ConflictError('component.slugTaken', { slug: ['component.slugTaken'] });

/** The input's fields as stored: a known slug, the default configuration with the renderer's defaults filled in. */
function checked(input: ComponentInput): Omit<ComponentRecord, 'id' | 'createdAt' | 'updatedAt'> {
  const errors: FieldErrorKeys = {};
  if (!isComponentSlug(input.slug)) errors.slug = ['component.slugUnknown'];
  let defaultConfig: Record<string, unknown> = {};
  if (isComponentSlug(input.slug)) {
    const parsed = parseComponentConfig(input.slug, input.defaultConfig);
    if (parsed.success) defaultConfig = parsed.data as Record<string, unknown>;
    else errors.defaultConfig = ['page.componentConfigInvalid'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    slug: input.slug as ComponentSlug,
    name: input.name,
    description: input.description ?? '',
    imageModel: input.imageModel || null,
    defaultConfig,
  };
}

/** The catalogue of components: written by super-admins, read by every site's admins to fill their library. */
export const componentService = {
  async list(): Promise<ComponentView[]> {
    return (await componentRepository.all()).sort((a, b) => a.id - b.id).map(componentView);
  },

  async create(input: ComponentInput): Promise<ComponentView> {
    const fields = checked(input);
    const now = new Date().toISOString();
    const record: ComponentRecord = {
      id: await componentRepository.nextId(),
      ...fields,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await componentRepository.create(record);
    } catch (error) {
      if (error instanceof ComponentSlugTaken) throw slugTaken();
      if (error instanceof ComponentChanged) throw new ConflictError();
      throw error;
    }
    return componentView(record);
  },

  async update(id: number, input: ComponentInput): Promise<ComponentView> {
    const previous = await componentRepository.get(id);
    if (!previous) throw new NotFoundError('component.notFound');
    const next: ComponentRecord = { ...previous, ...checked(input), updatedAt: new Date().toISOString() };
    try {
      await componentRepository.update(previous, next);
    } catch (error) {
      if (error instanceof ComponentSlugTaken) throw slugTaken();
      if (error instanceof ComponentChanged) throw new ConflictError();
      throw error;
    }
    return componentView(next);
  },
};
