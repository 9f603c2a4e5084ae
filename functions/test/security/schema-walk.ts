import type * as z from 'zod';

/**
 * Reading the route table's zod 4 schemas from the outside (`schema._zod.def`), to generate the
 * security suites' requests: the top-level fields of a body or a query, and a plausible value for
 * each, checked against the schema itself (the schema is the oracle of what is valid).
 */

interface Def {
  type: string;
  [key: string]: any;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that do not change the shape a caller sends. */
const wrappers = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
]);

/**
 * The schema that says what a caller sends: optional, nullable, default… peeled; a pipe read by its
 * input (or its output when the input is a bare transform, as `z.preprocess` builds); lazy resolved.
 */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 50; i++) {
    const def = defOf(current);
    if (wrappers.has(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy') current = def.getter();
    else return current;
  }
  return current;
}

/** Whether a field may be left out (optional, default, or accepting `undefined`). */
export function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

/** The fields of an object schema, once wrappers are peeled (an intersection's both sides; a union's first object). */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'intersection') {
    const left = shapeOf(def.left);
    const right = shapeOf(def.right);
    return left || right ? { ...left, ...right } : undefined;
  }
  if (def.type === 'union') {
    for (const option of def.options as z.ZodType[]) {
      const shape = shapeOf(option);
      if (shape) return shape;
    }
  }
  return undefined;
}

/** Whether the object schema refuses unknown keys (`z.strictObject`: its catchall is `never`). */
export function isStrict(schema: z.ZodType | undefined): boolean {
  if (!schema) return false;
  const def = defOf(unwrap(schema));
  return def.type === 'object' && def.catchall !== undefined && defOf(def.catchall).type === 'never';
}

/** The base type of a field (`string`, `number`, `object`…), wrappers peeled. */
export function kindOf(schema: z.ZodType): string {
  return defOf(unwrap(schema)).type;
}

/** Names that say a number is the id of something (`id`, `idProduct`, `boxes`: [ids]…). */
export const idLike = (name: string) =>
  /^id($|[A-Z_])/.test(name) || /^(boxes|products|idProducts|users|ids)$/.test(name);

export interface SampleContext {
  /** Ids a field named like an id takes first (the victim's, in the IDOR check; the caller's own otherwise). */
  ids?: number[];
  /** The ids for one field name (`idProduct`, `boxes`…), when known: wins over `ids`. */
  idsFor?: (name: string) => number[] | undefined;
}

const idsOf = (context: SampleContext, name: string) => context.idsFor?.(name) ?? context.ids ?? [];

/** Texts a field's name suggests, tried before generic ones. */
function namedTexts(name: string): string[] {
  const n = name.toLowerCase();
  const year = new Date().getUTCFullYear() + 1;
  const out: string[] = [];
  if (n.includes('email')) out.push('zq.sample@example.com');
  if (n.includes('phone')) out.push('0612345678');
  if (n.includes('password') || n === 'currentpassword') out.push('Sample-pw-2024');
  if (n.includes('birth')) out.push('14/07/1990', '1990-07-14');
  if (n.includes('color')) out.push('#7B1E3A');
  if (n.includes('postal') || n === 'zipcode') out.push('75001');
  if (n.includes('country') || n === 'alphatwo') out.push('FR', 'FRA', '250');
  if (n.includes('city')) out.push('Paris');
  if (n === 'code' || n.endsWith('code')) out.push('fr_FR', 'ZQCODE1', '16', 'FR');
  if (n.includes('lang')) out.push('fr_FR');
  if (n === 'start' || n === 'from') out.push('09:00', `01/03/${year}`);
  if (n === 'end' || n === 'to') out.push('12:00', `31/03/${year}`);
  if (n.includes('date') || n.endsWith('on')) out.push(`01/03/${year}`, `${year}-03-01`);
  if (n === 'day') out.push('2', 'TUESDAY');
  if (n === 'month') out.push('3');
  if (n === 'year') out.push(String(year));
  if (n.includes('url')) out.push('https://example.com');
  if (n.includes('slug')) out.push('zq-sample');
  if (n.includes('host')) out.push('example.com');
  if (n.includes('vat')) out.push('FR40303265045');
  if (n.includes('filename')) out.push('sample.png', 'sample.csv');
  if (n.includes('contenttype')) out.push('image/png');
  if (n.includes('secret')) out.push('pi_local_0_secret_0');
  if (n.includes('time')) out.push('09:00');
  if (n === 'type' || n.endsWith('type')) out.push('SAMPLE_TYPE');
  if (n === 'outcome') out.push('succeeded');
  if (n.includes('type') || n.includes('unit') || n === 'role' || n === 'status' || n === 'subtype')
    out.push(...vocabulary);
  return out;
}

/** The words of the domain's enumerations checked by refinements rather than by `z.enum`. */
const vocabulary = [
  'WINE',
  'BOX',
  'OTHER',
  'BASIC',
  'FLAT_RATE',
  'BOTTLE',
  'WEIGHT',
  'KG',
  'DELIVERY',
  'PICKUP',
  'PERCENT',
  'EURO',
  'FIXED',
  'FREE',
  'TEXT',
  'SELECT',
  'GENERAL',
  'PRODUCTS',
  'CLOSED',
  'OPENED',
  'AWARD',
  'GRAPE',
  'ADMIN',
  'CLICK_AND_COLLECT',
  'VIGNOBLE_EXPORT',
  'LA_RUCHE',
  'PACKAGE',
  'UNIT',
];

