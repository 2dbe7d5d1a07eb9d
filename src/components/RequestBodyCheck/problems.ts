import {translate} from '@docusaurus/Translate';
import {validate, type SchemaError as ErrorObject} from './validate';

// OpenAPI schemas carry keywords JSON Schema lacks (example, xml), which are annotations; formats are ignored because
// the spec encodes every checked format as a pattern. No validator is compiled: the site's Content-Security-Policy
// refuses generated code (validate.ts).

/** An endpoint's body check: lists, in words, what is wrong with a body text. */
export function bodyProblems(schema: object): (text: string) => string[] {
  return (text) => {
    // An empty body is the theme's to judge: it knows whether the endpoint requires one.
    if (!text.trim()) return [];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      return [
        translate(
          {id: 'api.bodyCheck.json', message: 'The body is not valid JSON: {reason}'},
          {reason: (error as Error).message},
        ),
      ];
    }
    return describe(validate(schema, body));
  };
}

function describe(errors: ErrorObject[]): string[] {
  // A value that fits none of a name's forms is reported once, not once per form.
  const choices = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  const shown = errors.filter((error) => !choices.some((choice) => error.schemaPath.startsWith(`${choice.schemaPath}/`)));
  return [...new Set(shown.map(sentence))];
}

function sentence(error: ErrorObject): string {
  const field = error.instancePath.slice(1).replaceAll('/', '.') || 'body';
  const value = JSON.stringify(error.data);
  switch (error.keyword) {
    case 'required':
      return translate(
        {id: 'api.bodyCheck.required', message: '"{field}" is required.'},
        {field: error.instancePath ? `${field}.${error.params.missingProperty}` : error.params.missingProperty},
      );
    case 'pattern':
      return translate(
        {id: 'api.bodyCheck.pattern', message: '"{field}" is {value}, which does not match {pattern}.'},
        {field, value, pattern: error.params.pattern},
      );
    case 'anyOf':
    case 'oneOf':
      return translate(
        {id: 'api.bodyCheck.choice', message: '"{field}" is {value}, which is not a valid {kind}.'},
        {field, value, kind: error.parentSchema?.title ?? field},
      );
    case 'type':
      return translate(
        {id: 'api.bodyCheck.type', message: '"{field}" must be of type {type}.'},
        {field, type: String(error.params.type)},
      );
    case 'enum':
      return translate(
        {id: 'api.bodyCheck.enum', message: '"{field}" must be one of {values}.'},
        {field, values: (error.params.allowedValues as unknown[]).map((allowed) => JSON.stringify(allowed)).join(', ')},
      );
    case 'minimum':
      return translate({id: 'api.bodyCheck.minimum', message: '"{field}" must be at least {limit}.'}, {field, limit: error.params.limit});
    case 'maximum':
      return translate({id: 'api.bodyCheck.maximum', message: '"{field}" must be at most {limit}.'}, {field, limit: error.params.limit});
    case 'minItems':
      return translate({id: 'api.bodyCheck.minItems', message: '"{field}" needs at least {limit} entries.'}, {field, limit: error.params.limit});
    case 'maxItems':
      return translate({id: 'api.bodyCheck.maxItems', message: '"{field}" takes at most {limit} entries.'}, {field, limit: error.params.limit});
    default:
      return `"${field}" ${error.message}`;
  }
}
