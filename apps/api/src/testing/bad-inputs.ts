/**
 * A deterministic generator of bad inputs from an OpenAPI 3.1 document: for every operation,
 * requests with NUL bytes, over-long strings, huge and fractional numbers, wrong types,
 * missing fields, malformed JSON and wrong content types (fuzz.test.ts sends them).
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  multipleOf?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
}

/**
 * Values that name real things (a model of the caller, a package on sale), by field name or
 * by `operationId.field`: with them the plausible request reaches the handler's work.
 */
export type Known = Record<string, unknown>;

/** One request to send: where, what, and why (for the failure message). */
export interface BadRequest {
  label: string;
  path: string;
  query?: [string, string][];
  headers?: Record<string, string>;
  /** Extra cookies, as a Cookie header value. */
  cookies?: string;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
}

/** A JSON value written into the body text as is: numbers JSON.stringify cannot write. */
class Raw {
  constructor(readonly text: string) {}
}

const NUL = String.fromCharCode(0);
const LONG = 'x'.repeat(20_000);
const DEEP = new Raw(`${'['.repeat(3000)}${']'.repeat(3000)}`);
const EXAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
/** As long as a UUID and made of its characters, but not one (PostgreSQL refuses it). */
const UUID_SHAPED = '-'.repeat(36);

/** Strings no id, code, slug or query value of this API accepts as meaningful. */
export const BAD_STRINGS = [
  NUL,
  `a${NUL}b`,
  LONG.slice(0, 5000),
  '2147483648',
  '9007199254740993',
  '-1',
  '1.5',
  'NaN',
  'Infinity',
  '1e400',
  '',
  ' ',
  '%',
  "'; select pg_sleep(1); --",
  UUID_SHAPED,
  '../../etc/passwd',
  '😀',
  'null',
  '{}',
];

const BAD_NUMBERS = [
  2 ** 31,
  2 ** 53,
  -1,
  -(2 ** 31) - 1,
  1.5,
  1e308,
  new Raw('1e400'),
  new Raw('-1e400'),
  'NaN',
  '12',
  true,
  null,
  {},
];
const BAD_STRING_VALUES = [
  `a${NUL}b`,
  LONG,
  'x'.repeat(300),
  UUID_SHAPED,
  42,
  true,
  null,
  {},
  [],
  DEEP,
];
const BAD_BOOLEANS = ['true', 1, null, {}];
const BAD_ARRAYS = ['x', {}, null, Array.from({ length: 3000 }, () => 'a'), [`a${NUL}b`], DEEP];
const BAD_OBJECTS = ['x', [], null, 1, DEEP];

export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) {
    s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return s;
}

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  return s.type;
}

function choice(doc: OpenApiDocument, s: JsonSchema): JsonSchema {
  const options = s.anyOf ?? s.oneOf;
  if (!options) return s;
  const chosen = options.map((o) => resolve(doc, o)).find((o) => typeOf(o) !== 'null');
  return chosen ?? {};
}

/** A string the schema's pattern accepts, when one of a few plain candidates does. */
function stringFor(s: JsonSchema): string {
  if (s.format === 'uuid') return EXAMPLE_UUID;
  if (s.format === 'date-time') return new Date(Date.UTC(2030, 0, 1)).toISOString();
  if (s.format === 'email') return 'fuzz@example.com';
  const candidates = ['abc', `${EXAMPLE_UUID}.pdf`, EXAMPLE_UUID, '/pricing', 'ABC_123'];
  const pattern = s.pattern ? new RegExp(s.pattern, 'u') : null;
  const found = candidates.find((c) => !pattern || pattern.test(c)) ?? 'abc';
  return found.padEnd(s.minLength ?? 0, 'x');
}

export interface Where {
  known: Known;
  operationId?: string | undefined;
  name?: string;
}

function knownValue({ known, operationId, name }: Where): unknown {
  if (!name) return undefined;
  return known[`${operationId}.${name}`] ?? known[name];
}

