import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import Ajv from 'ajv';
import {bundle, createConfig} from '@redocly/openapi-core';
import {validate} from '../../src/components/RequestBodyCheck/validate';
import {apiVersions} from '../../src/config/api-versions';

// The try-it body check walks the schema instead of compiling it with Ajv, which the Content-Security-Policy would
// refuse (new Function). It must find what Ajv finds: the same errors for every endpoint's body schema, on the
// documented example and on bodies broken in the ways readers break them.

type Json = unknown;
const mutate = (value: Json, change: (leaf: Json) => Json): Json =>
  Array.isArray(value)
    ? value.map((item) => mutate(item, change))
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mutate(item, change)]))
      : change(value);

test('the body check reports exactly what Ajv reports, for every endpoint of every version', async () => {
  test.setTimeout(60_000);
  const ajv = new Ajv({allErrors: true, strict: false, validateFormats: false, verbose: true});
  const config = await createConfig({});
  let compared = 0;
  const differences: string[] = [];
  for (const version of apiVersions) {
    for (const file of readdirSync(join('openapi', version))) {
      const {bundle: result} = await bundle({ref: join('openapi', version, file), config, dereference: true});
      const doc = result.parsed as {paths: Record<string, Record<string, {requestBody?: {content?: Record<string, {schema?: object; example?: Json}>}}>>};
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const operation of Object.values(item)) {
          const content = operation?.requestBody?.content?.['application/json'];
          if (!content?.schema) continue;
          const check = ajv.compile(content.schema);
          const example = content.example ?? {};
          const bodies = [
            {},
            example,
            mutate(example, (leaf) => (typeof leaf === 'string' ? 'Alice' : leaf)),
            mutate(example, (leaf) => (typeof leaf === 'number' ? -1 : leaf)),
            mutate(example, (leaf) => (typeof leaf === 'string' ? 5 : leaf)),
            mutate(example, (leaf) => (typeof leaf === 'boolean' ? 'yes' : leaf)),
            mutate(example, () => null),
            {...(example as object), unknown_field: 1},
            [],
            'text',
            null,
          ];
          for (const body of bodies) {
            check(body);
            const key = (e: {keyword: string; instancePath: string; schemaPath: string; params: object}) =>
              `${e.keyword} ${e.instancePath} ${e.schemaPath} ${JSON.stringify(e.params)}`;
            const expected = (check.errors ?? []).map(key).sort();
            const actual = validate(content.schema, body).map(key).sort();
            compared += 1;
            if (JSON.stringify(actual) !== JSON.stringify(expected)) {
              differences.push(`${version} ${path} ${JSON.stringify(body).slice(0, 80)}: Ajv ${expected.join('; ')} | check ${actual.join('; ')}`);
            }
          }
        }
      }
    }
  }
  expect(compared).toBeGreaterThan(400);
  expect(differences).toEqual([]);
});