/** Numbers a field's name suggests. */
function namedNumbers(name: string): number[] {
  const n = name.toLowerCase();
  const year = new Date().getUTCFullYear();
  if (n === 'year') return [year - 2, year + 1];
  if (n.startsWith('year')) return [1990];
  if (n.startsWith('month')) return [7, 3];
  if (n === 'day') return [2];
  if (n.startsWith('day')) return [14, 2];
  if (n.includes('capacity')) return [75, 6];
  return [];
}

const genericTexts = ['Sample', 'Sample text for a field', 'a', '1', 'abc', 'FR', 'X1'];
const genericNumbers = [1, 2, 5, 10, 12, 0, 75, 100, 2024, 0.5, 3];

/** Candidate values for a schema, the likeliest first (not checked yet). */
function candidates(schema: z.ZodType, name: string, context: SampleContext, depth: number): unknown[] {
  const def = defOf(schema);
  if (depth > 8) return [undefined];
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return candidates(def.innerType, name, context, depth);
    case 'nullable':
      return [...candidates(def.innerType, name, context, depth), null];
    case 'pipe':
      return defOf(def.in).type === 'transform'
        ? candidates(def.out, name, context, depth)
        : candidates(def.in, name, context, depth);
    case 'lazy':
      return candidates(def.getter(), name, context, depth);
    case 'string':
      return [...(idLike(name) ? idsOf(context, name).map(String) : []), ...namedTexts(name), ...genericTexts];
    case 'number':
    case 'int':
      return [...(idLike(name) ? idsOf(context, name) : []), ...namedNumbers(name), ...genericNumbers];
    case 'bigint':
      return [1];
    case 'boolean':
      return [true, false];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return [...(def.values as unknown[])];
    case 'null':
      return [null];
    case 'array': {
      const element = sampleOf(def.element, singular(name), context, depth + 1);
      const ids = idLike(name) && idsOf(context, name).length ? [idsOf(context, name).slice(0, 3)] : [];
      return [...ids, [element], [], [element, sampleOf(def.element, singular(name), context, depth + 1)]];
    }
    case 'tuple':
      return [(def.items as z.ZodType[]).map((item) => sampleOf(item, name, context, depth + 1))];
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const full: Record<string, unknown> = {};
      const required: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const value = sampleOf(field, key, context, depth + 1);
        if (value === undefined) continue;
        full[key] = value;
        if (!isOptional(field)) required[key] = value;
      }
      return [fit(schema, full, context, depth), fit(schema, required, context, depth)];
    }
    case 'record':
      return [{}];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => candidates(option, name, context, depth + 1));
    case 'intersection':
      return [
        {
          ...(sampleOf(def.left, name, context, depth + 1) as object),
          ...(sampleOf(def.right, name, context, depth + 1) as object),
        },
      ];
    case 'any':
    case 'unknown':
      return ['Sample'];
    default:
      return [undefined];
  }
}

const issueCount = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.length ?? 0;

/**
 * Refinements check fields together (a type among words, one date before another): a few greedy
 * rounds change, one field at a time, each field an issue names, keeping what lowers the issues.
 */
function fit(
  schema: z.ZodType,
  value: Record<string, unknown>,
  context: SampleContext,
  depth: number,
): Record<string, unknown> {
  const shape = defOf(schema).shape as Record<string, z.ZodType>;
  let best = value;
  let score = issueCount(schema, best);
  for (let round = 0; round < 3 && score > 0; round++) {
    const keys = new Set(
      (schema.safeParse(best).error?.issues ?? [])
        .map((issue) => String(issue.path[0] ?? ''))
        .filter((key) => key in shape),
    );
    for (const key of keys) {
      const field = shape[key]!;
      const options = [...candidates(field, key, context, depth + 1), ...(isOptional(field) ? [undefined] : [])];
      for (const option of options) {
        const attempt = { ...best, [key]: option };
        if (option === undefined) delete attempt[key];
        const attemptScore = issueCount(schema, attempt);
        if (attemptScore < score) {
          best = attempt;
          score = attemptScore;
        }
      }
    }
  }
  return best;
}

const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name);

/** A value the schema accepts when one of the candidates is accepted, else the likeliest candidate. */
export function sampleOf(schema: z.ZodType, name: string, context: SampleContext = {}, depth = 0): unknown {
  const list = candidates(schema, name, context, depth);
  for (const value of list) if (schema.safeParse(value).success) return value;
  return list[0];
}

/**
 * A plausible value for a whole body or query: the generated object when the schema accepts it,
 * else the object with its optional fields left out, else with each optional field left out in
 * turn; answers whether the schema accepted it.
 */
export function plausible(schema: z.ZodType, context: SampleContext = {}): { value: unknown; valid: boolean } {
  const first = sampleOf(schema, '', context);
  if (schema.safeParse(first).success) return { value: first, valid: true };
  const shape = shapeOf(schema);
  if (shape && first && typeof first === 'object' && !Array.isArray(first)) {
    const required = Object.fromEntries(Object.entries(first).filter(([key]) => !isOptional(shape[key]!)));
    if (schema.safeParse(required).success) return { value: required, valid: true };
    for (const key of Object.keys(first)) {
      const without = { ...(first as Record<string, unknown>) };
      delete without[key];
      if (schema.safeParse(without).success) return { value: without, valid: true };
    }
  }
  return { value: first, valid: false };
}

/** Whether the schema accepts the value (the request part as the pipeline would hand it over). */
export function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  if (!schema) return value === undefined;
  return schema.safeParse(value).success;
}
