import type { FormContent, FormInput } from './form.ts';
import { blankFormInput } from './form-shape.ts';

const input = (key: string, type: FormInput['inputType'], extra: Partial<FormInput> = {}): FormInput => ({
  ...blankFormInput(key, type, key, key),
  ...extra,
});

/**
 * The "Tasting booking" form the unit tests of both sides read (the seed builds the same one): a contact group, a
 * guests loop (name, age; 1..6) and "Dietary details" shown only when "Dietary needs" is ticked.
 */
export function tastingBookingForm(): FormContent {
  return {
    groups: [
      {
        id: 'contact',
        title: 'Contact',
        condition: null,
        loop: null,
        rows: [
          {
            id: 'r1',
            condition: null,
            inputs: [
              input('fullName', 'TEXT', { required: true, min: 2 }),
              input('email', 'EMAIL', { required: true }),
              input('phone', 'PHONE'),
            ],
          },
          {
            id: 'r2',
            condition: null,
            inputs: [
              input('slot', 'RADIO', {
                required: true,
                values: [
                  { value: 'morning', label: 'Morning' },
                  { value: 'afternoon', label: 'Afternoon' },
                ],
              }),
              input('date', 'DATE', { required: true }),
              input('bottles', 'NUMBER', { min: 0, max: 24 }),
            ],
          },
          {
            id: 'r3',
            condition: null,
            inputs: [
              input('dietaryNeeds', 'CHECKBOX'),
              input('dietaryDetails', 'TEXTAREA', { required: true, condition: 'dietary' }),
              input('wines', 'CHECKBOXES', {
                max: 2,
                values: [
                  { value: 'red', label: 'Red' },
                  { value: 'white', label: 'White' },
                  { value: 'rose', label: 'Rosé' },
                ],
              }),
            ],
          },
        ],
      },
      {
        id: 'guests',
        title: 'Guests',
        condition: null,
        loop: { key: 'guests', name: 'Guests', type: 'BLOCK', minLoop: 1, maxLoop: 6, nbItem: 1, isActive: true },
        rows: [
          {
            id: 'r4',
            condition: null,
            inputs: [input('guestName', 'TEXT', { required: true }), input('guestAge', 'NUMBER', { min: 18 })],
          },
        ],
      },
    ],
    conditionGroups: [
      {
        key: 'dietary',
        name: 'Dietary needs ticked',
        isActive: true,
        match: 'ALL',
        conditions: [{ field: 'dietaryNeeds', sign: 'FILLED', value: null }],
      },
    ],
  };
}
