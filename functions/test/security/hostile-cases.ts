import type * as z from 'zod';
import { isStrict, kindOf, shapeOf } from './schema-walk.ts';
import { multipartBody, paramNames, pathOf, type TableRoute } from './kit.ts';
import { queryText, type Body } from './route-inputs.ts';

/**
 * The hostile inputs of one route, generated from its schemas (docs/security-tests.md). Each case is
 * either invalid by construction (`invalid`: the answer must be a 4xx) or one the route's own schema
 * accepts (the schema is the oracle: the answer may be anything but a 5xx). Every answer must be our
 * envelope when it refuses, and never show a stack trace or an internal path.
 */

export interface HostileCase {
  name: string;
  method: string;
  path: string;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Invalid by construction: the answer must be a 4xx. */
  invalid: boolean;
  /** Why it is invalid (for the failure message). */
  why?: string;
}

export interface Base {
  params: Record<string, string | number>;
  query: Record<string, string>;
  body: Body | undefined;
}

/** Key names that mean something to every JavaScript object. */
export const prototypeNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
] as const;

const megabyte = 'z'.repeat(1024 * 1024);
const hundredKb = 'z'.repeat(100 * 1024);
const deepArrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObjects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
/** What a query value may be at most here: the whole request line must stay under Node's 16 KB header limit (API
 * Gateway's is 10 KB). */
const longQueryValue = 'z'.repeat(8000);

/** A JSON object's text with one more key, written raw (so `__proto__` stays an own key, as JSON.parse reads it). */
function withRawKey(objectText: string, key: string, valueText: string): string {
  if (!objectText.startsWith('{')) return `{${JSON.stringify(key)}:${valueText}}`;
  return objectText === '{}'
    ? `{${JSON.stringify(key)}:${valueText}}`
    : `{${JSON.stringify(key)}:${valueText},${objectText.slice(1)}`;
}

const placeholder = 'zq-placeholder-7f3a';
/** The body's text with `field` set to a raw JSON text (a number JSON.parse reads as Infinity, a deep nesting…). */
function withRawField(base: Record<string, unknown>, field: string, rawValue: string): string {
  return JSON.stringify({ ...base, [field]: placeholder }).replace(`"${placeholder}"`, rawValue);
}

/** JSON.parse as the pipeline does; `undefined` when the text is not JSON. */
function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const accepts = (schema: z.ZodType | undefined, value: unknown) =>
  schema ? schema.safeParse(value).success : value === undefined;

/** What the pipeline hands over for a multipart form: text fields read as JSON when they look like it, files as files.
 * */
