/**
 * Checks a value against an endpoint's body schema by walking the schema, with no code generated at run time:
 * the site's Content-Security-Policy refuses `eval` and `new Function`, which Ajv compiles its validators with
 * (DEPLOY.md, "The Content-Security-Policy"). Errors have Ajv's shape (allErrors, verbose) so the sentences of
 * problems.ts read them as before.
 *
 * The keywords of the OpenAPI files (openapi/): type (with OpenAPI's nullable), enum, const, pattern, minLength,
 * maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, required, properties, additionalProperties,
 * minProperties, maxProperties, dependencies, items, minItems, maxItems, allOf, anyOf, oneOf, not. Formats are
 * not checked (the spec encodes every checked format as a pattern); other keywords are annotations.
 */

export interface SchemaError {
  keyword: string;
  /** JSON pointer of the value in the body ('' for the body itself). */
  instancePath: string;
  /** JSON pointer of the keyword in the schema, from '#'. */
  schemaPath: string;
  // As loose as Ajv's own type: each keyword has its own parameters.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  params: Record<string, any>;
  message: string;
  /** The value the keyword was checked against. */
  data: unknown;
  /** The schema the keyword belongs to. */
  parentSchema: Schema & {title?: string};
}

export type Schema = {[keyword: string]: unknown};

const pointer = (token: string | number) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => equal((a as Schema)[key], (b as Schema)[key]));
}

