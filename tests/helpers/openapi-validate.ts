/**
 * Test-only: validates a JSON value against a schema of the served OpenAPI 3.1 document (JSON Schema
 * 2020-12, the keywords our generator emits), so an answer is checked against the document an
 * integrator reads, not against the zod schemas it was generated from. Returns the errors (JSON
 * pointer and what failed); an unknown keyword with constraints is reported too, never ignored.
 */
type Schema = Record<string, unknown> | boolean;
export type OpenApiDoc = {
  components?: { schemas?: Record<string, Schema> };
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
};
type Doc = Pick<OpenApiDoc, 'components'>;

const IGNORED = new Set(['description', 'title', 'examples', 'example', 'default', 'format', 'id', 'deprecated', 'readOnly', 'writeOnly', '$schema', 'contentMediaType', 'contentEncoding']);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function validate(doc: Doc, schema: Schema, value: unknown, at = ''): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${at}: nothing is allowed here`];
  const s = schema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (target === undefined) return [`${at}: unresolved ${s.$ref}`];
    return validate(doc, target, value, at);
  }
  const errors: string[] = [];
  const t = typeOf(value);
  for (const [key, rule] of Object.entries(s)) {
    if (IGNORED.has(key) || key === 'properties' || key === 'additionalProperties' || key === 'required' || key === 'items') continue;
    switch (key) {
      case 'type': {
        const types = Array.isArray(rule) ? (rule as string[]) : [rule as string];
        if (!types.some((x) => x === t || (x === 'number' && t === 'integer'))) errors.push(`${at}: ${t} is not ${types.join('|')}`);
        break;
      }
      case 'enum':
        if (!(rule as unknown[]).some((v) => JSON.stringify(v) === JSON.stringify(value))) errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
        break;
      case 'const':
        if (JSON.stringify(rule) !== JSON.stringify(value)) errors.push(`${at}: not the constant ${JSON.stringify(rule)}`);
        break;
      case 'anyOf':
        if (!(rule as Schema[]).some((sub) => validate(doc, sub, value, at).length === 0)) errors.push(`${at}: matches none of anyOf`);
        break;
      case 'oneOf':
        if ((rule as Schema[]).filter((sub) => validate(doc, sub, value, at).length === 0).length !== 1) errors.push(`${at}: does not match exactly one of oneOf`);
        break;
      case 'allOf':
        for (const sub of rule as Schema[]) errors.push(...validate(doc, sub, value, at));
        break;
      case 'minimum':
        if (typeof value === 'number' && value < (rule as number)) errors.push(`${at}: below ${rule}`);
        break;
      case 'maximum':
        if (typeof value === 'number' && value > (rule as number)) errors.push(`${at}: above ${rule}`);
        break;
      case 'exclusiveMinimum':
        if (typeof value === 'number' && value <= (rule as number)) errors.push(`${at}: not above ${rule}`);
        break;
      case 'exclusiveMaximum':
        if (typeof value === 'number' && value >= (rule as number)) errors.push(`${at}: not below ${rule}`);
        break;
      case 'minLength':
        if (typeof value === 'string' && [...value].length < (rule as number)) errors.push(`${at}: shorter than ${rule}`);
        break;
      case 'maxLength':
        if (typeof value === 'string' && [...value].length > (rule as number)) errors.push(`${at}: longer than ${rule}`);
        break;
      case 'pattern':
        if (typeof value === 'string' && !new RegExp(rule as string, 'u').test(value)) errors.push(`${at}: does not match ${rule}`);
        break;
      case 'minItems':
        if (Array.isArray(value) && value.length < (rule as number)) errors.push(`${at}: fewer than ${rule} items`);
        break;
      case 'maxItems':
        if (Array.isArray(value) && value.length > (rule as number)) errors.push(`${at}: more than ${rule} items`);
        break;
      case 'propertyNames':
        if (t === 'object') for (const k of Object.keys(value as object)) errors.push(...validate(doc, rule as Schema, k, `${at}/${k}(name)`));
        break;
      default:
        errors.push(`${at}: keyword ${key} not understood by the test validator`);
    }
  }
  if (t === 'object') {
    const obj = value as Record<string, unknown>;
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const name of (s.required ?? []) as string[]) if (!(name in obj)) errors.push(`${at}/${name}: required`);
    for (const [k, v] of Object.entries(obj)) {
      if (k in props) errors.push(...validate(doc, props[k]!, v, `${at}/${k}`));
      else if (s.additionalProperties !== undefined) errors.push(...validate(doc, s.additionalProperties as Schema, v, `${at}/${k}`));
    }
  }
  if (t === 'array' && s.items !== undefined) (value as unknown[]).forEach((v, i) => errors.push(...validate(doc, s.items as Schema, v, `${at}/${i}`)));
  return errors;
}

/** The schema of an operation's JSON success answer in the document. */
export function responseSchema(doc: OpenApiDoc, path: string, method: string, status: string): Schema {
  const schema = doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`no ${method} ${path} ${status} schema`);
  return schema;
}
