import type { FormConditionGroup, FormGroup, FormInput, FormRow, FormSave } from '@cellar/shared/content/form';
import { blankFormInput, blankFormLoop, formInputs, type FormInputType } from '@cellar/shared/content/form-shape';

/**
 * The builder's edits as pure functions of the definition (the screen keeps one `FormSave` in state): each answers a
 * new definition, nothing is changed in place.
 */

let counter = 0;
/** An id for the builder's lists (React keys); not an answer key. */
export const newId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export const emptyForm = (): FormSave => ({ name: '', groups: [], conditionGroups: [] });

/** `base`, or `base2`, `base3`… : the first key no input, loop or condition group of the form uses. */
export function freeKey(form: FormSave, base: string): string {
  const taken = new Set([
    ...formInputs(form).map(({ input }) => input.key),
    ...form.groups.flatMap((group) => (group.loop ? [group.loop.key] : [])),
    ...form.conditionGroups.map((group) => group.key),
  ]);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** The list with one item moved by `delta` places (unchanged at an end). */
export function move<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((one, i) => (i === index ? item : one));
const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

export const newRow = (): FormRow => ({ id: newId('row'), condition: null, inputs: [] });

export const addGroup = (form: FormSave, title: string): FormSave => ({
  ...form,
  groups: [...form.groups, { id: newId('group'), title, condition: null, loop: null, rows: [newRow()] }],
});
export const updateGroup = (form: FormSave, g: number, patch: Partial<FormGroup>): FormSave => ({
  ...form,
  groups: replaceAt(form.groups, g, { ...form.groups[g]!, ...patch }),
});
export const moveGroup = (form: FormSave, g: number, delta: number): FormSave => ({
  ...form,
  groups: move(form.groups, g, delta),
});
export const removeGroup = (form: FormSave, g: number): FormSave => ({ ...form, groups: removeAt(form.groups, g) });

/** Turns a group's loop on (a new one with a free key) or off. */
export const toggleLoop = (form: FormSave, g: number, on: boolean): FormSave =>
  updateGroup(form, g, { loop: on ? blankFormLoop(freeKey(form, 'items')) : null });

const rowsOf = (form: FormSave, g: number, rows: FormRow[]): FormSave => updateGroup(form, g, { rows });
export const addRow = (form: FormSave, g: number): FormSave => rowsOf(form, g, [...form.groups[g]!.rows, newRow()]);
export const updateRow = (form: FormSave, g: number, r: number, patch: Partial<FormRow>): FormSave =>
  rowsOf(form, g, replaceAt(form.groups[g]!.rows, r, { ...form.groups[g]!.rows[r]!, ...patch }));
export const moveRow = (form: FormSave, g: number, r: number, delta: number): FormSave =>
  rowsOf(form, g, move(form.groups[g]!.rows, r, delta));
export const removeRow = (form: FormSave, g: number, r: number): FormSave =>
  rowsOf(form, g, removeAt(form.groups[g]!.rows, r));

const inputsOf = (form: FormSave, g: number, r: number, inputs: FormInput[]): FormSave =>
  updateRow(form, g, r, { inputs });
/** Adds an input at the end of a row, with a free key named after its type. */
export function addInput(form: FormSave, g: number, r: number, type: FormInputType): FormSave {
  const input = blankFormInput(newId('input'), type, freeKey(form, type.toLowerCase()));
  return inputsOf(form, g, r, [...form.groups[g]!.rows[r]!.inputs, input]);
}
export const updateInput = (form: FormSave, g: number, r: number, i: number, patch: Partial<FormInput>): FormSave =>
  inputsOf(
    form,
    g,
    r,
    replaceAt(form.groups[g]!.rows[r]!.inputs, i, { ...form.groups[g]!.rows[r]!.inputs[i]!, ...patch }),
  );
export const moveInput = (form: FormSave, g: number, r: number, i: number, delta: number): FormSave =>
  inputsOf(form, g, r, move(form.groups[g]!.rows[r]!.inputs, i, delta));
export const removeInput = (form: FormSave, g: number, r: number, i: number): FormSave =>
  inputsOf(form, g, r, removeAt(form.groups[g]!.rows[r]!.inputs, i));

export function addConditionGroup(form: FormSave, name: string): FormSave {
  const group: FormConditionGroup = {
    key: freeKey(form, 'condition'),
    name,
    isActive: true,
    match: 'ALL',
    conditions: [{ field: null, sign: 'FILLED', value: null }],
  };
  return { ...form, conditionGroups: [...form.conditionGroups, group] };
}
export const updateConditionGroup = (form: FormSave, c: number, patch: Partial<FormConditionGroup>): FormSave => ({
  ...form,
  conditionGroups: replaceAt(form.conditionGroups, c, { ...form.conditionGroups[c]!, ...patch }),
});

/** Removes a condition group and its uses: what it showed is then always shown. */
export function removeConditionGroup(form: FormSave, c: number): FormSave {
  const key = form.conditionGroups[c]!.key;
  const free = <T extends { condition: string | null }>(item: T): T =>
    item.condition === key ? { ...item, condition: null } : item;
  return {
    ...form,
    conditionGroups: removeAt(form.conditionGroups, c),
    groups: form.groups.map((group) => ({
      ...free(group),
      rows: group.rows.map((row) => ({ ...free(row), inputs: row.inputs.map(free) })),
    })),
  };
}

/** Whether any message is on this path or under it (an input's chip turns red when one of its fields is wrong). */
export const hasErrorUnder = (errors: Record<string, string>, path: string): boolean =>
  Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));