const patterns = new Map<string, RegExp>();
function regExp(source: string): RegExp {
  let compiled = patterns.get(source);
  if (!compiled) patterns.set(source, (compiled = new RegExp(source, 'u')));
  return compiled;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every error of `data` against `schema` (empty when it is valid). */
export function validate(schema: unknown, data: unknown, instancePath = '', schemaPath = '#'): SchemaError[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false) {
    return [{keyword: 'false schema', instancePath, schemaPath, params: {}, message: 'boolean schema is false', data, parentSchema: {}}];
  }
  if (!isSchema(schema)) return [];
  const errors: SchemaError[] = [];
  const fail = (keyword: string, params: Record<string, unknown>, message: string, at = instancePath, value = data) =>
    errors.push({keyword, instancePath: at, schemaPath: `${schemaPath}/${keyword}`, params, message, data: value, parentSchema: schema});
  const type = jsonType(data);
  const is = (wanted: string) => wanted === type || (wanted === 'integer' && type === 'number' && Number.isInteger(data)) || (wanted === 'number' && type === 'number');

  // type, with OpenAPI's nullable; the keywords of a type apply only to values of that type, as in Ajv.
  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
    const allowed = schema.nullable === true && !types.includes('null') ? [...types, 'null'] : types;
    if (!allowed.some(is)) fail('type', {type: types.join(',')}, `must be ${types.join(',')}`);
  } else if (schema.nullable === true && data === null) {
    return [];
  }
  if (data === null && schema.nullable === true) return errors;

  if (type === 'number') {
    const n = data as number;
    if (typeof schema.maximum === 'number' && !(n <= schema.maximum)) fail('maximum', {comparison: '<=', limit: schema.maximum}, `must be <= ${schema.maximum}`);
    if (typeof schema.minimum === 'number' && !(n >= schema.minimum)) fail('minimum', {comparison: '>=', limit: schema.minimum}, `must be >= ${schema.minimum}`);
    if (typeof schema.exclusiveMaximum === 'number' && !(n < schema.exclusiveMaximum)) {
      fail('exclusiveMaximum', {comparison: '<', limit: schema.exclusiveMaximum}, `must be < ${schema.exclusiveMaximum}`);
    }
    if (typeof schema.exclusiveMinimum === 'number' && !(n > schema.exclusiveMinimum)) {
      fail('exclusiveMinimum', {comparison: '>', limit: schema.exclusiveMinimum}, `must be > ${schema.exclusiveMinimum}`);
    }
  }
  if (type === 'string') {
    const s = data as string;
    const length = [...s].length;
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
      fail('maxLength', {limit: schema.maxLength}, `must NOT have more than ${schema.maxLength} characters`);
    }
    if (typeof schema.minLength === 'number' && length < schema.minLength) {
      fail('minLength', {limit: schema.minLength}, `must NOT have fewer than ${schema.minLength} characters`);
    }
    if (typeof schema.pattern === 'string' && !regExp(schema.pattern).test(s)) {
      fail('pattern', {pattern: schema.pattern}, `must match pattern "${schema.pattern}"`);
    }
  }
  if (type === 'array') {
    const items = data as unknown[];
    if (typeof schema.maxItems === 'number' && items.length > schema.maxItems) {
      fail('maxItems', {limit: schema.maxItems}, `must NOT have more than ${schema.maxItems} items`);
    }
    if (typeof schema.minItems === 'number' && items.length < schema.minItems) {
      fail('minItems', {limit: schema.minItems}, `must NOT have fewer than ${schema.minItems} items`);
    }
    if (Array.isArray(schema.items)) {
      schema.items.forEach((itemSchema, i) => {
        if (i < items.length) errors.push(...validate(itemSchema, items[i], instancePath + pointer(i), `${schemaPath}/items/${i}`));
      });
    } else if (schema.items !== undefined) {
      items.forEach((item, i) => errors.push(...validate(schema.items, item, instancePath + pointer(i), `${schemaPath}/items`)));
    }
  }
  if (type === 'object') {
    const object = data as Schema;
    const keys = Object.keys(object);
    if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties) {
      fail('maxProperties', {limit: schema.maxProperties}, `must NOT have more than ${schema.maxProperties} properties`);
    }
    if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties) {
      fail('minProperties', {limit: schema.minProperties}, `must NOT have fewer than ${schema.minProperties} properties`);
    }
    if (Array.isArray(schema.required)) {
      for (const name of schema.required as string[]) {
        if (!(name in object)) fail('required', {missingProperty: name}, `must have required property '${name}'`);
      }
    }
    if (isSchema(schema.dependencies)) {
      for (const [property, dependency] of Object.entries(schema.dependencies)) {
        if (!(property in object)) continue;
        if (Array.isArray(dependency)) {
          const missing = (dependency as string[]).filter((name) => !(name in object));
          for (const name of missing) {
            fail(
              'dependencies',
              {property, missingProperty: name, depsCount: dependency.length, deps: dependency.join(', ')},
              `must have property ${name} when property ${property} is present`,
            );
          }
        } else {
          errors.push(...validate(dependency, object, instancePath, `${schemaPath}/dependencies/${property}`));
        }
      }
    }
    const properties = isSchema(schema.properties) ? schema.properties : {};
    for (const [name, propertySchema] of Object.entries(properties)) {
      if (name in object) errors.push(...validate(propertySchema, object[name], instancePath + pointer(name), `${schemaPath}/properties${pointer(name)}`));
    }
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== true) {
      for (const name of keys.filter((key) => !(key in properties))) {
        if (schema.additionalProperties === false) {
          fail('additionalProperties', {additionalProperty: name}, 'must NOT have additional properties');
        } else {
          errors.push(...validate(schema.additionalProperties, object[name], instancePath + pointer(name), `${schemaPath}/additionalProperties`));
        }
      }
    }
  }

  if (schema.const !== undefined && !equal(data, schema.const)) fail('const', {allowedValue: schema.const}, 'must be equal to constant');
  if (Array.isArray(schema.enum) && !schema.enum.some((value) => equal(data, value))) {
    fail('enum', {allowedValues: schema.enum}, 'must be equal to one of the allowed values');
  }
  if (schema.not !== undefined && validate(schema.not, data, instancePath, `${schemaPath}/not`).length === 0) {
    fail('not', {}, 'must NOT be valid');
  }
  if (Array.isArray(schema.allOf)) {
    schema.allOf.forEach((part, i) => errors.push(...validate(part, data, instancePath, `${schemaPath}/allOf/${i}`)));
  }
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf.map((part, i) => validate(part, data, instancePath, `${schemaPath}/anyOf/${i}`));
    if (!branches.some((branch) => branch.length === 0)) {
      errors.push(...branches.flat());
      fail('anyOf', {}, 'must match a schema in anyOf');
    }
  }
  if (Array.isArray(schema.oneOf)) {
    const branches = schema.oneOf.map((part, i) => validate(part, data, instancePath, `${schemaPath}/oneOf/${i}`));
    const passing = branches.flatMap((branch, i) => (branch.length === 0 ? [i] : []));
    if (passing.length === 0) errors.push(...branches.flat());
    if (passing.length !== 1) fail('oneOf', {passingSchemas: passing.length > 1 ? passing : null}, 'must match exactly one schema in oneOf');
  }
  return errors;
}
