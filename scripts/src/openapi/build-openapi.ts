import * as z from 'zod';
import type { Level, Method, RouteDef } from '@cellar/shared/routes/define';

/**
 * Builds the OpenAPI 3.1 document of the API from the route table (`shared/src/routes/`).
 * Pure: same table (and same built set) in, same document out, keys in a stable order, so the
 * committed `docs/api/openapi.json` can be compared with a fresh build (see openapi.test.ts).
 * Conventions (headers, envelope, error answers) are those of docs/request-pipeline.md.
 */

/** What the builder needs of a route: the table's definition and its name. */
export interface OpenApiRoute extends RouteDef {
  name: string;
}

export interface BuildOpenApiOptions {
  /**
   * Names of the routes that have a handler. When given, each operation gets `x-cellar-status`
   * (`built` / `not-implemented`) and only unbuilt routes list the 501 answer.
   */
  builtRouteNames?: Set<string>;
  /** Told about every spot of a schema that JSON Schema cannot express (written as `{}`). */
  onUnrepresentable?: (issue: SchemaIssue) => void;
  /** Told about every schema whose conversion threw (written as `{}` with `x-cellar-schema-error`). */
  onSchemaError?: (issue: SchemaIssue) => void;
}

export interface SchemaIssue {
  route: string;
  part: 'params' | 'query' | 'body' | 'response';
  path: string;
  message: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const methodOrder: readonly Method[] = ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'];

const levelText: Record<Level, string> = {
  public: 'public: no token needed (a bad token is ignored)',
  customer: 'customer: a token of the customer pool',
  signedIn: 'signedIn: a valid token of either pool',
  admin: 'admin: a staff token (ADMIN of the site, or SUPER_ADMIN)',
  superAdmin: 'superAdmin: a staff token with role SUPER_ADMIN',
};

/** A file part of a multipart body (the route schemas check it with `z.custom`). */
const fileSchema: JsonObject = { type: 'string', contentMediaType: 'application/octet-stream' };

const ref = (to: string): JsonObject => ({ $ref: to });

function envelope(data: Json, success?: boolean): JsonObject {
  return {
    type: 'object',
    properties: {
      success: success === undefined ? { type: 'boolean' } : { type: 'boolean', const: success },
      message: { type: 'string', description: 'Translated into the userLang language' },
      data,
    },
    required: ['success', 'message', 'data'],
  };
}

function components(): JsonObject {
  const fieldErrors: JsonObject = {
    type: 'object',
    description: 'Translated messages per field',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  };
  return {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'An ID token of the staff or of the customer Cognito pool (told apart by its issuer); the route level says which.',
      },
    },
    parameters: {
      idSite: {
        name: 'idSite',
        in: 'header',
        required: false,
        description:
          'Site the call is about; missing means 0, the defaults site. Authorised by the pipeline (an ADMIN only their sites, never 0).',
        schema: { type: 'integer', minimum: 0, maximum: 999999999, default: 0 },
      },
      userLang: {
        name: 'userLang',
        in: 'header',
        required: false,
        description: 'Language of every message of the answer; anything unknown falls back to fr_FR.',
        schema: { type: 'string', enum: ['fr_FR', 'en_US'], default: 'fr_FR' },
      },
      contentLang: {
        name: 'contentLang',
        in: 'header',
        required: false,
        description:
          'Language of the content of a public read (docs/translations.md "Content language"): an active language of the site, anything else reads its default language; missing means the userLang.',
        schema: { type: 'string', example: 'de_DE' },
      },
      idSiteOverride: {
        name: 'idSiteOverride',
        in: 'header',
        required: false,
        description:
          'Replaces idSite when present (super-admins send 0 to write the defaults site); authorised like idSite.',
        schema: { type: 'integer', minimum: 0, maximum: 999999999 },
      },
    },
    schemas: {
      ErrorEnvelope: envelope({ type: 'object', properties: { errors: fieldErrors } }, false),
      ValidationErrorEnvelope: envelope(
        { type: 'object', properties: { errors: fieldErrors }, required: ['errors'] },
        false,
      ),
      ServerErrorEnvelope: envelope(
        {
          type: 'object',
          properties: { requestId: { type: 'string', description: 'Same id as the log line of the failure' } },
          required: ['requestId'],
        },
        false,
      ),
    },
    responses: {
      BadRequest: errorResponse(
        'Validation failed: data.errors lists translated messages per field',
        'ValidationErrorEnvelope',
      ),
      Unauthorized: errorResponse('Missing, forged, expired or other-pool token', 'ErrorEnvelope'),
      Forbidden: errorResponse('The token may not call this route or use this site', 'ErrorEnvelope'),
      NotFound: errorResponse('No such route, site or item', 'ErrorEnvelope'),
      Conflict: errorResponse('The change conflicts with existing data', 'ErrorEnvelope'),
      InternalError: errorResponse(
        'Unexpected failure: a generic message and the request id, never a stack trace',
        'ServerErrorEnvelope',
      ),
      NotImplemented: errorResponse('Not implemented: the route is in the table but not built yet', 'ErrorEnvelope'),
    },
  };
}

