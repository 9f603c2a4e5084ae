import type * as z from 'zod';
import {
  parseComponentConfig,
  type libraryComponentInputSchema,
  type libraryComponentUpdateSchema,
  type LibraryComponentView,
  type PublicComponentView,
} from '@cellar/shared/pages/components';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { componentRepository, type ComponentRecord } from '../../repositories/component-repository.ts';
import {
  LibraryEntryMissing,
  libraryComponentView,
  libraryRepository,
  type LibraryRecord,
} from '../../repositories/library-repository.ts';

export type LibraryComponentInput = z.output<typeof libraryComponentInputSchema>;
export type LibraryComponentUpdate = z.output<typeof libraryComponentUpdateSchema>;

const notFound = () => new NotFoundError('component.notFound');

/** The entry of this site and its component; an entry whose component is gone is as good as gone. */
async function find(site: SiteId, id: number): Promise<{ entry: LibraryRecord; component: ComponentRecord }> {
  const entry = await libraryRepository.get(site, id);
  const component = entry ? await componentRepository.get(entry.idComponent) : null;
  if (!entry || !component) throw notFound();
  return { entry, component };
}

async function updated(site: SiteId, id: number, fields: Parameters<typeof libraryRepository.update>[2]) {
  try {
    return await libraryRepository.update(site, id, { ...fields, updatedAt: new Date().toISOString() });
  } catch (error) {
    if (error instanceof LibraryEntryMissing) throw notFound();
    throw error;
  }
}

/**
 * A site's library: the catalogue's components it offers its pages, under its own names and with the settings new
 * blocks start from. Removing an entry pages still use is allowed (no count of uses to keep in step with the pages'
 * saves): the next save of such a page is refused ('page.componentUnknown') until the block goes.
 */
export const libraryService = {
  list: (site: SiteId): Promise<LibraryComponentView[]> => libraryRepository.views(site),

  /** `GET /list/component`: what the storefront may know of the library. */
  async published(site: SiteId): Promise<PublicComponentView[]> {
    return (await libraryRepository.views(site)).map(({ id, slug, name, description }) => ({
      id,
      slug,
      name,
      description,
    }));
  },

  async add(site: SiteId, input: LibraryComponentInput): Promise<LibraryComponentView> {
    const component = await componentRepository.get(input.idComponent);
    if (!component) throw notFound();
    const now = new Date().toISOString();
    const entry: LibraryRecord = {
      id: await libraryRepository.nextId(site),
      idComponent: component.id,
      name: input.name || component.name,
      description: input.description ?? component.description,
      settings: {},
      createdAt: now,
      updatedAt: now,
    };
    await libraryRepository.create(site, entry);
    return libraryComponentView(entry, component);
  },

  async rename(site: SiteId, id: number, input: LibraryComponentUpdate): Promise<LibraryComponentView> {
    const { component } = await find(site, id);
    const entry = await updated(site, id, {
      name: input.name,
      ...(input.description === undefined ? {} : { description: input.description ?? '' }),
    });
    return libraryComponentView(entry, component);
  },

  /** Stores the settings as the renderer reads them (its defaults filled in), once they are valid. */
  async setSettings(site: SiteId, id: number, settings: Record<string, unknown>): Promise<LibraryComponentView> {
    const { component } = await find(site, id);
    const parsed = parseComponentConfig(component.slug, settings);
    if (!parsed.success) throw new ValidationError({ settings: ['page.componentConfigInvalid'] });
    const entry = await updated(site, id, { settings: parsed.data as Record<string, unknown> });
    return libraryComponentView(entry, component);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    if (!(await libraryRepository.delete(site, id))) throw notFound();
  },
};
