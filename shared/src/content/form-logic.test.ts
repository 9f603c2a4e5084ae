import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import type { FormCondition, FormContent } from './form.ts';
import { blankFormInput } from './form-shape.ts';
import {
  compileCondition,
  conditionData,
  formLogic,
  isShown,
  loopBounds,
  visibleInputs,
  type ConditionData,
} from './form-logic.ts';
import { tastingBookingForm } from './form-test-form.ts';

const fields = new Map([
  ['age', blankFormInput('age', 'NUMBER', 'age')],
  ['wines', blankFormInput('wines', 'CHECKBOXES', 'wines')],
  ['city', blankFormInput('city', 'TEXT', 'city')],
]);
const holds = (condition: FormCondition, data: ConditionData): boolean =>
  jsonLogic.truthy(jsonLogic.apply(compileCondition(condition, fields)!, data));

describe('conditions compiled to JSONLogic data', () => {
  it('are plain JSON rules', () => {
    expect(compileCondition({ field: 'city', sign: 'EQUALS', value: 'Dijon' }, fields)).toEqual({
      '==': [{ var: 'city' }, 'Dijon'],
    });
  });

  it('compare equal and not equal, numbers as numbers', () => {
    expect(holds({ field: 'city', sign: 'EQUALS', value: 'Dijon' }, { city: 'Dijon' })).toBe(true);
    expect(holds({ field: 'city', sign: 'NOT_EQUALS', value: 'Dijon' }, { city: 'Beaune' })).toBe(true);
    expect(holds({ field: 'age', sign: 'EQUALS', value: '18' }, { age: 18 })).toBe(true);
  });

  it('read "equals" on a list of ticked values as "is ticked"', () => {
    expect(holds({ field: 'wines', sign: 'EQUALS', value: 'red' }, { wines: ['white', 'red'] })).toBe(true);
    expect(holds({ field: 'wines', sign: 'EQUALS', value: 'red' }, { wines: ['white'] })).toBe(false);
  });

  it('tell filled from empty', () => {
    expect(holds({ field: 'city', sign: 'FILLED', value: null }, { city: 'Dijon' })).toBe(true);
    expect(holds({ field: 'city', sign: 'FILLED', value: null }, { city: null })).toBe(false);
    expect(holds({ field: 'city', sign: 'EMPTY', value: null }, {})).toBe(true);
  });

  it('compare greater and lower, an empty answer being neither', () => {
    expect(holds({ field: 'age', sign: 'GREATER', value: '17' }, { age: 18 })).toBe(true);
    expect(holds({ field: 'age', sign: 'LOWER', value: '10' }, { age: 18 })).toBe(false);
    expect(holds({ field: 'age', sign: 'LOWER', value: '10' }, { age: null })).toBe(false);
    expect(holds({ field: 'age', sign: 'GREATER', value: '9' }, { age: '10' })).toBe(true);
  });

  it('find a text within a text or a value within a list', () => {
    expect(holds({ field: 'city', sign: 'CONTAINS', value: 'jon' }, { city: 'Dijon' })).toBe(true);
    expect(holds({ field: 'wines', sign: 'CONTAINS', value: 'rose' }, { wines: ['rose'] })).toBe(true);
    expect(holds({ field: 'city', sign: 'CONTAINS', value: 'x' }, { city: null })).toBe(false);
  });

  it('skip an incomplete condition', () => {
    expect(compileCondition({ field: null, sign: 'FILLED', value: null }, fields)).toBeNull();
  });
});

describe('what the visitor sees', () => {
  const form = tastingBookingForm();
  const keys = (answers: Parameters<typeof visibleInputs>[1]) => visibleInputs(form, answers).map((v) => v.path);

  it('hides "Dietary details" until "Dietary needs" is ticked', () => {
    expect(keys({ guests: [{}] })).not.toContain('dietaryDetails');
    expect(keys({ dietaryNeeds: true, guests: [{}] })).toContain('dietaryDetails');
  });

  it('repeats the loop inputs once per repetition, under the loop key', () => {
    expect(keys({ guests: [{}, {}] }).filter((k) => k.startsWith('guests'))).toEqual([
      'guests.0.guestName',
      'guests.0.guestAge',
      'guests.1.guestName',
      'guests.1.guestAge',
    ]);
  });

  it('ignores an inactive condition group', () => {
    const off: FormContent = { ...form, conditionGroups: [{ ...form.conditionGroups[0]!, isActive: false }] };
    expect(visibleInputs(off, {}).map((v) => v.path)).toContain('dietaryDetails');
  });

  it('counts a hidden input as empty for the conditions reading it', () => {
    const chained: FormContent = {
      ...form,
      conditionGroups: [
        ...form.conditionGroups,
        {
          key: 'details',
          name: 'Details given',
          isActive: true,
          match: 'ALL',
          conditions: [{ field: 'dietaryDetails', sign: 'FILLED', value: null }],
        },
      ],
    };
    chained.groups[0]!.rows[0]!.inputs[2]!.condition = 'details';
    const logic = formLogic(chained);
    const data = conditionData(logic, { dietaryNeeds: false, dietaryDetails: 'No gluten' });
    expect(data.dietaryDetails).toBeNull();
    expect(isShown(logic, 'details', data)).toBe(false);
    expect(visibleInputs(logic, { dietaryNeeds: false, dietaryDetails: 'x' }).map((v) => v.path)).not.toContain(
      'phone',
    );
  });

  it('keeps a loop within its bounds, nbItem repetitions at first', () => {
    expect(loopBounds(form.groups[1]!.loop!)).toEqual({ min: 1, max: 6, initial: 1 });
    expect(loopBounds({ ...form.groups[1]!.loop!, nbItem: 9 }).initial).toBe(6);
  });
});
