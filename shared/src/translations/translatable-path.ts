import type { UnitFormat } from './translation.ts';

/**
 * Where an entity holds its translatable texts, as paths over the entity's public shape (docs/translations.md):
 * `title`, `image.alt`, `layouts[].contents[].content`. A `[]` walks an array and names each element by its `id`
 * (else its `key`, else its index), so a unit keeps its translation when the elements are reordered;
 * `inputs[name]` names them by another attribute. The concrete path of one text is `layouts.12.contents.40.content`.
 * The same walk reads the sources from an entity and writes the translations into a copy of it.
 */
export interface FieldSpec {
  path: string;
  format: UnitFormat;
}

export interface ExtractedUnit {
  field: string;
  text: string;
  format: UnitFormat;
}

interface Segment {
  name: string;
  /** Undefined: a plain property; '' : an array keyed by id/key/index; else the attribute keying the array. */
  arrayKey?: string;
}

function parse(path: string): Segment[] {
  return path.split('.').map((part) => {
    const match = /^([^[\]]+)\[([^[\]]*)\]$/.exec(part);
    return match ? { name: match[1]!, arrayKey: match[2]! } : { name: part };
  });
}

function elementKey(element: unknown, index: number, attribute: string): string {
  if (typeof element === 'object' && element !== null) {
    const record = element as Record<string, unknown>;
    const candidates = attribute ? [record[attribute]] : [record.id, record.key];
    for (const value of candidates)
      if ((typeof value === 'number' || typeof value === 'string') && String(value) !== '') return String(value);
  }
  return String(index);
}

type Visit = (holder: Record<string, unknown> | unknown[], property: string | number, field: string) => void;

function walk(node: unknown, segments: readonly Segment[], prefix: string, visit: Visit): void {
  if (typeof node !== 'object' || node === null) return;
  const [segment, ...rest] = segments;
  if (!segment) return;
  const record = node as Record<string, unknown>;
  const here = prefix ? `${prefix}.${segment.name}` : segment.name;
  if (segment.arrayKey === undefined) {
    if (rest.length === 0) visit(record, segment.name, here);
    else walk(record[segment.name], rest, here, visit);
    return;
  }
  const array = record[segment.name];
  if (!Array.isArray(array)) return;
  array.forEach((element, index) => {
    const field = `${here}.${elementKey(element, index, segment.arrayKey!)}`;
    if (rest.length === 0) visit(array, index, field);
    else walk(element, rest, field, visit);
  });
}

/** The entity's non-blank texts at the specs' paths, each with its concrete path. */
export function extractUnits(specs: readonly FieldSpec[], entity: unknown): ExtractedUnit[] {
  const units: ExtractedUnit[] = [];
  for (const spec of specs)
    walk(entity, parse(spec.path), '', (holder, property, field) => {
      const value = (holder as Record<string | number, unknown>)[property];
      if (typeof value === 'string' && value.trim() !== '') units.push({ field, text: value, format: spec.format });
    });
  return units;
}

/**
 * A copy of the entity with each text that has a value in `values` (concrete path → text) replaced by it; the
 * others keep their source (the default language is the fallback). The entity itself is not changed.
 */
export function applyUnits<T>(specs: readonly FieldSpec[], entity: T, values: ReadonlyMap<string, string>): T {
  if (values.size === 0) return entity;
  const copy = structuredClone(entity);
  for (const spec of specs)
    walk(copy, parse(spec.path), '', (holder, property, field) => {
      const value = values.get(field);
      const current = (holder as Record<string | number, unknown>)[property];
      if (value !== undefined && typeof current === 'string' && current.trim() !== '')
        (holder as Record<string | number, unknown>)[property] = value;
    });
  return copy;
}