function formValue(
  fields: Record<string, unknown>,
  files: Array<{ field: string; name: string; type: string; bytes: Uint8Array }>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    const trimmed = text.trim();
    let read: unknown = text;
    if (/^[[{]/.test(trimmed) || ['true', 'false', 'null'].includes(trimmed)) {
      try {
        read = JSON.parse(trimmed);
      } catch {
        read = text;
      }
    }
    out[name] = read;
  }
  for (const file of files) {
    const uploaded = { filename: file.name, contentType: file.type, size: file.bytes.length, data: file.bytes };
    if (file.field === 'images') out.images = [...((out.images as unknown[] | undefined) ?? []), uploaded];
    else out[file.field] = uploaded;
  }
  return out;
}

/** Whether a field takes numbers (a `z.number`, or a loose number read from text or number). */
function takesNumbers(field: z.ZodType, baseValue: unknown): boolean {
  return (
    typeof baseValue === 'number' || ['number', 'int', 'bigint'].includes(kindOf(field)) || field.safeParse(12).success
  );
}

export function hostileCases(route: TableRoute, base: Base): HostileCase[] {
  const cases: HostileCase[] = [];
  const path = (params = base.params, query: string = queryText(base.query), raw = false) =>
    pathOf(route, params, { raw, query });
  const basePath = path();
  const sendsBody = route.method !== 'GET';

  // ----- body -----------------------------------------------------------------------------------
  if (route.body && sendsBody) {
    const schema = route.body;
    const baseValue = (base.body?.kind === 'json' ? base.body.value : base.body?.fields) as
      Record<string, unknown> | undefined;
    const object: Record<string, unknown> =
      baseValue && typeof baseValue === 'object' && !Array.isArray(baseValue) ? baseValue : {};
    const baseText = JSON.stringify(object);
    const json = (name: string, text: string, invalid: boolean, why?: string): HostileCase => ({
      name,
      method: route.method,
      path: basePath,
      body: text,
      contentType: 'application/json',
      invalid,
      why,
    });
    /** A JSON case whose validity the schema decides, unless it is invalid by construction anyway. */
    const oracle = (name: string, text: string, forced?: string): HostileCase => {
      const p = parsed(text);
      const valid = p.ok && p.value !== null && accepts(schema, p.value);
      return json(
        name,
        text,
        forced !== undefined || !valid,
        forced ?? (valid ? undefined : 'the route’s schema refuses it'),
      );
    };

    cases.push(json('body: JSON null', 'null', true, 'a null body'));
    cases.push({
      name: 'body: none',
      method: route.method,
      path: basePath,
      invalid: !route.optionalBody,
      why: 'no body on a route that takes one',
    });
    cases.push(oracle('body: {}', '{}'));
    cases.push(oracle('body: an array', '[]'));
    cases.push(oracle('body: a string', '"zq"'));
    cases.push(oracle('body: a number', '42'));
    cases.push(oracle('body: true', 'true'));
    const strict = isStrict(schema);
    for (const key of prototypeNames) {
      const value = key === '__proto__' ? '{"polluted":true}' : '1';
      cases.push(
        oracle(
          `body key ${key}`,
          withRawKey(baseText, key, value),
          key === '__proto__' || strict ? `a key named ${key}` : undefined,
        ),
      );
    }
    // Nested keys: inside the first object (or array of objects) of the body, else under a key of our own.
    const nestedField = Object.entries(object).find(
      ([, v]) =>
        (v && typeof v === 'object' && !Array.isArray(v)) || (Array.isArray(v) && v[0] && typeof v[0] === 'object'),
    );
    for (const key of prototypeNames) {
      const value = key === '__proto__' ? '{"polluted":true}' : '1';
      if (nestedField) {
        const [field, v] = nestedField;
        const inner = Array.isArray(v)
          ? `[${withRawKey(JSON.stringify(v[0]), key, value)}${v.length > 1 ? `,${JSON.stringify(v.slice(1)).slice(1, -1)}` : ''}]`
          : withRawKey(JSON.stringify(v), key, value);
        cases.push(
          oracle(
            `body ${field}.${key} (nested)`,
            withRawField(object, field, inner),
            key === '__proto__' ? 'a nested __proto__ key' : undefined,
          ),
        );
      } else {
        cases.push(
          oracle(
            `body zqNested.${key} (nested)`,
            withRawField(object, 'zqNested', withRawKey('{}', key, value)),
            key === '__proto__' || strict ? `an unknown nested key ${key}` : undefined,
          ),
        );
      }
    }
    // Each top-level field: null and the wrong types.
    const shape = shapeOf(schema) ?? {};
    const fields = Object.keys(shape);
    const wrong: Array<[string, unknown]> = [
      ['null', null],
      ['an object', { zq: 1 }],
      ['an array', ['zq']],
      ['true', true],
      ['a number', 12345],
      ['a string', 'zq-text'],
    ];
    for (const field of fields) {
      for (const [label, value] of wrong)
        cases.push(oracle(`body.${field} = ${label}`, JSON.stringify({ ...object, [field]: value })));
    }
    // Long texts: 1 MB (past the body limit), and 100 KB, which no field without an explicit large bound may take.
    const textFields = fields.filter((f) => typeof object[f] === 'string' || kindOf(shape[f]!) === 'string');
    for (const field of (textFields.length > 0 ? textFields : fields).slice(0, 3)) {
      cases.push(
        oracle(`body.${field} = a 1 MB string`, JSON.stringify({ ...object, [field]: megabyte }), 'a 1 MB string'),
      );
      // 100 KB is taken only by a field with an explicit bound that large (the schema refuses 1 MB there).
      const explicitlyLarge =
        accepts(schema, { ...object, [field]: hundredKb }) && !accepts(schema, { ...object, [field]: megabyte });
      cases.push(
        oracle(
          `body.${field} = a 100 KB string`,
          JSON.stringify({ ...object, [field]: hundredKb }),
          explicitlyLarge ? undefined : 'a 100 KB string in a field without a bound that large',
        ),
      );
    }
    // Numbers: huge, past the safe integers, non-finite (JSON.parse reads 1e999 as Infinity).
    // A field the schema reads at all (it refuses a text there) must refuse them; one it ignores in
    // this body (a weight capacity on a box of bottles) may take them, as it takes any text.
    const checks = (field: string, value: Record<string, unknown>) =>
      !accepts(schema, { ...value, [field]: 'zq-text' });
    for (const field of fields.filter((f) => takesNumbers(shape[f]!, object[f]))) {
      const huge = checks(field, object) ? 'a number no field of ours means' : undefined;
      cases.push(oracle(`body.${field} = 1e308`, withRawField(object, field, '1e308'), huge && `${huge} (1e308)`));
      cases.push(
        oracle(
          `body.${field} = 9007199254740993`,
          withRawField(object, field, '9007199254740993'),
          huge && `${huge} (past 2^53)`,
        ),
      );
      cases.push(oracle(`body.${field} = 1e999 (Infinity)`, withRawField(object, field, '1e999'), 'Infinity'));
      cases.push(oracle(`body.${field} = -1e999 (-Infinity)`, withRawField(object, field, '-1e999'), '-Infinity'));
      cases.push(oracle(`body.${field} = -1`, JSON.stringify({ ...object, [field]: -1 })));
      cases.push(oracle(`body.${field} = 0.5`, JSON.stringify({ ...object, [field]: 0.5 })));
    }
    // Deep nesting.
    cases.push(json('body: 10 000 nested arrays', deepArrays, true, 'nesting 10 000 deep'));
    cases.push(
      oracle(
        `body.${fields[0] ?? 'zq'} = 10 000 nested objects`,
        withRawField(object, fields[0] ?? 'zq', deepObjects),
        'nesting 10 000 deep',
      ),
    );
    // Not JSON.
    const invalidJson: Array<[string, string]> = [
      ['truncated JSON', baseText.slice(0, Math.max(1, baseText.length - 1))],
      ['a trailing comma', baseText === '{}' ? '{"zq":1,}' : `${baseText.slice(0, -1)},}`],
      ['single quotes', (baseText === '{}' ? '{"zq":"x"}' : baseText).replace(/"/g, "'")],
      ['a byte order mark', `\uFEFF${baseText}`],
      ['a bare undefined', 'undefined'],
      ['NaN', 'NaN'],
      ['text after the JSON', `${baseText} zq`],
    ];
    for (const [label, text] of invalidJson) cases.push(json(`body: ${label}`, text, true, 'not JSON'));
    // A key twice (JSON.parse keeps the last): the schema decides.
    if (fields[0])
      cases.push(oracle(`body: ${fields[0]} twice`, `{${JSON.stringify(fields[0])}:"zq-first",${baseText.slice(1)}`));
    // Wrong content types.
    cases.push({
      name: 'body: form-urlencoded',
      method: route.method,
      path: basePath,
      body: 'zq=1&__proto__[polluted]=1',
      contentType: 'application/x-www-form-urlencoded',
      invalid: true,
      why: 'not JSON',
    });
    cases.push({
      name: 'body: XML',
      method: route.method,
      path: basePath,
      body: '<?xml version="1.0"?><zq>1</zq>',
      contentType: 'application/xml',
      invalid: true,
      why: 'not JSON',
    });
    cases.push({
      name: 'body: JSON sent as text/plain',
      method: route.method,
      path: basePath,
      body: baseText,
      contentType: 'text/plain',
      invalid: !accepts(schema, object),
      why: 'the route’s schema refuses it',
    });
    cases.push({
      name: 'body: malformed multipart',
      method: route.method,
      path: basePath,
      body: '--zq\r\nContent-Disposition: form-data; name="zq"\r\n\r\nunterminated',
      contentType: 'multipart/form-data; boundary=zq',
      invalid: true,
      why: 'a malformed multipart body',
    });
    cases.push({
      name: 'body: multipart without a boundary',
      method: route.method,
      path: basePath,
      body: 'zq',
      contentType: 'multipart/form-data',
      invalid: true,
      why: 'a malformed multipart body',
    });
    if (route.multipart) {
      // The form as the admin sends it, with fields named like prototype properties.
      const files = base.body?.kind === 'multipart' ? base.body.files : [];
      for (const key of prototypeNames) {
        const form = multipartBody({ ...object, [key]: key === '__proto__' ? { polluted: true } : '1' }, files);
        cases.push({
          name: `multipart field ${key}`,
          method: route.method,
          path: basePath,
          body: form.body,
          contentType: form.contentType,
          invalid: key === '__proto__' || strict,
          why: `a form field named ${key}`,
        });
      }
      // Numbers as the form's text: huge, past 2^53, non-finite (a field's JSON text is read as JSON).
      const asForm = formValue(object, files);
      for (const field of fields.filter((f) => typeof object[f] === 'number')) {
        const read = !accepts(schema, { ...asForm, [field]: 'zq-text' });
        for (const [label, text] of [
          ['1e308', '1e308'],
          ['9007199254740993', '9007199254740993'],
          ['1e999 (Infinity)', '1e999'],
        ] as const) {
          const form = multipartBody({ ...object, [field]: text }, files);
          const valid = accepts(schema, formValue({ ...object, [field]: text }, files));
          cases.push({
            name: `multipart ${field} = ${label}`,
            method: route.method,
            path: basePath,
            body: form.body,
            contentType: form.contentType,
            invalid: read || !valid,
            why: read ? `a number no field of ours means (${label})` : 'the route’s schema refuses it',
          });
        }
      }
      // A text field of the form (a file field would be replaced by its file), else one the form does not have.
      const fileFields = new Set(files.map((f) => f.field));
      const textField =
        textFields.find((f) => !fileFields.has(f)) ?? fields.find((f) => !fileFields.has(f)) ?? 'zqText';
      const big = multipartBody({ ...object, [textField]: hundredKb }, files);
      const explicitlyLarge =
        accepts(schema, formValue({ ...object, [textField]: hundredKb }, files)) &&
        !accepts(schema, formValue({ ...object, [textField]: megabyte }, files));
      cases.push({
        name: `multipart ${textField} = a 100 KB text`,
        method: route.method,
        path: basePath,
        body: big.body,
        contentType: big.contentType,
        invalid: !explicitlyLarge,
        why: 'a 100 KB text in a field without a bound that large',
      });
    }
  } else if (sendsBody) {
    // A route that takes no body must refuse one.
    cases.push({
      name: 'unexpected body',
      method: route.method,
      path: basePath,
      body: '{"zq":1}',
      contentType: 'application/json',
      invalid: true,
      why: 'a body on a route that takes none',
    });
    cases.push({
      name: 'unexpected body with __proto__',
      method: route.method,
      path: basePath,
      body: '{"__proto__":{"polluted":true}}',
      contentType: 'application/json',
      invalid: true,
      why: 'a body on a route that takes none',
    });
    cases.push({
      name: 'unexpected body: 10 000 nested arrays',
      method: route.method,
      path: basePath,
      body: deepArrays,
      contentType: 'application/json',
      invalid: true,
      why: 'a body on a route that takes none',
    });
  }

  // ----- query ----------------------------------------------------------------------------------
  const querySchema = route.query;
  const queryOracle = (values: Record<string, string>) => (querySchema ? accepts(querySchema, values) : true);
  // A route without a query schema refuses any parameter, as a strict one refuses an unknown one.
  const strictQuery = querySchema ? isStrict(querySchema) : true;
  for (const key of prototypeNames) {
    const text = `${queryText(base.query)}${Object.keys(base.query).length ? '&' : ''}${encodeURIComponent(key)}=1`;
    cases.push({
      name: `query parameter ${key}`,
      method: route.method,
      path: path(base.params, text),
      invalid: strictQuery,
      why: `an unknown query parameter ${key}`,
    });
  }
  // Query strings a parser may read in its own way (brackets, no `=`, empty names, many parameters).
  const oddQueries: Array<[string, string]> = [
    ['__proto__[polluted]=1', '__proto__%5Bpolluted%5D=1'],
    ['constructor[prototype][polluted]=1', 'constructor%5Bprototype%5D%5Bpolluted%5D=1'],
    ['a name with no value', 'zq'],
    ['an empty name', '=1'],
    ['empty pairs', '&&'],
    ['a %00 name', '%00=1'],
    ['100 unknown parameters', Array.from({ length: 100 }, (_, i) => `zq${i}=${i}`).join('&')],
    ['an unknown parameter twice', 'zq=1&zq=2'],
    ['an 8 000-character unknown parameter', `zq=${longQueryValue}`],
  ];
  for (const [label, text] of oddQueries) {
    const extra = [queryText(base.query), text].filter(Boolean).join('&');
    // `&&` and `zq` with no value carry no unknown name the pipeline reads (`zq` is one, empty); the others do.
    const unknown = label !== 'empty pairs';
    cases.push({
      name: `query: ${label}`,
      method: route.method,
      path: path(base.params, extra),
      invalid: strictQuery && unknown,
      why: 'an unknown query parameter',
    });
  }
  if (querySchema) {
    cases.push({
      name: 'query parameter zqUnknown',
      method: route.method,
      path: path(base.params, `${queryText(base.query)}&zqUnknown=1`),
      invalid: strictQuery,
      why: 'an unknown query parameter',
    });
    for (const field of Object.keys(shapeOf(querySchema) ?? {})) {
      const values: Array<[string, string, string]> = [
        ['repeated', `${encodeURIComponent(field)}=1&${encodeURIComponent(field)}=2`, '1,2'],
        ['an 8 000-character value', `${encodeURIComponent(field)}=${longQueryValue}`, longQueryValue],
        ['%00', `${encodeURIComponent(field)}=%00`, '\u0000'],
        ['1e999', `${encodeURIComponent(field)}=1e999`, '1e999'],
        ['-1', `${encodeURIComponent(field)}=-1`, '-1'],
        ['empty', `${encodeURIComponent(field)}=`, ''],
        ['constructor', `${encodeURIComponent(field)}=constructor`, 'constructor'],
        ['__proto__', `${encodeURIComponent(field)}=__proto__`, '__proto__'],
        ['1e308', `${encodeURIComponent(field)}=1e308`, '1e308'],
        ['9007199254740993', `${encodeURIComponent(field)}=9007199254740993`, '9007199254740993'],
        ['NaN', `${encodeURIComponent(field)}=NaN`, 'NaN'],
        ['[]', `${encodeURIComponent(field)}=%5B%5D`, '[]'],
        ['{}', `${encodeURIComponent(field)}=%7B%7D`, '{}'],
        ['markup', `${encodeURIComponent(field)}=%3Cscript%3E`, '<script>'],
      ];
      const others = Object.fromEntries(Object.entries(base.query).filter(([k]) => k !== field));
      for (const [label, text, value] of values) {
        const valid = queryOracle({ ...others, [field]: value });
        // A query value as long as a URL allows is taken only by a field with no bound at all.
        const unbounded =
          label === 'an 8 000-character value' && valid && queryOracle({ ...others, [field]: megabyte });
        cases.push({
          name: `query ${field} = ${label}`,
          method: route.method,
          path: path(base.params, [queryText(others), text].filter(Boolean).join('&')),
          invalid: !valid || unbounded,
          why: valid
            ? 'an 8 000-character value in a query field without a bound'
            : 'the route’s query schema refuses it',
        });
      }
    }
  }

  // ----- path parameters --------------------------------------------------------------------------
  for (const name of paramNames(route)) {
    const baseValue = base.params[name]!;
    const numeric = typeof baseValue === 'number' ? baseValue : undefined;
    const values: Array<[string, string]> = [
      ...prototypeNames.map((p): [string, string] => [p, p]),
      ['-1', '-1'],
      ['0', '0'],
      ['1.5', '1.5'],
      ['1e999', '1e999'],
      ['-1e999', '-1e999'],
      ['9007199254740993', '9007199254740993'],
      ['1e308', '1e308'],
      ['NaN', 'NaN'],
      ['Infinity', 'Infinity'],
      ['%00', '%00'],
      ['../ encoded', '..%2F..%2Fadmin'],
      ['%2e%2e', '%2e%2e'],
      ['a bad percent escape', '%E0%A4%A'],
      ['2 000 characters', 'z'.repeat(2000)],
      ['a quote', "zq'%22"],
      ['markup', '%3Cscript%3E'],
      ['1e3', '1e3'],
      ['an encoded slash', '%2F'],
      ['a dot', '.'],
      ['a space', '%20'],
      ['a tilde', '~'],
      ...(numeric !== undefined
        ? ([
            ['the id with a space', `%20${numeric}`],
            ['the id in hexadecimal', `0x${numeric.toString(16)}`],
            ['the id as 1.0', `${numeric}.0`],
          ] as Array<[string, string]>)
        : []),
    ];
    for (const [label, raw] of values) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(raw);
      } catch {
        decoded = raw;
      }
      const params = { ...base.params, [name]: decoded };
      const valid = route.params ? accepts(route.params, params) : true;
      // A dot segment is resolved by URL rules before any route is matched: another route may answer.
      const dotSegment = ['.', '..'].includes(decoded);
      cases.push({
        name: `path {${name}} = ${label}`,
        method: route.method,
        path: path({ ...base.params, [name]: raw }, queryText(base.query), true),
        invalid: !valid && !dotSegment,
        why: 'the route’s path schema refuses it',
      });
    }
  }

  // A body the route takes, so that the path and query cases are the only thing wrong with them.
  if (route.body && sendsBody && base.body) {
    const withBody = (c: HostileCase): HostileCase => {
      if (c.body !== undefined || !(c.name.startsWith('query') || c.name.startsWith('path'))) return c;
      if (base.body!.kind === 'json')
        return { ...c, body: JSON.stringify(base.body!.value), contentType: 'application/json' };
      const form = multipartBody(base.body!.fields, base.body!.files);
      return { ...c, body: form.body, contentType: form.contentType };
    };
    return cases.map(withBody);
  }
  return cases;
}
