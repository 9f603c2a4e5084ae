import { readNumber } from '@cellar/shared/validation/numbers';
import type { CarrierBody, CarrierTypeName, CarrierView } from '../api/carriers-api.ts';

/** The carrier form's values: numbers as typed (a comma decimal is read), ids as text. */
export interface CarrierValues {
  type: '' | CarrierTypeName;
  name: string;
  phone: string;
  email: string;
  percentageToApply: string;
  fixToApply: string;
  freeShippingFrom: string;
  unit: 'BOTTLE' | 'KG';
  deliveryType: 'DELIVERY' | 'PICKUP';
  serviceCode: string;
  boxes: string[];
  products: string[];
}

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export function newCarrierValues(type: '' | CarrierTypeName): CarrierValues {
  return {
    type,
    name: '',
    phone: '',
    email: '',
    percentageToApply: '',
    fixToApply: '',
    freeShippingFrom: '',
    unit: 'BOTTLE',
    deliveryType: 'DELIVERY',
    serviceCode: '',
    boxes: [],
    products: [],
  };
}

export function carrierValues(carrier: CarrierView): CarrierValues {
  return {
    type: carrier.type,
    name: carrier.name,
    phone: carrier.phone ?? '',
    email: carrier.email ?? '',
    percentageToApply: carrier.percentageToApply === 0 ? '' : text(carrier.percentageToApply),
    fixToApply: carrier.fixToApply === 0 ? '' : text(carrier.fixToApply),
    freeShippingFrom: text(carrier.freeShippingFrom),
    unit: carrier.unit,
    deliveryType: carrier.deliveryType,
    serviceCode: carrier.serviceCode ?? '',
    boxes: carrier.boxes.map((b) => String(b.id)),
    products: carrier.products.map(String),
  };
}

/** A number field as the rules read it: blank is "not given", a comma decimal is kept for them to read. */
const loose = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** What `carrierInputSchema` checks (the values as typed). */
export function carrierRulesInput(values: CarrierValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    name: values.name,
    phone: loose(values.phone),
    email: loose(values.email),
    type: values.type === '' ? undefined : values.type,
    boxes: values.boxes,
    percentageToApply: loose(values.percentageToApply),
    fixToApply: loose(values.fixToApply),
    freeShippingFrom: loose(values.freeShippingFrom),
    unit: values.unit,
    deliveryType: values.deliveryType,
    serviceCode: loose(values.serviceCode),
    products: values.products,
  };
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return input;
}

/** What is sent: the same, with numbers as numbers (spec 2 §5: "9,90" becomes 9.9). */
export function carrierBody(values: CarrierValues): CarrierBody {
  const input = carrierRulesInput(values);
  for (const field of ['percentageToApply', 'fixToApply', 'freeShippingFrom'] as const) {
    if (typeof input[field] === 'string') input[field] = readNumber(input[field] as string);
  }
  input.boxes = values.boxes.map(Number);
  input.products = values.products.map(Number);
  return input as CarrierBody;
}

/** The carrier's whole form from its view (an update is a whole form), with some fields changed. */
export function carrierBodyOf(carrier: CarrierView, change: Partial<CarrierValues> = {}): CarrierBody {
  return carrierBody({ ...carrierValues(carrier), ...change });
}

/** The form's field of a message path: `boxes.1` is shown on the boxes, `products.0` on the products. */
export function fieldOf(path: string): string {
  const [head] = path.split('.');
  return head === 'boxes' || head === 'products' ? head : path;
}
