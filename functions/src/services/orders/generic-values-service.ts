import type { Lang } from '@cellar/shared/i18n/lang';
import {
  maxOrderGenericValues,
  type OrderGenericValueInput,
  type OrderGenericValueType,
  type OrderGenericValueView,
} from '@cellar/shared/orders/generic-values';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import {
  OrderGenericValueChanged,
  orderGenericValueRepository,
  type OrderGenericValueRecord,
} from '../../repositories/order-generic-value-repository.ts';
import { reorder } from '../common/ordering.ts';

const byOrder = (a: OrderGenericValueRecord, b: OrderGenericValueRecord) => a.order - b.order || a.id - b.id;

function view(value: OrderGenericValueRecord, lang: Lang): OrderGenericValueView {
  return {
    id: value.id,
    type: value.valueType,
    label: { ...value.label },
    value: value.label[lang],
    order: value.order,
  };
}

function changedMeanwhile(error: unknown): never {
  if (error instanceof OrderGenericValueChanged) throw new ConflictError();
  throw error;
}

/** A value of this site (another site's id, or none: 404), of the path's type when it names one. */
async function valueOf(site: SiteId, id: number, type?: OrderGenericValueType): Promise<OrderGenericValueRecord> {
  const value = await orderGenericValueRepository.get(site, id);
  if (!value || (type && value.valueType !== type)) throw new NotFoundError('orderValue.notFound');
  return value;
}

/** Two values of one list never read the same to a shopper: a label is unique per language, whatever its case. */
function refuseTakenLabels(others: readonly OrderGenericValueRecord[], input: OrderGenericValueInput): void {
  const errors: FieldErrorKeys = {};
  for (const lang of ['fr_FR', 'en_US'] as const) {
    const label = input.label[lang].toLocaleLowerCase();
    if (others.some((other) => other.label[lang].toLocaleLowerCase() === label))
      errors[`label.${lang}`] = ['orderValue.labelTaken'];
  }
  if (Object.keys(errors).length) throw new ConflictError('orderValue.labelTaken', errors);
}

/** The site's lists of values for orders and returns (return reasons…), each in the admin's order. */
export const orderGenericValueService = {
  async list(site: SiteId, type: OrderGenericValueType, lang: Lang): Promise<OrderGenericValueView[]> {
    return (await orderGenericValueRepository.ofType(site, type)).sort(byOrder).map((value) => view(value, lang));
  },

  /** A new value, last in its list. */
  async create(
    site: SiteId,
    type: OrderGenericValueType,
    input: OrderGenericValueInput,
    lang: Lang,
  ): Promise<OrderGenericValueView> {
    const existing = await orderGenericValueRepository.ofType(site, type);
    if (existing.length >= maxOrderGenericValues)
      throw new ValidationError({ type: ['orderValue.tooMany'] }, 'orderValue.tooMany');
    refuseTakenLabels(existing, input);
    const now = new Date().toISOString();
    const value: OrderGenericValueRecord = {
      id: await orderGenericValueRepository.nextId(site),
      valueType: type,
      label: input.label,
      order: existing.reduce((max, v) => Math.max(max, v.order + 1), 0),
      createdAt: now,
      updatedAt: now,
    };
    await orderGenericValueRepository.create(site, value).catch(changedMeanwhile);
    return view(value, lang);
  },

  async update(
    site: SiteId,
    type: OrderGenericValueType,
    id: number,
    input: OrderGenericValueInput,
    lang: Lang,
  ): Promise<OrderGenericValueView> {
    const previous = await valueOf(site, id, type);
    refuseTakenLabels(
      (await orderGenericValueRepository.ofType(site, type)).filter((v) => v.id !== id),
      input,
    );
    const next: OrderGenericValueRecord = { ...previous, label: input.label, updatedAt: new Date().toISOString() };
    await orderGenericValueRepository.update(site, previous, next).catch(changedMeanwhile);
    return view(next, lang);
  },

  /** Moves a value to a 0-based position of its list. */
  async move(site: SiteId, id: number, position: number): Promise<void> {
    const value = await valueOf(site, id);
    const list = await orderGenericValueRepository.ofType(site, value.valueType);
    await orderGenericValueRepository.setOrders(site, reorder(list, id, position)).catch(changedMeanwhile);
  },

  /** Deletes a value (a return, once returns are built, keeps a copy of the label it was asked with). */
  async remove(site: SiteId, id: number): Promise<void> {
    await valueOf(site, id);
    await orderGenericValueRepository.remove(site, id).catch((error) => {
      if (error instanceof OrderGenericValueChanged) throw new NotFoundError('orderValue.notFound');
      throw error;
    });
  },
};
