import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { formSaveSchema, type FormSave } from './form.ts';
import { blankFormInput } from './form-shape.ts';
import { formIssues } from './form-rules.ts';
import { tastingBookingForm } from './form-test-form.ts';

const form = (): FormSave => ({ name: 'Tasting booking', ...tastingBookingForm() });
const says = (key: MessageKey, en: string, fr: string) => {
  expect(translate(key, 'en_US')).toBe(en);
  expect(translate(key, 'fr_FR')).toBe(fr);
};
const loopAt = 'groups.1.loop';
const withLoop = (change: object): FormSave => {
  const f = form();
  f.groups[1]!.loop = { ...f.groups[1]!.loop!, ...change };
  return f;
};
const withCondition = (change: object): FormSave => {
  const f = form();
  f.conditionGroups[0] = { ...f.conditionGroups[0]!, ...change };
  return f;
};

describe('the form rules (spec 1 §5)', () => {
  it('pass the tasting booking form, which the save schema reads', () => {
    expect(formIssues(form())).toEqual({});
    expect(formSaveSchema.safeParse(form()).success).toBe(true);
  });

  it('need a name: "Name is required"', () => {
    expect(formIssues({ ...form(), name: ' ' })).toEqual({ name: 'form.nameRequired' });
    says('form.nameRequired', 'Name is required', 'Le nom est obligatoire');
  });

  it('need every input key, well formed and unique: "Key cannot be empty"', () => {
    const f = form();
    const inputs = f.groups[0]!.rows[0]!.inputs;
    inputs[0]!.key = '';
    inputs[1]!.key = '1st';
    inputs[2]!.key = 'guestName';
    expect(formIssues(f)).toMatchObject({
      'groups.0.rows.0.inputs.0.key': 'form.keyRequired',
      'groups.0.rows.0.inputs.1.key': 'form.keyFormat',
      'groups.1.rows.0.inputs.0.key': 'form.keyTaken',
    });
    says('form.keyRequired', 'Key cannot be empty', 'La clé ne peut pas être vide');
    says('form.keyTaken', 'This key is already used in the form', 'Cette clé est déjà utilisée dans le formulaire');
  });

  it('need a label and choices: "Please enter a label"', () => {
    const f = form();
    f.groups[0]!.rows[0]!.inputs.push(blankFormInput('x', 'SELECT', 'choice'));
    expect(formIssues(f)).toEqual({
      'groups.0.rows.0.inputs.3.name': 'form.labelRequired',
      'groups.0.rows.0.inputs.3.values': 'form.valuesRequired',
    });
    says('form.labelRequired', 'Please enter a label', 'Veuillez saisir un libellé');
  });

  it('need a loop key: "Loop key is required"', () => {
    expect(formIssues(withLoop({ key: '' }))).toEqual({ [`${loopAt}.key`]: 'form.loopKeyRequired' });
    says('form.loopKeyRequired', 'Loop key is required', 'La clé de la boucle est obligatoire');
  });

  it('need a loop type: "Loop type is required"', () => {
    expect(formIssues(withLoop({ type: null }))).toEqual({ [`${loopAt}.type`]: 'form.loopTypeRequired' });
    says('form.loopTypeRequired', 'Loop type is required', 'Le type de la boucle est obligatoire');
  });

  it('need a minimum greater than 0: "The minimum must be greater than 0"', () => {
    expect(formIssues(withLoop({ minLoop: 0, nbItem: 1 }))).toEqual({ [`${loopAt}.minLoop`]: 'form.loopMinPositive' });
    says('form.loopMinPositive', 'The minimum must be greater than 0', 'Le minimum doit être supérieur à 0');
  });

  it('need a minimum lower than the maximum: "The minimum must be lower than the maximum"', () => {
    expect(formIssues(withLoop({ minLoop: 6, maxLoop: 6, nbItem: 6 }))).toEqual({
      [`${loopAt}.minLoop`]: 'form.loopMinBelowMax',
    });
    says(
      'form.loopMinBelowMax',
      'The minimum must be lower than the maximum',
      'Le minimum doit être inférieur au maximum',
    );
  });

  it('need repetitions greater than 0: "The number of repetitions must be greater than 0"', () => {
    expect(formIssues(withLoop({ nbItem: 0 }))).toEqual({ [`${loopAt}.nbItem`]: 'form.loopRepetitionsPositive' });
    expect(formIssues(withLoop({ nbItem: 7 }))).toEqual({ [`${loopAt}.nbItem`]: 'form.loopRepetitionsOutOfBounds' });
    says(
      'form.loopRepetitionsPositive',
      'The number of repetitions must be greater than 0',
      'Le nombre de répétitions doit être supérieur à 0',
    );
  });

  it('need a condition’s field: "The field of the condition is required"', () => {
    const missing = withCondition({ conditions: [{ field: null, sign: 'FILLED', value: null }] });
    expect(formIssues(missing)).toEqual({ 'conditionGroups.0.conditions.0.field': 'form.conditionFieldRequired' });
    const unknown = withCondition({ conditions: [{ field: 'nope', sign: 'FILLED', value: null }] });
    expect(formIssues(unknown)).toEqual({ 'conditionGroups.0.conditions.0.field': 'form.conditionFieldUnknown' });
    says(
      'form.conditionFieldRequired',
      'The field of the condition is required',
      'Le champ de la condition est obligatoire',
    );
  });

  it('need a comparison sign: "The comparison sign is required"', () => {
    const f = withCondition({ conditions: [{ field: 'email', sign: null, value: null }] });
    expect(formIssues(f)).toEqual({ 'conditionGroups.0.conditions.0.sign': 'form.conditionSignRequired' });
    const noValue = withCondition({ conditions: [{ field: 'email', sign: 'EQUALS', value: '' }] });
    expect(formIssues(noValue)).toEqual({ 'conditionGroups.0.conditions.0.value': 'form.conditionValueRequired' });
    says('form.conditionSignRequired', 'The comparison sign is required', 'Le signe de comparaison est obligatoire');
  });

  it('need at least one condition: "Add at least one condition"', () => {
    expect(formIssues(withCondition({ conditions: [] }))).toEqual({
      'conditionGroups.0.conditions': 'form.conditionRequired',
    });
    says('form.conditionRequired', 'Add at least one condition', 'Ajoutez au moins une condition');
  });

  it('keep a form to 200 inputs and a stored size: "A form has 200 inputs at most"', () => {
    const f = form();
    const many = Array.from({ length: 12 }, (_, i) => blankFormInput(`t${i}`, 'TITLE', `t${i}`));
    f.groups[0]!.rows = Array.from({ length: 17 }, (_, r) => ({
      id: `r${r}`,
      condition: null,
      inputs: many.map((input) => ({ ...input, key: `${input.key}_${r}` })),
    }));
    expect(formIssues(f)).toMatchObject({ groups: 'form.tooManyInputs' });
    says('form.tooManyInputs', 'A form has 200 inputs at most', 'Un formulaire a au plus 200 champs');
    const large = form();
    large.groups[0]!.rows[0]!.inputs[0]!.text = 'x'.repeat(300_000);
    expect(formIssues(large)).toMatchObject({ groups: 'form.tooLarge' });
  });

  it('refuse a reference to a condition group that does not exist', () => {
    const f = form();
    f.groups[0]!.condition = 'ghost';
    expect(formIssues(f)).toEqual({ 'groups.0.condition': 'form.conditionGroupUnknown' });
  });
});
