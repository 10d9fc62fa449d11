import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI document of the server uses for inputs. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  nullable?: boolean;
};

export type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: Schema };

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  jsonBody: Schema | undefined;
};

/** A request as the fuzz test sends it: every value already in its wire form. */
export type FuzzRequest = {
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: { contentType: string; payload: string | Buffer };
};

/** Every operation of the document, in a stable order. */
export function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>
  >;
}): Operation[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
      })),
    )
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

const parsed = (json: string): unknown => JSON.parse(json);

/** Values that break naive servers: each names a defect class seen in the wild. */
const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  'bell\u0007',
  '\u001b[31mred',
  '\ud800',
  'x\udfffy',
  '',
  ' ',
  'x'.repeat(20_000),
  '𝕏'.repeat(300),
  "' or '1'='1",
  '1; drop table blade_user; --',
  '%',
  '_%\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '1e400',
  '-1',
  '0',
  '1.5',
  '0x10',
  '9223372036854775807',
  '9223372036854775808',
  '9'.repeat(30),
  '1,,2, ,-3',
  '0000-00-00',
  '2024-02-30',
  '9999-12-31 23:59:59',
  '-infinity',
  'true',
  'null',
  '[]',
  '{}',
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  9.3e18,
  1e308,
  -1e308,
  [],
  ['a', 'b'],
  {},
  { a: { b: { c: [1, { d: 'e' }] } } },
  parsed('{"__proto__":{"polluted":true}}'),
  parsed('{"constructor":{"prototype":{"polluted":true}}}'),
];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(...HOSTILE_VALUES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string().map((text) => `${text}\u0000${text}`),
);

/** Resolves `$ref`s against the document's components; trees stop after a few levels. */
export class Arbitraries {
  constructor(private readonly components: Record<string, Schema>) {}

  /** Mostly well-formed values (so calls get past validation and reach queries), often hostile ones. */
  value(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
    return fc.oneof({ weight: 3, arbitrary: this.wellFormed(schema, depth) }, { weight: 2, arbitrary: hostile });
  }

  /** A JSON body: an object from the schema with extra and forbidden keys, or something else entirely. */
  body(schema: Schema): fc.Arbitrary<string> {
    const object = fc
      .tuple(this.value(schema), fc.option(fc.constantFrom(...EXTRA_FIELDS), { nil: undefined }))
      .map(([value, extra]) =>
        extra && typeof value === 'object' && value !== null && !Array.isArray(value)
          ? JSON.stringify(value).replace(/^\{/, `{${extra}${Object.keys(value).length ? ',' : ''}`)
          : JSON.stringify(value ?? null),
      );
    return fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES) });
  }

  private wellFormed(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    if (schema.$ref) return this.wellFormed(this.resolve(schema.$ref), depth + 1);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return fc.oneof(...choices.map((choice) => this.wellFormed(choice, depth)));
    if (schema.allOf?.[0]) return this.wellFormed(schema.allOf[0], depth);
    const plain = this.plain(schema, depth);
    return schema.nullable ? fc.option(plain, { nil: null }) : plain;
  }

  private plain(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    if ('const' in schema) return fc.constant(schema.const);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        return this.text(schema);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -10, -(2 ** 31)),
          max: Math.min(schema.maximum ?? 1000, 2 ** 31),
        });
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1000,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(this.value(schema.items ?? {}, depth + 1), { maxLength: 3 });
      case 'object':
        return depth > 3 ? fc.constant({}) : this.object(schema, depth);
      default:
        return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null));
    }
  }

  private object(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [key, this.value(property, depth + 1)]),
    );
    return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  }

  private text(schema: Schema): fc.Arbitrary<string> {
    const maxLength = Math.min(schema.maxLength ?? 24, 24);
    const sized = (text: string) =>
      text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
    if (schema.format === 'date')
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    const boundary = schema.maxLength !== undefined ? [fc.constant('w'.repeat(schema.maxLength))] : [];
    if (schema.pattern) {
      const matching = fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(sized);
      return fc.oneof(matching, ...boundary);
    }
    return fc.oneof(
      fc.string({ minLength: schema.minLength ?? 0, maxLength }),
      fc.constantFrom('1', '2', '100'),
      ...boundary,
    );
  }

  private resolve(ref: string): Schema {
    const schema = this.components[ref.replace('#/components/schemas/', '')];
    if (!schema) throw new Error(`unknown $ref ${ref}`);
    return schema;
  }
}

/** Keys a client must never be able to set: written into a body's first position. */
const EXTRA_FIELDS = [
  '"__proto__":{"isAdmin":true}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"tenantId":"100001"',
  '"isDeleted":1',
  '"createUser":"1"',
  '"unknownField":"x"',
];

const BROKEN_BODIES = [
  '{"a":',
  '[',
  'null',
  '"text"',
  '42',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  '{"a":"\\u0000"}',
];

/** Upload bodies: well-formed, without boundary, cut short, with a NUL file name, with extra parts. */
export const MULTIPART_BODIES: Array<{ contentType: string; payload: Buffer }> = (() => {
  const boundary = 'fuzz-boundary';
  const part = (name: string, filename: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`;
  const whole = `${part('file', 'a.png', '\x89PNG\r\n\x1a\nnot really')}--${boundary}--\r\n`;
  const typed = `multipart/form-data; boundary=${boundary}`;
  return [
    { contentType: typed, payload: Buffer.from(whole, 'latin1') },
    { contentType: 'multipart/form-data', payload: Buffer.from(whole, 'latin1') },
    { contentType: typed, payload: Buffer.from(whole.slice(0, 90), 'latin1') },
    { contentType: typed, payload: Buffer.from(`${part('file', 'a\u0000.png', 'x')}--${boundary}--\r\n`, 'latin1') },
    { contentType: typed, payload: Buffer.from(`${part('__proto__', 'b.png', 'x')}${whole}`, 'latin1') },
    { contentType: typed, payload: Buffer.from(`--${boundary}--\r\n`, 'latin1') },
    { contentType: 'multipart/form-data; boundary=', payload: Buffer.from('') },
  ];
})();

/** Query and header values travel as text: numbers and booleans as written, objects as JSON. */
export function wireText(value: unknown): string | string[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? '')));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