/** A plausible value of the schema, every optional property included. */
export function sample(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  where: Where = { known: {} },
  depth = 0,
): unknown {
  const s = choice(doc, resolve(doc, schema));
  const given = knownValue(where);
  if (given !== undefined && typeOf(s) !== 'array') return given;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.allOf) {
    return Object.assign({}, ...s.allOf.map((part) => sample(doc, part, where, depth + 1)));
  }
  switch (typeOf(s)) {
    case 'object': {
      if (depth > 6) return {};
      const entries = Object.entries(s.properties ?? {});
      return Object.fromEntries(
        entries.map(([k, v]) => [k, sample(doc, v, { ...where, name: k }, depth + 1)]),
      );
    }
    case 'array': {
      const n = s.maxItems === 0 ? 0 : Math.max(1, s.minItems ?? 1);
      // The items of `styles` are known as `styles` too.
      return Array.from({ length: n }, () => sample(doc, s.items, where, depth + 1));
    }
    case 'string':
      return stringFor(s);
    case 'integer':
      return s.minimum ?? (s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1);
    case 'number':
      return s.minimum ?? 0.5;
    case 'boolean':
      return true;
    default:
      return {};
  }
}

/** Values of the wrong kind or out of every sensible range for a field of this schema. */
function badValuesFor(doc: OpenApiDocument, schema: JsonSchema): unknown[] {
  const s = choice(doc, resolve(doc, schema));
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return BAD_NUMBERS;
    case 'string':
      return BAD_STRING_VALUES;
    case 'boolean':
      return BAD_BOOLEANS;
    case 'array':
      return BAD_ARRAYS;
    case 'object':
      return BAD_OBJECTS;
    default:
      return [`a${NUL}b`, DEEP, LONG];
  }
}

type Path = (string | number)[];

/** Every field of a sampled value with its schema, nested objects and first items included. */
function fields(doc: OpenApiDocument, schema: JsonSchema, value: unknown, at: Path = []) {
  const out: { at: Path; schema: JsonSchema; required: boolean }[] = [];
  const s = choice(doc, resolve(doc, schema));
  if (typeOf(s) === 'object' && value && typeof value === 'object' && at.length < 5) {
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      const required = s.required?.includes(key) ?? false;
      out.push({ at: [...at, key], schema: child, required });
      out.push(...fields(doc, child, (value as Record<string, unknown>)[key], [...at, key]));
    }
  } else if (typeOf(s) === 'array' && Array.isArray(value) && value.length > 0 && s.items) {
    out.push({ at: [...at, 0], schema: s.items, required: false });
    out.push(...fields(doc, s.items, value[0], [...at, 0]));
  }
  return out;
}

function withValue(root: unknown, at: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** JSON text with Raw values written as they are (1e400, deep nesting). */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

const describe = (v: unknown) =>
  v instanceof Raw
    ? v.text.slice(0, 20)
    : typeof v === 'string'
      ? JSON.stringify(v.slice(0, 20))
      : Array.isArray(v)
        ? `array(${v.length})`
        : JSON.stringify(v);

/** Bad values for each path and query parameter, the others given plausible values. */
export function parameterCases(
  doc: OpenApiDocument,
  path: string,
  op: Operation,
  known: Known = {},
): BadRequest[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const where = (name: string) => ({ known, operationId: op.operationId, name });
  const good = new Map(params.map((p) => [p.name, String(sample(doc, p.schema, where(p.name)))]));
  const build = (override?: { name: string; value: string }): BadRequest => {
    const value = (p: Parameter) =>
      override?.name === p.name ? override.value : good.get(p.name)!;
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const p = params.find((x) => x.name === name && x.in === 'path');
      return p ? encodeURIComponent(value(p)) : name;
    });
    const query = params
      .filter((p) => p.in === 'query' && (p.required || p.name === override?.name))
      .map((p): [string, string] => [p.name, value(p)]);
    const label = override ? `${override.name}=${describe(override.value)}` : 'plausible values';
    return { label, path: url, query };
  };
  const cases = [build()];
  for (const p of params) {
    // An empty path parameter is another URL, not a bad value for this operation.
    const values = p.in === 'path' ? BAD_STRINGS.filter(Boolean) : BAD_STRINGS;
    for (const value of [...values, ...patternKeepingVariants(p.schema, good.get(p.name)!)]) {
      cases.push(build({ name: p.name, value }));
    }
    if (p.in === 'query') {
      const repeated = build();
      repeated.label = `${p.name} given twice`;
      repeated.query = [...(repeated.query ?? []), [p.name, 'a'], [p.name, 'b']];
      cases.push(repeated);
    }
  }
  // A raw, malformed percent-encoding in the first path parameter.
  const first = params.find((p) => p.in === 'path');
  if (first) {
    const raw = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      name === first.name ? '%E0%A4%A' : encodeURIComponent(good.get(name) ?? name),
    );
    cases.push({ label: `${first.name} malformed percent-encoding`, path: raw });
  }
  return cases;
}

