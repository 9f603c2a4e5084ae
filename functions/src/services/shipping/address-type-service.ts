import type { AddressTypeInput, AddressTypeView } from '@cellar/shared/shipping/addresses';
import { defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  AddressTypeChanged,
  AddressTypeTaken,
  addressTypeRepository,
  type AddressTypeRecord,
} from '../../repositories/address-type-repository.ts';

function view(record: AddressTypeRecord, isDefault: boolean): AddressTypeView {
  return { id: record.id, type: record.type, label: record.label, icon: record.icon, color: record.color, isDefault };
}

function translateFailure(error: unknown): never {
  if (error instanceof AddressTypeTaken)
    throw new ConflictError('addressType.typeTaken', { type: ['addressType.typeTaken'] });
  if (error instanceof AddressTypeChanged) throw new ConflictError();
  throw error;
}

const byLabel = (a: AddressTypeView, b: AddressTypeView) =>
  a.label.localeCompare(b.label, 'fr', { sensitivity: 'base' }) || a.id - b.id;

/**
 * Address types (spec 1 §3 "Address type: id, type, label, icon, color"). Site 0 holds the defaults
 * every site sees (`/superAdmin/defaults/addressType`, written with `idSiteOverride: 0`); a site
 * adds its own. A site's own type with a default's code replaces that default in what the site
 * sees (its own label, icon and colour for the same meaning). A default cannot be changed from a
 * site (403); codes never change, so the addresses naming them stay right.
 */
export const addressTypeService = {
  /** What the site sees, by code: its own types, and the defaults it has not replaced. */
  async byCode(site: SiteId): Promise<Map<string, AddressTypeView>> {
    const { defaults, own } = await addressTypeRepository.visible(site);
    const types = new Map<string, AddressTypeView>();
    for (const record of defaults) types.set(record.type, view(record, true));
    for (const record of own) types.set(record.type, view(record, site === defaultsSiteId));
    return types;
  },

  /** `GET /admin/address/type`: by label. */
  async list(site: SiteId): Promise<AddressTypeView[]> {
    return [...(await this.byCode(site)).values()].sort(byLabel);
  },

  /** A type of the site (site 0: a default); its code is reserved in the site (409 on `type` when taken). */
  async create(site: SiteId, input: AddressTypeInput): Promise<AddressTypeView> {
    const now = new Date().toISOString();
    const record: AddressTypeRecord = {
      id: await addressTypeRepository.nextId(),
      type: input.type!,
      label: input.label,
      icon: input.icon,
      color: input.color,
      createdAt: now,
      updatedAt: now,
    };
    await addressTypeRepository.create(site, record).catch(translateFailure);
    return view(record, site === defaultsSiteId);
  },

  /** Changes label, icon and colour of one of the site's types; a default seen from a site is refused (403). */
  async update(site: SiteId, id: number, input: AddressTypeInput): Promise<AddressTypeView> {
    const previous = await addressTypeRepository.get(site, id);
    if (!previous) {
      if (site !== defaultsSiteId && (await addressTypeRepository.getDefault(id)))
        throw new ForbiddenError('addressType.isDefault');
      throw new NotFoundError('addressType.notFound');
    }
    if (input.type !== undefined && input.type !== previous.type)
      throw new ValidationError({ type: ['addressType.typeFixed'] });
    const next: AddressTypeRecord = {
      ...previous,
      label: input.label,
      icon: input.icon,
      color: input.color,
      updatedAt: new Date().toISOString(),
    };
    await addressTypeRepository.update(site, previous, next).catch(translateFailure);
    return view(next, site === defaultsSiteId);
  },
};
