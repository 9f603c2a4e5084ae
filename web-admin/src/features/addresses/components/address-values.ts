import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { addressInputSchema, scheduleInputSchema } from '@cellar/shared/shipping/addresses';
import type { IsoWeekday } from '@cellar/shared/shipping/schedule-time';
import {
  schemaErrors,
  schemaErrorsByPath,
  serverErrors,
  type FieldErrors,
} from '../../../components/kit/field-errors.ts';
import { pickupType, type AddressBody, type AddressRow, type ScheduleBody } from '../api/addresses-api.ts';

/** The days of the week as the API numbers them (ISO 8601: 1 Monday … 7 Sunday). */
export const weekdays: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** One opening slot of a day: `HH:mm` times; `id` when the address already has it (kept, so orders naming it stay
 * right). */
export interface SlotValue {
  key: string;
  id: number | null;
  start: string;
  end: string;
}

/** A day of the week and its slots; a day without slots is closed. */
export interface DayValue {
  day: IsoWeekday;
  slots: SlotValue[];
}

/** The address dialog's values: the address fields, then its weekly schedule. Paths are the API's names (`days`
 * excepted). */
export interface AddressFormValues {
  name: string;
  firstPart: string;
  secondPart: string;
  complement: string;
  postalCode: string;
  city: string;
  /** ISO alpha-2. */
  country: string;
  latitude: string;
  longitude: string;
  /** Type codes. */
  types: string[];
  /** Monday first: `days.<0-6>.slots.<n>.start`. */
  days: DayValue[];
  preparationHours: number | string;
  /** A calendar id, or '' for none. */
  idCalendar: string;
}

let lastKey = 0;
/** A new slot (its React key only: the API gives it an id when saved). */
export function newSlot(start = '', end = ''): SlotValue {
  lastKey += 1;
  return { key: `slot-${lastKey}`, id: null, start, end };
}

const text = (value: string | null | undefined) => value ?? '';

export function addressValuesOf(address: AddressRow | null): AddressFormValues {
  return {
    name: text(address?.name),
    firstPart: text(address?.firstPart),
    secondPart: text(address?.secondPart),
    complement: text(address?.complement),
    postalCode: text(address?.postalCode),
    city: text(address?.city),
    country: address?.country ?? 'FR',
    latitude: address?.latitude === null || address?.latitude === undefined ? '' : String(address.latitude),
    longitude: address?.longitude === null || address?.longitude === undefined ? '' : String(address.longitude),
    types: address?.types.map((type) => type.value) ?? [],
    days: weekdays.map((day) => ({
      day,
      slots: (address?.schedules ?? [])
        .filter((slot) => slot.day === day)
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((slot) => ({ ...newSlot(slot.start, slot.end), id: slot.id })),
    })),
    preparationHours: address?.preparationHours ?? '',
    idCalendar: address?.idCalendar === null || address?.idCalendar === undefined ? '' : String(address.idCalendar),
  };
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** The body of `POST /company/address` and `PUT /company/address/{id}`. */
export function addressBody(values: AddressFormValues): AddressBody {
  const body: Record<string, unknown> = {
    name: values.name,
    firstPart: values.firstPart,
    secondPart: blankToUndefined(values.secondPart) ?? null,
    complement: blankToUndefined(values.complement) ?? null,
    postalCode: values.postalCode,
    city: values.city,
    country: values.country,
    latitude: blankToUndefined(values.latitude) ?? null,
    longitude: blankToUndefined(values.longitude) ?? null,
    types: values.types,
  };
  return body as AddressBody;
}

/** Where each slot sent sits in the form: `schedules.<i>` of the API is `days.<day>.slots.<slot>` here. */
export type SlotPositions = Array<{ day: number; slot: number }>;

/** The body of `PUT /company/address/schedule/{id}` (the whole week, Monday first) and where each slot comes from. */
export function scheduleBody(values: AddressFormValues): { body: ScheduleBody; positions: SlotPositions } {
  const positions: SlotPositions = [];
  const schedules: Array<{ id?: number; day: number; start: string; end: string }> = [];
  values.days.forEach((day, d) =>
    day.slots.forEach((slot, s) => {
      positions.push({ day: d, slot: s });
      schedules.push({ ...(slot.id === null ? {} : { id: slot.id }), day: day.day, start: slot.start, end: slot.end });
    }),
  );
  const hours = values.preparationHours;
  const body = {
    schedules,
    preparationHours: typeof hours === 'number' ? hours : hours.trim() === '' ? null : hours,
    idCalendar: values.idCalendar === '' ? null : Number(values.idCalendar),
  };
  return { body: body as ScheduleBody, positions };
}

/** `schedules.3.end` (the API's path) → `days.1.slots.0.end` (the form's); other paths unchanged. */
export function formPath(path: string, positions: SlotPositions): string {
  const match = /^schedules\.(\d+)(\..+)?$/.exec(path);
  if (!match) return path;
  const at = positions[Number(match[1])];
  return at ? `days.${at.day}.slots.${at.slot}${match[2] ?? ''}` : 'schedules';
}

const mapPaths = (errors: FieldErrors, positions: SlotPositions): FieldErrors => {
  const mapped: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const at = formPath(path, positions);
    if (!(at in mapped)) mapped[at] = message;
  }
  return mapped;
};

export const isPickup = (values: Pick<AddressFormValues, 'types'>) => values.types.includes(pickupType);

/**
 * Every rule of the dialog, as shared has them (the server's): the address rules on their fields,
 * the schedule rules on each slot (`days.<d>.slots.<s>.start|end`: Invalid start time, Invalid end
 * time, Start time must be different than end time, End time must be after start time, overlaps),
 * and the preparation delay a pick-up location needs ("click-and-collect hours must be greater than 0").
 */
export function addressFormErrors(values: AddressFormValues, lang: Lang): FieldErrors {
  const errors = schemaErrors(addressInputSchema, addressBody(values), lang);
  const { body, positions } = scheduleBody(values);
  Object.assign(errors, mapPaths(schemaErrorsByPath(scheduleInputSchema, body, lang), positions));
  if (isPickup(values) && body.preparationHours === null)
    errors.preparationHours ??= translate('schedule.preparationHours', lang);
  return errors;
}

/** The server's field errors of the schedule call, on the form's paths. */
export function scheduleServerErrors(
  fieldErrors: Record<string, string[]> | undefined,
  positions: SlotPositions,
): FieldErrors {
  return mapPaths(serverErrors(fieldErrors), positions);
}