/** Strings that still match a pattern but are not what it is meant to admit (e.g. 36 dashes). */
function patternKeepingVariants(schema: JsonSchema | undefined, good: string): string[] {
  if (!schema?.pattern) return [];
  const pattern = new RegExp(schema.pattern, 'u');
  const variants = [
    good.replace(/[0-9]/g, '-'),
    good.replace(/[0-9a-z]/g, '-'),
    good.replace(/[0-9]/g, 'f'),
    good.replace(/[a-z]/g, '0'),
    good.toUpperCase(),
  ];
  return variants.filter((v) => v !== good && pattern.test(v));
}

/** Bad JSON bodies: each field wrong, each required field missing, and bad roots. */
export function jsonBodyCases(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  where: Where = { known: {} },
) {
  const good = sample(doc, schema, where);
  const cases: { label: string; body: string }[] = [
    { label: 'plausible body', body: jsonText(good) },
  ];
  for (const field of fields(doc, schema ?? {}, good)) {
    const name = field.at.join('.');
    for (const value of badValuesFor(doc, field.schema)) {
      cases.push({
        label: `${name}=${describe(value)}`,
        body: jsonText(withValue(good, field.at, value)),
      });
    }
    if (field.required) {
      cases.push({
        label: `${name} missing`,
        body: jsonText(withValue(good, field.at, undefined, true)),
      });
    }
  }
  const roots = ['[]', 'null', '1', '"x"', 'true', '{}', '{"a":', '{"a":1}}', `"${NUL}"`];
  for (const body of [...roots, '{"a":"\\u0000"}', jsonText(DEEP), '']) {
    cases.push({ label: `body ${describe(body)}`, body });
  }
  return cases;
}

/** Bad multipart forms: each text field wrong, files that are not files, no file. */
export function formCases(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  where: Where = { known: {} },
) {
  const s = resolve(doc, schema);
  const entries = Object.entries(s.properties ?? {});
  const base = () => {
    const form = new FormData();
    for (const [key, child] of entries) {
      const field = resolve(doc, child);
      if (field.format === 'binary') {
        form.append(key, new Blob([new Uint8Array([1, 2, 3])]), 'photo.jpg');
      } else form.append(key, String(sample(doc, field, { ...where, name: key })));
    }
    return form;
  };
  const cases: { label: string; body: FormData }[] = [{ label: 'plausible form', body: base() }];
  for (const [key] of entries) {
    for (const value of [...BAD_STRINGS, LONG]) {
      const form = base();
      form.set(key, value);
      cases.push({ label: `${key}=${describe(value)}`, body: form });
    }
    const without = base();
    without.delete(key);
    cases.push({ label: `${key} missing`, body: without });
    const twice = base();
    twice.append(key, new Blob([new Uint8Array(10)]), 'x.png');
    cases.push({ label: `${key} twice, once as a file`, body: twice });
  }
  return cases;
}