function errorResponse(description: string, schema: string): JsonObject {
  return { description, content: { 'application/json': { schema: ref(`#/components/schemas/${schema}`) } } };
}

export function buildOpenApi(routes: readonly OpenApiRoute[], options: BuildOpenApiOptions = {}): JsonObject {
  const sorted = [...routes].sort(
    (a, b) => compare(a.path, b.path) || methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method),
  );
  const paths: Record<string, JsonObject> = {};
  hoisted = {};
  for (const route of sorted) {
    const item = (paths[route.path] ??= {});
    const method = route.method.toLowerCase();
    if (item[method] !== undefined) throw new Error(`Two routes for ${route.method} ${route.path}`);
    item[method] = operation(route, options);
  }
  const tags = [...new Set(sorted.map((r) => r.group))].sort(compare).map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cellar API',
      version: '0.1.0',
      description:
        'Generated from shared/src/routes (npm run openapi); see docs/api/README.md and docs/request-pipeline.md. Every JSON answer is the envelope { success, message, data }.',
    },
    tags,
    paths,
    components: withSchemas(components(), hoisted),
  };
}

function withSchemas(base: JsonObject, extra: JsonObject): JsonObject {
  const schemas = isObject(base.schemas) ? base.schemas : {};
  return { ...base, schemas: { ...schemas, ...extra } };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function operation(route: OpenApiRoute, options: BuildOpenApiOptions): JsonObject {
  const convert = (part: SchemaIssue['part'], schema: z.ZodType, io: 'input' | 'output') =>
    toSchema(route, part, schema, io, options);
  const parameters: Json[] = [];
  if (route.params) {
    const json = convert('params', route.params, 'input');
    for (const [name, schema] of Object.entries(properties(json)))
      parameters.push({ name, in: 'path', required: true, schema });
  }
  if (route.query) parameters.push(...queryParameters(convert('query', route.query, 'input')));
  parameters.push(
    ref('#/components/parameters/idSite'),
    ref('#/components/parameters/userLang'),
    ref('#/components/parameters/idSiteOverride'),
  );
  // The storefront's reads are the ones with content in a language of the site.
  if (route.level === 'public') parameters.push(ref('#/components/parameters/contentLang'));

  const isPublic = route.level === 'public';
  const built = options.builtRouteNames?.has(route.name);
  const op: JsonObject = {
    operationId: route.name,
    summary: route.summary,
    description: `Level ${levelText[route.level]}.`,
    tags: [route.group],
    parameters,
  };
  if (route.body) op.requestBody = requestBody(route, convert('body', route.body, 'input'));
  op.security = isPublic ? [] : [{ bearer: [] }];

  const responses: JsonObject = {
    '200': success(route, route.response ? convert('response', route.response, 'output') : {}),
  };
  responses['400'] = ref('#/components/responses/BadRequest');
  if (!isPublic) {
    responses['401'] = ref('#/components/responses/Unauthorized');
    responses['403'] = ref('#/components/responses/Forbidden');
  }
  responses['404'] = ref('#/components/responses/NotFound');
  responses['500'] = ref('#/components/responses/InternalError');
  if (built !== true) responses['501'] = ref('#/components/responses/NotImplemented');
  op.responses = responses;

  if (options.builtRouteNames) op['x-cellar-status'] = built ? 'built' : 'not-implemented';
  op['x-cellar-level'] = route.level;
  op['x-cellar-group'] = route.group;
  if (route.inferred) op['x-cellar-inferred'] = true;
  if (route.draft) op['x-cellar-draft'] = true;
  if (route.siteless) op['x-cellar-siteless'] = true;
  return op;
}

function success(route: OpenApiRoute, data: JsonObject): JsonObject {
  if (route.binary)
    return { description: 'The file', content: { 'application/octet-stream': { schema: { ...fileSchema } } } };
  return { description: 'Success', content: { 'application/json': { schema: envelope(data, true) } } };
}

function requestBody(route: OpenApiRoute, schema: JsonObject): JsonObject {
  let required = true;
  try {
    required = !route.body!.safeParse(undefined).success;
  } catch {
    // a schema that cannot even look at `undefined` needs a body
  }
  if (!route.multipart) return { required, content: { 'application/json': { schema } } };
  // Multipart: object and array fields arrive as JSON strings, files under image/images.
  const encoding: JsonObject = {};
  for (const [name, prop] of Object.entries(properties(schema))) {
    const type = isObject(prop) ? prop.type : undefined;
    if (type === 'object' || type === 'array') encoding[name] = { contentType: 'application/json' };
  }
  const media: JsonObject = { schema };
  if (Object.keys(encoding).length > 0) media.encoding = encoding;
  return { required, content: { 'multipart/form-data': media } };
}

/** One parameter per property; a free-form query (a record) is one `style: form` object parameter. */
function queryParameters(json: JsonObject): Json[] {
  const props = properties(json);
  const required = Array.isArray(json.required) ? json.required : [];
  const names = Object.keys(props);
  if (names.length === 0)
    return [
      {
        name: 'query',
        in: 'query',
        required: false,
        description: 'Free-form query parameters',
        style: 'form',
        explode: true,
        schema: json,
      },
    ];
  return names.map((name) => ({ name, in: 'query', required: required.includes(name), schema: props[name]! }));
}

function properties(json: JsonObject): Record<string, JsonObject> {
  const props = json.properties;
  return isObject(props) ? (props as Record<string, JsonObject>) : {};
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The definitions a recursive schema brings (a page tree's `children`: zod writes them under the schema's own `$defs`
 * and points at them from the document's root, where they are not). Moved to `components.schemas` under names of
 * their route, and their references with them. Filled by `buildOpenApi`, one document at a time.
 */
let hoisted: JsonObject = {};

function hoistDefinitions(json: JsonObject, prefix: string): JsonObject {
  const defs = json.$defs;
  if (!isObject(defs)) return json;
  delete json.$defs;
  let text = JSON.stringify({ json, defs });
  for (const name of Object.keys(defs))
    text = text.replaceAll(`"#/$defs/${name}"`, `"#/components/schemas/${prefix}_${name.replace(/\W/g, '')}"`);
  const moved = JSON.parse(text) as { json: JsonObject; defs: JsonObject };
  for (const [name, def] of Object.entries(moved.defs)) hoisted[`${prefix}_${name.replace(/\W/g, '')}`] = def;
  return moved.json;
}

function toSchema(
  route: OpenApiRoute,
  part: SchemaIssue['part'],
  schema: z.ZodType,
  io: 'input' | 'output',
  options: BuildOpenApiOptions,
): JsonObject {
  try {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: (ctx) => {
        // A file of a multipart body: the only `z.custom` that has a JSON Schema meaning.
        if (part === 'body' && route.multipart && ctx.zodSchema._zod.def.type === 'custom') return { ...fileSchema };
        options.onUnrepresentable?.({ route: route.name, part, path: ctx.path.join('.'), message: ctx.message });
        return 'any';
      },
    }) as JsonObject;
    delete json.$schema;
    return hoistDefinitions(json, `${route.name}_${part}_${io}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.onSchemaError?.({ route: route.name, part, path: '', message });
    return { 'x-cellar-schema-error': message };
  }
}
