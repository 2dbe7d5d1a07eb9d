import {inflateSync} from 'node:zlib';

/** What this module reads of a schema (the generator has already resolved every $ref). */
export interface Schema {
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown}>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

/** The operation an endpoint page is made from: the generator's `api` front matter, decoded. */
export interface Operation {
  method: string;
  path: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: {required?: boolean; description?: string; content?: Record<string, MediaType>};
  responses?: Record<string, {description?: string; content?: Record<string, MediaType>}>;
  servers?: Array<{url: string; variables?: Record<string, {default: string}>}>;
  jsonRequestBodyExample?: unknown;
  info?: {title?: string; version?: string};
}

/**
 * docusaurus-plugin-openapi-docs writes each endpoint page's operation, with every reference resolved, into the
 * page's `api` front matter as gzip + base64 JSON (its theme decodes the same string in the browser). Reading it
 * makes the Markdown copy describe exactly what the page shows. tests/unit/upgrade-guards.test.mjs names this.
 */
export function decodeOperation(api: string): Operation {
  return JSON.parse(inflateSync(Buffer.from(api, 'base64')).toString('utf8')) as Operation;
}

/**
 * Docusaurus admonitions in OpenAPI descriptions (`:::danger[Title]` ... `:::`, which the pages render) written the
 * way the Markdown copies of the other pages write them: `> [!DANGER]`, the title in bold, the text.
 */
export function admonitionsAsBlockquotes(markdown: string): string {
  return markdown.replace(/^:::(\w+)(?:\[(.*)\])?\n([\s\S]*?)\n:::$/gm, (_whole, kind: string, title: string | undefined, body: string) =>
    [`> [!${kind.toUpperCase()}]`, ...(title ? ['>', `> **${title}**`] : []), '>', ...body.split('\n').map((line) => (line ? `> ${line}` : '>'))].join('\n'),
  );
}

/** The first server's URL with its variables' defaults: `http://localhost:8080/v1/chain`. */
function serverUrl(operation: Operation): string {
  const server = operation.servers?.[0];
  if (!server) return '';
  return server.url.replace(/\{(\w+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
}

const typeOf = (schema: Schema): string => {
  const variants = schema.oneOf ?? schema.anyOf;
  if (!schema.type && variants) return [...new Set(variants.map(typeOf))].join(' | ');
  const base = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? (schema.properties ? 'object' : 'any'));
  const type = base === 'array' && schema.items ? `array of ${typeOf(schema.items)}` : base;
  return schema.format ? `${type} (${schema.format})` : type;
};

/** One line of prose: a description's first paragraph, its line breaks joined. */
export const firstParagraph = (text: string | undefined): string => (text ?? '').trim().split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' ');

function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  return schema.allOf.map(merged).reduce<Schema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: {...all.properties, ...part.properties},
      required: [...(all.required ?? []), ...(part.required ?? [])],
    }),
    {...schema, allOf: undefined},
  );
}

/** The fields of an object schema (or of an array's items) as a nested Markdown list, `depth` levels deep at most. */
export function schemaList(input: Schema, depth = 4, indent = ''): string[] {
  const schema = merged(input);
  const target = schema.type === 'array' && schema.items ? merged(schema.items) : schema;
  const properties = Object.entries(target.properties ?? {});
  const lines: string[] = [];
  for (const [name, raw] of properties) {
    const property = merged(raw);
    const notes = [typeOf(property)];
    if (target.required?.includes(name)) notes.push('required');
    if (property.nullable) notes.push('may be null');
    if (property.enum) notes.push(`one of ${property.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ')}`);
    if (property.default !== undefined) notes.push(`default \`${JSON.stringify(property.default)}\``);
    const description = firstParagraph(property.description);
    lines.push(`${indent}- \`${name}\` (${notes.join(', ')})${description ? `: ${description}` : ''}`);
    if (depth > 1) lines.push(...schemaList(property, depth - 1, `${indent}  `));
  }
  return lines;
}

function exampleBody(operation: Operation, media: MediaType | undefined): unknown {
  if (!media) return undefined;
  const named = Object.values(media.examples ?? {})[0]?.value;
  return named ?? media.example ?? operation.jsonRequestBodyExample;
}

/** Headings of an endpoint's Markdown copy, in the page's language where the site translates them. */
export interface EndpointLabels {
  requestBody: string;
  parameters: string;
  exampleRequest: string;
  responses: string;
  openApiFile: string;
}

/**
 * An endpoint page as Markdown: method and full path, the description, parameters, request body and responses as
 * nested lists of fields, and one example request with curl.
 */
export function endpointMarkdown(
  operation: Operation,
  {title, openApiUrl, labels}: {title: string; openApiUrl: string; labels: EndpointLabels},
): string {
  const base = serverUrl(operation);
  const url = `${base}${operation.path}`;
  const method = operation.method.toUpperCase();
  const out: string[] = [`# ${title}`, '', `\`${method} ${url}\``, ''];
  if (operation.description) out.push(admonitionsAsBlockquotes(operation.description.trim()), '');
  out.push(`${labels.openApiFile}: ${openApiUrl}`, '');

  if (operation.parameters?.length) {
    out.push(`## ${labels.parameters}`, '');
    for (const parameter of operation.parameters) {
      const notes = [parameter.in, parameter.schema ? typeOf(parameter.schema) : 'any', ...(parameter.required ? ['required'] : [])];
      const description = firstParagraph(parameter.description);
      out.push(`- \`${parameter.name}\` (${notes.join(', ')})${description ? `: ${description}` : ''}`);
    }
    out.push('');
  }

  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (contentType && media) {
    out.push(`## ${labels.requestBody}`, '', `\`${contentType}\`${operation.requestBody?.required ? ', required' : ''}`, '');
    if (operation.requestBody?.description) out.push(firstParagraph(operation.requestBody.description), '');
    const fields = media.schema ? schemaList(media.schema) : [];
    if (fields.length) out.push(...fields, '');
  }

  const body = exampleBody(operation, media);
  const curl = [`curl -X ${method} '${url}'`];
  if (body !== undefined) {
    curl.push(`  -H 'Content-Type: ${contentType}'`, `  -d '${JSON.stringify(body).replaceAll("'", "'\\''")}'`);
  }
  out.push(`## ${labels.exampleRequest}`, '', '```bash', curl.join(' \\\n'), '```', '');

  out.push(`## ${labels.responses}`, '');
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    out.push(`### ${status}`, '');
    if (response.description) out.push(firstParagraph(response.description), '');
    const [type, content] = Object.entries(response.content ?? {})[0] ?? [];
    if (type && content?.schema) {
      const fields = schemaList(content.schema);
      out.push(`\`${type}\`${fields.length ? '' : `: ${typeOf(content.schema)}`}`, '');
      if (fields.length) out.push(...fields, '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
