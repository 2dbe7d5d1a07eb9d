// Checks the OpenAPI source of the Spring node API reference (openapi/).
// Run with: npx node --test tests/unit/openapi.test.mjs
//
// The per-version files are loaded the way docusaurus-plugin-openapi-docs loads them (with
// @redocly/openapi-core `bundle`), then checked against what Spring 1.2.2 and 1.0.4 do: the calls each API
// plugin registers, their request structs and defaults, success statuses and error bodies. Where the node
// differs from what the reference used to say, the tables follow the node, and claims/openapi/ names the source
// line for each difference.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { bundle, createConfig } from '@redocly/openapi-core';
import { apiNames, apiVersions } from '../../src/config/api-versions.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OPENAPI = path.join(ROOT, 'openapi');

// ---------------------------------------------------------------------------------------------
// Every call of each API, its base path and its request fields.
//   body: false      the call takes no body
//   fields           property names the JSON body must offer
//   required         properties that must be listed as required
//   within           the fields sit inside this member of the body
//   array            the body is an array of objects with these fields
//   string           the body is a bare JSON string (net calls: net_api_plugin parses a std::string)
//   since            first release that has the call ('latest' only)
// ---------------------------------------------------------------------------------------------
const PACKED_TRX = ['signatures', 'compression', 'packed_context_free_data', 'packed_trx'];
const ACCOUNT = { fields: ['account_name'], required: ['account_name'] };
// producer_plugin::runtime_options reflects five fields; get_runtime_options sends subjective_cpu_leeway_us only
// when it differs from 31000, so a default node sends these four, with these values (offset rounded up to 456).
const RUNTIME_SENT = { max_transaction_time: 499, max_irreversible_block_age: -1, produce_block_offset_ms: 456, greylist_limit: 1000 };
// Runtime options of older releases: Spring never sends them and ignores them in an update.
const RUNTIME_LEGACY = ['produce_time_offset_us', 'last_block_time_offset_us', 'max_scheduled_transaction_time_per_block_ms', 'incoming_defer_ratio'];

const API_CALLS = {
  chain: {
    base: '/v1/chain',
    calls: {
      get_account: ACCOUNT,
      get_block: { fields: ['block_num_or_id'], required: ['block_num_or_id'] },
      get_block_info: { fields: ['block_num'], required: ['block_num'] },
      get_finalizer_info: { body: false },
      get_info: { body: false },
      push_transaction: { fields: PACKED_TRX },
      send_transaction: { fields: PACKED_TRX },
      // nodeos reads compute_transaction's packed transaction from a `transaction` member.
      compute_transaction: { fields: PACKED_TRX, within: 'transaction' },
      push_transactions: { fields: PACKED_TRX, array: true },
      send_transaction2: { fields: ['return_failure_trace', 'retry_trx', 'retry_trx_num_blocks', 'transaction'] },
      get_block_header_state: { fields: ['block_num_or_id'], required: ['block_num_or_id'] },
      get_abi: ACCOUNT,
      get_raw_abi: ACCOUNT,
      get_raw_code_and_abi: ACCOUNT,
      get_code_hash: ACCOUNT,
      get_code: { fields: ['account_name', 'code_as_wasm'], required: ['account_name'] },
      get_currency_balance: { fields: ['code', 'account', 'symbol'] },
      get_currency_stats: { fields: ['code', 'symbol'] },
      get_required_keys: { fields: ['transaction', 'available_keys'] },
      get_producers: { fields: ['limit', 'lower_bound', 'json'], response: ['rows', 'total_producer_vote_weight', 'more'] },
      get_scheduled_transactions: { fields: ['lower_bound', 'limit', 'json'] },
      get_table_by_scope: { fields: ['code', 'table', 'lower_bound', 'upper_bound', 'limit', 'reverse', 'show_payer'] },
      get_table_rows: {
        fields: ['code', 'table', 'scope', 'index_position', 'key_type', 'encode_type', 'lower_bound', 'upper_bound', 'limit', 'reverse', 'show_payer'],
      },
      get_activated_protocol_features: { fields: ['lower_bound', 'upper_bound', 'limit', 'search_by_block_num', 'reverse'] },
      get_accounts_by_authorizers: { fields: ['accounts', 'keys'] },
      get_transaction_status: { fields: ['id'], required: ['id'] },
      // The body of get_transaction_id is a transaction.
      get_transaction_id: { fields: ['expiration', 'ref_block_num', 'ref_block_prefix', 'actions'] },
      get_producer_schedule: { body: false },
      send_read_only_transaction: { fields: ['compression', 'packed_context_free_data', 'packed_trx'], within: 'transaction' },
      // The body of push_block is a block.
      push_block: { fields: ['timestamp', 'producer', 'previous', 'transactions'] },
    },
  },
  producer: {
    base: '/v1/producer',
    calls: {
      pause: { body: false },
      resume: { body: false },
      paused: { body: false },
      pause_at_block: { fields: ['block_num'], required: ['block_num'], since: 'latest' },
      get_runtime_options: { body: false },
      update_runtime_options: { fields: [...Object.keys(RUNTIME_SENT), 'subjective_cpu_leeway_us'] },
      get_greylist: { body: false, response: ['accounts'] },
      add_greylist_accounts: { fields: ['accounts'], required: ['accounts'] },
      remove_greylist_accounts: { fields: ['accounts'], required: ['accounts'] },
      get_whitelist_blacklist: { body: false },
      set_whitelist_blacklist: {
        fields: ['actor_whitelist', 'actor_blacklist', 'contract_whitelist', 'contract_blacklist', 'action_blacklist', 'key_blacklist'],
      },
      create_snapshot: { body: false, response: ['head_block_id', 'head_block_num', 'head_block_time', 'version', 'snapshot_name'] },
      schedule_snapshot: { fields: ['block_spacing', 'start_block_num', 'end_block_num', 'snapshot_description'] },
      get_snapshot_requests: { body: false },
      unschedule_snapshot: { fields: ['snapshot_request_id'], required: ['snapshot_request_id'] },
      get_integrity_hash: { body: false, response: ['head_block_id', 'integrity_hash'] },
      schedule_protocol_feature_activations: { fields: ['protocol_features_to_activate'] },
      get_supported_protocol_features: { fields: ['exclude_disabled', 'exclude_unactivatable'] },
      get_account_ram_corrections: { fields: ['lower_bound', 'upper_bound', 'limit', 'reverse'], response: ['rows', 'more'] },
      get_unapplied_transactions: { fields: ['limit', 'lower_bound', 'time_limit_ms'] },
      // Registered by producer_api_plugin in both releases.
      get_scheduled_protocol_feature_activations: { body: false },
    },
  },
  test_control: {
    base: '/v1/test_control',
    calls: {
      // The path test_control_api_plugin registers (kill_node_or_producer, the old spelling, answers 404).
      kill_node_on_producer: { fields: ['producer', 'where_in_sequence', 'based_on_lib'] },
    },
  },
  net: {
    base: '/v1/net',
    calls: {
      connections: { body: false },
      connect: { string: true },
      disconnect: { string: true },
      status: { string: true },
    },
  },
  db_size: { base: '/v1/db_size', calls: { get: { body: false } } },
  trace_api: {
    base: '/v1/trace_api',
    calls: {
      get_block: { fields: ['block_num'], required: ['block_num'] },
      get_transaction_trace: { fields: ['id'], required: ['id'] },
    },
  },
};

// Success statuses as chain_api_plugin registers them (Spring 1.0.4 and 1.2.2): 202 for the calls that submit
// transactions or blocks, 200 for the rest; get_finalizer_info also lists its 400.
const CHAIN_202 = new Set(['push_block', 'push_transaction', 'push_transactions', 'send_transaction', 'send_transaction2']);
const CHAIN_RESPONSES = { get_finalizer_info: ['200', '400'], ...Object.fromEntries([...CHAIN_202].map((name) => [name, ['202']])) };
// Boolean request flags that default to true in the request structs (send_transaction2_params); a required flag
// may have no default (a packed transaction's compression: "Missing compression").
const BOOLEAN_DEFAULT_TRUE = new Set(['send_transaction2.return_failure_trace']);
// The success status each API plugin registers (CALL_WITH_400's argument, or trace_api_plugin's cb(200, ...)).
const SUCCESS = {
  chain: (name) => (CHAIN_202.has(name) ? '202' : '200'),
  producer: (name) => (name === 'get_unapplied_transactions' ? '200' : '201'),
  net: () => '201',
  db_size: () => '200',
  test_control: () => '202',
  trace_api: () => '200',
};
/** A short "Note:" sentence about Spring's behaviour, matching `pattern`. */
const hasNote = (text, pattern) => typeof text === 'string' && /Note:/.test(text) && pattern.test(text.replace(/\s+/g, ' '));

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------
const config = await createConfig({ extends: ['minimal'] });
const bundles = {};
for (const version of apiVersions) {
  bundles[version] = {};
  for (const api of apiNames) {
    const result = await bundle({ ref: path.join(OPENAPI, version, `${api}.yaml`), config, dereference: true });
    bundles[version][api] = { doc: result.bundle.parsed, problems: result.problems };
  }
}

const yamlCache = new Map();
function loadYaml(file) {
  if (!yamlCache.has(file)) yamlCache.set(file, parse(fs.readFileSync(file, 'utf8')));
  return yamlCache.get(file);
}
function listYaml(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listYaml(full);
    return entry.name.endsWith('.yaml') ? [full] : [];
  });
}
function pointerGet(doc, pointer) {
  if (!pointer || pointer === '/') return doc;
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => (node === undefined || node === null ? undefined : node[key]), doc);
}
/** Resolves one $ref written in `fromFile`. Throws when it leaves openapi/ or does not resolve. */
function resolveRef(fromFile, ref) {
  assert.ok(!/^[a-z][a-z0-9+.-]*:/i.test(ref), `${fromFile}: external URL $ref ${ref}`);
  const [filePart, pointer = ''] = ref.split('#');
  const file = filePart ? path.resolve(path.dirname(fromFile), filePart) : fromFile;
  assert.ok(file.startsWith(OPENAPI + path.sep), `${fromFile}: $ref ${ref} points outside openapi/`);
  assert.ok(fs.existsSync(file), `${fromFile}: $ref ${ref} names a missing file`);
  const target = pointerGet(loadYaml(file), pointer);
  assert.notEqual(target, undefined, `${fromFile}: $ref ${ref} does not resolve`);
  return { file, target };
}
/** Returns a copy of `node` with every $ref replaced by its target. */
function deref(node, file, stack = []) {
  if (Array.isArray(node)) return node.map((item) => deref(item, file, stack));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const key = `${file}|${node.$ref}`;
    assert.ok(!stack.includes(key), `circular $ref ${node.$ref}`);
    const { file: target, target: value } = resolveRef(file, node.$ref);
    return deref(value, target, [...stack, key]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v, file, stack)]));
}
const schemaFile = (name) => path.join(OPENAPI, 'shared', 'schemas', `${name}.yaml`);
const sharedSchema = (file, name) => deref(loadYaml(schemaFile(file))[name], schemaFile(file));

// ---------------------------------------------------------------------------------------------
// Schema helpers
// ---------------------------------------------------------------------------------------------
/** Flattens allOf so that properties, required, type, pattern and defaults can be read directly. */
function flat(schema) {
  if (!schema || typeof schema !== 'object') return {};
  const out = { ...schema, properties: { ...(schema.properties || {}) }, required: [...(schema.required || [])] };
  for (const part of schema.allOf || []) {
    const f = flat(part);
    for (const [k, v] of Object.entries(f)) {
      if (k === 'properties') {
        for (const [pk, pv] of Object.entries(v)) out.properties[pk] = out.properties[pk] ? { ...pv, ...out.properties[pk] } : pv;
      } else if (k === 'required') out.required.push(...v);
      else if (!(k in out)) out[k] = v;
    }
  }
  delete out.allOf;
  return out;
}
const jsonBody = (op) => op.requestBody?.content?.['application/json']?.schema;
function operations(doc) {
  return Object.entries(doc.paths).map(([p, item]) => ({ path: p, name: p.slice(1), op: item.post, item }));
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validatorCache = new WeakMap();
function validate(schema, value) {
  let fn = validatorCache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    validatorCache.set(schema, fn);
  }
  return fn(value) ? null : ajv.errorsText(fn.errors);
}

// ---------------------------------------------------------------------------------------------
// (a) Every call of the table exists under the right base path, as POST, with its fields.
// ---------------------------------------------------------------------------------------------
describe('API calls', () => {
  for (const version of apiVersions) {
    for (const [api, spec] of Object.entries(API_CALLS)) {
      test(`${version}/${api}.yaml serves ${spec.base}`, () => {
        const { doc, problems } = bundles[version][api];
        assert.deepEqual(problems.filter((p) => p.severity === 'error'), [], 'bundle problems');
        assert.equal(doc.openapi, '3.0.3');
        assert.equal(doc.info.version, version);
        assert.equal(doc.servers.length, 1);
        const server = doc.servers[0];
        assert.equal(server.url, `{protocol}://{host}:{port}${spec.base}`);
        assert.deepEqual(server.variables.protocol.enum, ['http', 'https']);
        assert.equal(server.variables.protocol.default, 'http');
        assert.equal(server.variables.host.default, 'localhost');
        assert.equal(server.variables.port.default, '8080');

        for (const [call, expect] of Object.entries(spec.calls)) {
          if (expect.since === 'latest' && version !== 'latest') continue;
          const item = doc.paths[`/${call}`];
          assert.ok(item, `${version}/${api}: /${call} is missing`);
          assert.deepEqual(Object.keys(item).filter((k) => !k.startsWith('x-')), ['post'], `/${call} must offer POST only`);
          const op = item.post;

          if (expect.body === false) {
            assert.equal(op.requestBody, undefined, `/${call} takes no body`);
            continue;
          }
          assert.ok(jsonBody(op), `/${call} needs a JSON request body`);
          if (expect.string) {
            assert.equal(op.requestBody.required, true, `/${call}: the body is required`);
            assert.equal(flat(jsonBody(op)).type, 'string', `/${call}: the body is a bare JSON string`);
            continue;
          }
          let schema = flat(jsonBody(op));
          if (expect.array) {
            assert.equal(schema.type, 'array');
            schema = flat(schema.items);
          }
          if (expect.within) {
            assert.ok(schema.required.includes(expect.within), `/${call}: ${expect.within} is required`);
            schema = flat(schema.properties[expect.within]);
          }
          for (const field of expect.fields) {
            assert.ok(field in schema.properties, `/${call}: request field ${field} is missing`);
          }
          for (const field of expect.required || []) {
            assert.ok(schema.required.includes(field), `/${call}: ${field} must be required`);
            assert.equal(op.requestBody.required, true, `/${call}: body must be required`);
          }
          if (expect.response) {
            const ok = Object.entries(op.responses).find(([code]) => code.startsWith('2'))[1];
            const body = flat(ok.content['application/json'].schema);
            for (const field of expect.response) assert.ok(field in body.properties, `/${call}: response field ${field}`);
          }
        }
      });
    }
  }

  test('test_control documents the path Spring registers, not kill_node_or_producer', () => {
    for (const version of apiVersions) {
      const { doc } = bundles[version].test_control;
      const op = doc.paths['/kill_node_on_producer']?.post;
      assert.ok(op, `${version}: /kill_node_on_producer`);
      assert.equal(doc.paths['/kill_node_or_producer'], undefined);
      assert.equal(op.operationId, 'kill_node_on_producer');
      assert.deepEqual(Object.keys(flat(jsonBody(op)).properties).sort(), ['based_on_lib', 'producer', 'where_in_sequence']);
    }
  });

  test('each file documents exactly the calls in its table', () => {
    for (const version of apiVersions) {
      for (const [api, spec] of Object.entries(API_CALLS)) {
        const expected = Object.entries(spec.calls)
          .filter(([, e]) => !(e.since === 'latest' && version !== 'latest'))
          .map(([call]) => `/${call}`)
          .sort();
        assert.deepEqual(Object.keys(bundles[version][api].doc.paths).sort(), expected, `${version}/${api}`);
      }
    }
  });
});

describe('required fields and defaults', () => {
  const chain = () => bundles.latest.chain.doc.paths;
  const producer = () => bundles.latest.producer.doc.paths;
  const trace = () => bundles.latest.trace_api.doc.paths;
  const prop = (paths, call, name) => flat(flat(jsonBody(paths[`/${call}`].post)).properties[name]);

  test('transaction ids are 64-hex strings, not integers', () => {
    for (const [paths, call] of [[trace(), 'get_transaction_trace'], [chain(), 'get_transaction_status']]) {
      const id = prop(paths, call, 'id');
      assert.equal(id.type, 'string', `${call}.id`);
      assert.equal(id.pattern, '^[0-9A-Fa-f]{64}$', `${call}.id`);
    }
  });

  test('trace get_block takes an integer block_num', () => {
    assert.equal(prop(trace(), 'get_block', 'block_num').type, 'integer');
  });

  test('get_code: code_as_wasm defaults to true, and false or 0 is refused', () => {
    // chain_plugin.hpp: bool code_as_wasm = true; get_code asserts it (unsupported_feature otherwise).
    const body = jsonBody(chain()['/get_code'].post);
    assert.equal(prop(chain(), 'get_code', 'code_as_wasm').default, true);
    for (const ok of [{ account_name: 'eosio.token' }, { account_name: 'eosio.token', code_as_wasm: true }, { account_name: 'eosio.token', code_as_wasm: 1 }]) {
      assert.equal(validate(body, ok), null, JSON.stringify(ok));
    }
    for (const bad of [false, 0]) assert.notEqual(validate(body, { account_name: 'eosio.token', code_as_wasm: bad }), null, String(bad));
  });

  test('table queries default to limit 10, reverse false, show_payer false', () => {
    for (const call of ['get_table_rows', 'get_table_by_scope']) {
      assert.equal(prop(chain(), call, 'limit').default, 10, call);
      assert.equal(prop(chain(), call, 'reverse').default, false, call);
      assert.equal(prop(chain(), call, 'show_payer').default, false, call);
    }
  });

  test('RAM corrections default to limit 10 and unapplied transactions to limit 100', () => {
    assert.equal(prop(producer(), 'get_account_ram_corrections', 'limit').default, 10);
    assert.equal(prop(producer(), 'get_unapplied_transactions', 'limit').default, 100);
  });

  test('every optional boolean request flag has the default of its request struct, and a required one none', () => {
    for (const version of apiVersions) {
      for (const api of apiNames) {
        for (const { name, op } of operations(bundles[version][api].doc)) {
          const body = jsonBody(op);
          if (!body) continue;
          const walk = (schema, where) => {
            const f = flat(schema);
            for (const [key, value] of Object.entries(f.properties)) {
              const p = flat(value);
              const id = `${name}.${key}`;
              if (p.type === 'boolean') {
                if ((f.required ?? []).includes(key) && p.default === undefined) continue;
                assert.equal(p.default, BOOLEAN_DEFAULT_TRUE.has(id), `${version}/${api} ${where}${id} default`);
              }
            }
          };
          walk(body.type === 'array' ? body.items : body, '');
        }
      }
    }
  });

  test('greylist changes need at least one account', () => {
    for (const call of ['add_greylist_accounts', 'remove_greylist_accounts']) {
      const body = jsonBody(producer()[`/${call}`].post);
      assert.equal(validate(body, { accounts: ['alice'] }), null, call);
      assert.notEqual(validate(body, { accounts: [] }), null, `${call} with no account`);
      assert.notEqual(validate(body, {}), null, `${call} without accounts`);
    }
  });

  test('a packed transaction requires signatures and compression, as the node refuses one without them', () => {
    for (const version of apiVersions) {
      const chainPaths = bundles[version].chain.doc.paths;
      for (const call of ['push_transaction', 'send_transaction', 'compute_transaction']) {
        const body = jsonBody(chainPaths[`/${call}`].post);
        const packed = flat(body).properties.transaction ? flat(flat(body).properties.transaction) : flat(body);
        for (const field of ['signatures', 'compression']) assert.ok(packed.required.includes(field), `${version} ${call} requires ${field}`);
      }
      // packed_trx may be replaced by a JSON transaction (abi_serializer's packed_transaction extract).
      const readOnly = flat(flat(jsonBody(chainPaths['/send_read_only_transaction'].post)).properties.transaction);
      for (const field of ['signatures', 'compression']) assert.ok(readOnly.required.includes(field), `${version} read-only transaction requires ${field}`);
    }
  });

  test('runtime options: the examples are what a default node sends, and the legacy fields say Spring ignores them', () => {
    for (const version of apiVersions) {
      const paths = bundles[version].producer.doc.paths;
      const options = flat(jsonBody(paths['/update_runtime_options'].post));
      const read = flat(paths['/get_runtime_options'].post.responses['201'].content['application/json'].schema);
      for (const schema of [options, read]) {
        for (const field of [...Object.keys(RUNTIME_SENT), 'subjective_cpu_leeway_us']) {
          assert.equal(schema.properties[field]?.type, 'integer', `${version}: ${field}`);
        }
        for (const field of RUNTIME_LEGACY) {
          assert.ok(hasNote(schema.properties[field]?.description, /Spring[^]*never sends this field and ignores it/), `${version}: ${field}`);
        }
        assert.deepEqual(schema.example, RUNTIME_SENT, `${version}: schema example`);
        assert.equal(validate(schema, schema.example), null, `${version}: schema example validates`);
      }
      const examples = Object.values(paths['/get_runtime_options'].post.responses['201'].content['application/json'].examples);
      assert.ok(examples.length > 0);
      for (const { value } of examples) for (const field of RUNTIME_LEGACY) assert.ok(!(field in value), `${version}: example sends ${field}`);
    }
  });

  test('key_blacklist entries are public keys, as Spring reads them', () => {
    for (const version of apiVersions) {
      const paths = bundles[version].producer.doc.paths;
      for (const schema of [
        flat(jsonBody(paths['/set_whitelist_blacklist'].post)),
        flat(paths['/get_whitelist_blacklist'].post.responses['201'].content['application/json'].schema),
      ]) {
        assert.equal(schema.properties.key_blacklist.type, 'array');
      }
    }
    const lists = sharedSchema('producer', 'WhitelistBlacklist');
    assert.equal(validate(lists, { key_blacklist: ['EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'] }), null);
    assert.equal(validate(lists, { key_blacklist: [] }), null);
    for (const bad of [['uint64'], ['double'], [''], [64]]) {
      assert.notEqual(validate(lists, { key_blacklist: bad }), null, `key_blacklist ${JSON.stringify(bad)} must be rejected`);
    }
  });

  test('finality state is documented with the storage option that enables it', () => {
    const state = sharedSchema('chain', 'TransactionFinalityState');
    assert.deepEqual(state.enum, ['LOCALLY_APPLIED', 'FORKED_OUT', 'IN_BLOCK', 'IRREVERSIBLE', 'FAILED', 'UNKNOWN']);
    assert.match(state.description, /transaction-finality-status-max-storage-size-gb/);
  });

  test('status enums: receipts have five statuses, a block trace only pending or irreversible', () => {
    assert.deepEqual(sharedSchema('chain', 'TransactionReceiptStatus').enum, ['executed', 'soft_fail', 'hard_fail', 'delayed', 'expired']);
    // trace_api_plugin request_handler: block status is irreversible ? "irreversible" : "pending", in every layout.
    assert.deepEqual(sharedSchema('trace', 'BlockTraceStatusV0').enum, ['pending', 'irreversible']);
    assert.deepEqual(sharedSchema('trace', 'BlockTraceStatusV2').enum, ['pending', 'irreversible']);
  });
});

// ---------------------------------------------------------------------------------------------
// Status codes and error bodies.
// ---------------------------------------------------------------------------------------------
describe('status codes', () => {
  const errorShape = (response) => {
    const schema = flat(response.content['application/json'].schema);
    for (const key of ['code', 'message', 'error']) assert.ok(key in schema.properties, `error body lacks ${key}`);
    const error = flat(schema.properties.error);
    for (const key of ['code', 'name', 'what', 'details']) assert.ok(key in error.properties, `error.${key}`);
    const detail = flat(error.properties.details.items);
    for (const key of ['message', 'file', 'line_number', 'method']) assert.ok(key in detail.properties, `details[].${key}`);
  };
  const exampleValues = (response) =>
    Object.values(response.content['application/json'].examples || {}).map((e) => e.value);

  test('the Error example is the invalid_http_request error nodeos answers', () => {
    const bad = bundles.latest.chain.doc.paths['/get_finalizer_info'].post.responses['400'];
    errorShape(bad);
    const [example] = exampleValues(bad);
    assert.equal(example.code, 400);
    assert.equal(example.message, 'Invalid Request');
    assert.equal(example.error.code, 3200006);
    assert.equal(example.error.name, 'invalid_http_request');
    assert.equal(example.error.details[0].message, 'Unable to parse valid input from POST body');
  });

  test('every call answers the success status its plugin registers, and every error response carries the error body', () => {
    for (const version of apiVersions) {
      for (const api of apiNames) {
        for (const { name, op } of operations(bundles[version][api].doc)) {
          const codes = Object.keys(op.responses);
          assert.deepEqual(codes.filter((c) => c.startsWith('2')), [SUCCESS[api](name)], `${version}/${api} ${name} success status`);
          const errors = codes.filter((c) => /^[45]/.test(c));
          assert.ok(errors.length > 0, `${version}/${api} ${name} lists the errors a client meets`);
          for (const code of errors) errorShape(op.responses[code]);
        }
      }
      const paths = bundles[version].chain.doc.paths;
      assert.ok(paths['/send_read_only_transaction'].post.responses['200'].content['application/json']);
      assert.deepEqual(exampleValues(paths['/push_block'].post.responses['202']), [{}], 'push_block answers 202 with {}');
    }
  });

  test('paused answers a JSON true or false', () => {
    // producer_api_plugin registers it through add_api, whose content type is application/json.
    for (const version of apiVersions) {
      const { content } = bundles[version].producer.doc.paths['/paused'].post.responses['201'];
      assert.deepEqual(Object.keys(content), ['application/json']);
      assert.equal(content['application/json'].schema.type, 'boolean');
    }
  });

  test('Trace API answers 400, 404 and 500 with the documented messages', () => {
    for (const version of apiVersions) {
      const paths = bundles[version].trace_api.doc.paths;
      for (const call of ['/get_block', '/get_transaction_trace']) {
        const { responses } = paths[call].post;
        for (const code of ['200', '400', '404', '500']) assert.ok(responses[code], `${call} ${code}`);
        for (const code of ['400', '404', '500']) errorShape(responses[code]);
        assert.equal(exampleValues(responses['404'])[0].code, 404);
        assert.equal(exampleValues(responses['500'])[0].code, 500);
      }
      // trace_api_plugin.cpp sends the capitalised message.
      const bad = paths['/get_block'].post.responses['400'];
      assert.deepEqual(exampleValues(bad).map((e) => e.message), ['Bad or missing block_num']);
      assert.equal(exampleValues(bad)[0].code, 400);
    }
  });

  test('net connect and disconnect answer the strings net_plugin returns', () => {
    for (const version of apiVersions) {
      const paths = bundles[version].net.doc.paths;
      const media = (call) => paths[call].post.responses['201'].content['application/json'];
      const answers = (call) => flat(media(call).schema).enum;
      assert.deepEqual([...answers('/connect')].sort(), ['added connection', 'already connected', 'connection failed', 'invalid peer address']);
      assert.deepEqual([...answers('/disconnect')].sort(), ['connection removed', 'no known connection for host']);
      for (const call of ['/connect', '/disconnect']) {
        for (const { value } of Object.values(media(call).examples)) assert.ok(answers(call).includes(value), `${version} ${call} example ${value}`);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// (b) pause_at_block only from Spring 1.1.
// ---------------------------------------------------------------------------------------------
test('pause_at_block is in latest and not in v1.0.4', () => {
  assert.ok(bundles.latest.producer.doc.paths['/pause_at_block']);
  assert.equal(bundles['v1.0.4'].producer.doc.paths['/pause_at_block'], undefined);
});

test('both versions share the same path items, servers and tags', () => {
  for (const api of apiNames) {
    const latest = loadYaml(path.join(OPENAPI, 'latest', `${api}.yaml`));
    const old = loadYaml(path.join(OPENAPI, 'v1.0.4', `${api}.yaml`));
    const { '/pause_at_block': added, ...latestPaths } = latest.paths;
    assert.deepEqual(old.paths, latestPaths, api);
    assert.deepEqual(old.servers, latest.servers, api);
    assert.deepEqual(old.tags, latest.tags, api);
    assert.equal(old.info.title, latest.info.title);
    if (api === 'producer') assert.ok(added);
  }
});

// ---------------------------------------------------------------------------------------------
// (b2) Schemas against the structs Spring reflects (tests/fixtures/facts/api-structs.json, written by
// scripts/extract-facts.mjs from both tags): a request schema offers exactly the fields fc reads, a response
// schema exactly the fields it writes, required where the node always sends them; nested structs likewise.
// ---------------------------------------------------------------------------------------------
const STRUCT_FACTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/facts/api-structs.json'), 'utf8'));
const FACT_VERSION = { latest: STRUCT_FACTS.latest, 'v1.0.4': '1.0.4' };
// [request struct, result struct] per call, by the struct's last name; null where the body or the result is not a
// struct these plugins reflect (a block, a packed transaction, a variant the handler builds, a snapshot result of
// libraries/chain, a bare string or list).
const STRUCTS = {
  chain: {
    get_info: [null, 'get_info_results'],
    get_finalizer_info: [null, 'get_finalizer_info_result'],
    get_producer_schedule: [null, 'get_producer_schedule_result'],
    get_producers: ['get_producers_params', 'get_producers_result'],
    get_activated_protocol_features: ['get_activated_protocol_features_params', 'get_activated_protocol_features_results'],
    get_block: ['get_raw_block_params', null],
    get_block_info: ['get_block_info_params', null],
    get_block_header_state: ['get_block_header_state_params', null],
    get_account: ['get_account_params', 'get_account_results'],
    get_accounts_by_authorizers: ['get_accounts_by_authorizers_params', 'get_accounts_by_authorizers_result'],
    get_abi: ['get_abi_params', 'get_abi_results'],
    get_raw_abi: ['get_raw_abi_params', 'get_raw_abi_results'],
    get_code: ['get_code_params', 'get_code_results'],
    get_code_hash: ['get_code_hash_params', 'get_code_hash_results'],
    get_raw_code_and_abi: ['get_raw_code_and_abi_params', 'get_raw_code_and_abi_results'],
    get_table_rows: ['get_table_rows_params', 'get_table_rows_result'],
    get_table_by_scope: ['get_table_by_scope_params', 'get_table_by_scope_result'],
    get_currency_balance: ['get_currency_balance_params', null],
    get_currency_stats: ['get_currency_stats_params', null],
    get_required_keys: ['get_required_keys_params', 'get_required_keys_result'],
    push_transaction: [null, 'push_transaction_results'],
    send_transaction: [null, 'push_transaction_results'],
    send_transaction2: ['send_transaction2_params', 'push_transaction_results'],
    compute_transaction: ['compute_transaction_params', 'compute_transaction_results'],
    send_read_only_transaction: ['send_read_only_transaction_params', 'send_read_only_transaction_results'],
    get_transaction_status: ['get_transaction_status_params', 'get_transaction_status_results'],
    get_scheduled_transactions: ['get_scheduled_transactions_params', 'get_scheduled_transactions_result'],
  },
  db_size: { get: [null, 'db_size_stats'] },
  net: { connections: [null, 'connection_status'], status: [null, 'connection_status'] },
  producer: {
    pause: [null, 'producer_api_plugin_response'],
    resume: [null, 'producer_api_plugin_response'],
    pause_at_block: ['pause_at_block_params', null],
    get_runtime_options: [null, 'runtime_options'],
    update_runtime_options: ['runtime_options', null],
    get_greylist: [null, 'greylist_params'],
    add_greylist_accounts: ['greylist_params', null],
    remove_greylist_accounts: ['greylist_params', null],
    get_whitelist_blacklist: [null, 'whitelist_blacklist'],
    set_whitelist_blacklist: ['whitelist_blacklist', null],
    get_supported_protocol_features: ['get_supported_protocol_features_params', null],
    get_integrity_hash: [null, 'integrity_hash_information'],
    get_account_ram_corrections: ['get_account_ram_corrections_params', 'get_account_ram_corrections_result'],
    get_unapplied_transactions: ['get_unapplied_transactions_params', 'get_unapplied_transactions_result'],
    get_scheduled_protocol_feature_activations: [null, 'scheduled_protocol_feature_activations'],
    schedule_protocol_feature_activations: ['scheduled_protocol_feature_activations', null],
  },
  test_control: { kill_node_on_producer: ['kill_node_on_producer_params', null] },
};
// Members a schema documents although the struct of that version has none: fc ignores unknown members, so the
// schema must say the field has no effect, or name the release that added it.
const IGNORED_MEMBERS = new Set(['get_table_by_scope.show_payer', ...RUNTIME_LEGACY.flatMap((f) => [`get_runtime_options.${f}`, `update_runtime_options.${f}`])]);
// std::optional members the handler always fills, so the node always sends them (claims/openapi/ names the lines):
// get_info_db sets the version strings and weights; get_account fills subjective_cpu_bill_limit, both resource
// limits through account_resource_info::set and every permission's linked_actions; get_whitelist_blacklist
// returns all six lists.
const ALWAYS_SET = new Set([
  ...['server_version_string', 'server_full_version_string', 'total_cpu_weight', 'total_net_weight'].map((f) => `get_info.${f}`),
  'get_account.subjective_cpu_bill_limit',
  'get_account.permissions.linked_actions',
  ...['net_limit', 'cpu_limit'].flatMap((l) => [`get_account.${l}.last_usage_update_time`, `get_account.${l}.current_used`]),
  ...['actor_whitelist', 'actor_blacklist', 'contract_whitelist', 'contract_blacklist', 'action_blacklist', 'key_blacklist'].map((f) => `get_whitelist_blacklist.${f}`),
]);

/** The reflected struct whose last name is `short` in the facts of `version`. */
function structNamed(version, short) {
  const structs = STRUCT_FACTS.versions[FACT_VERSION[version]].structs;
  const names = Object.keys(structs).filter((n) => n.split('::').pop() === short);
  return names.length === 1 ? { name: names[0], ...structs[names[0]] } : null;
}
/** A member type's element struct: `std::optional<std::vector<permission>>` -> permission. */
const elementOf = (type) => type?.replace(/^(?:std::)?(?:optional|vector|set|deque)<\s*|\s*>$/g, '').replace(/^(?:std::)?(?:vector|set)<\s*|\s*>$/g, '').split('::').pop();
const optionalType = (type) => /^(?:std::)?optional</.test(type ?? '');
function unwrapArray(schema) {
  const s = flat(schema);
  return s.type === 'array' ? flat(s.items) : s;
}

describe('schemas against the structs Spring reflects', () => {
  /** A struct's members in the other versions: those some other version has, and those every other version has. */
  function otherMembers(version, name) {
    const others = apiVersions.filter((v) => v !== version).map((v) => structNamed(v, name)?.fields ?? {});
    const some = new Set(others.flatMap((fields) => Object.keys(fields)));
    return { some, every: new Set([...some].filter((f) => others.every((fields) => f in fields))) };
  }
  /** Compares one schema with one struct (at `rel` inside the call's body) and recurses into struct members. */
  function compare(version, call, rel, schema, struct, kind, problems) {
    const where = `${version} ${call} ${kind}${rel}`;
    const s = unwrapArray(schema);
    const fields = Object.keys(struct.fields);
    const props = Object.keys(s.properties || {});
    const other = otherMembers(version, struct.name.split('::').pop());
    for (const f of fields) if (!props.includes(f)) problems.push(`${where}: ${struct.name} member ${f} is not documented`);
    for (const p of props.filter((p) => !fields.includes(p))) {
      const text = s.properties[p].description ?? '';
      if (IGNORED_MEMBERS.has(`${call}.${p}`)) {
        if (!/no effect|ignores/i.test(text)) problems.push(`${where}.${p}: ignored by Spring, but the description does not say so`);
      } else if (other.some.has(p)) {
        if (!/Spring 1\.\d/.test(text)) problems.push(`${where}.${p}: not in ${version}; the description must name the releases that have it`);
      } else problems.push(`${where}.${p}: ${struct.name} has no member ${p}`);
    }
    if (kind === 'result') {
      for (const f of fields) {
        const required = s.required?.includes(f);
        const always = !optionalType(struct.fields[f]) || ALWAYS_SET.has(`${call}${rel}.${f}`);
        // the versions share one schema: a member not every one of them sends cannot be required
        if (always && !required && other.every.has(f)) problems.push(`${where}.${f}: always sent, but not required`);
        if (required && (!always || !other.every.has(f))) problems.push(`${where}.${f}: not always sent, but required`);
      }
    } else {
      for (const f of s.required ?? []) if (optionalType(struct.fields[f])) problems.push(`${where}.${f}: std::optional, but required`);
    }
    for (const [f, type] of Object.entries(struct.fields)) {
      const inner = structNamed(version, elementOf(type));
      if (inner && s.properties?.[f]) compare(version, call, `${rel}.${f}`, s.properties[f], inner, kind, problems);
    }
  }

  for (const version of apiVersions) {
    test(`${version}: every reflected request and result struct matches its schema, member for member`, () => {
      const problems = [];
      let compared = 0;
      for (const [api, calls] of Object.entries(STRUCTS)) {
        for (const [call, [params, result]] of Object.entries(calls)) {
          const op = bundles[version][api].doc.paths[`/${call}`]?.post;
          if (!op) {
            assert.equal(`${version} ${call}`, 'v1.0.4 pause_at_block', `${api}/${call} is not documented`);
            continue;
          }
          for (const [kind, short, schema] of [
            ['request', params, jsonBody(op)],
            ['result', result, Object.entries(op.responses).find(([code]) => code.startsWith('2'))[1].content?.['application/json']?.schema],
          ]) {
            if (!short) continue;
            const struct = structNamed(version, short);
            assert.ok(struct, `${version}: no reflected struct ${short} for ${api}/${call}`);
            compare(version, call, '', schema, struct, kind, problems);
            compared++;
          }
        }
      }
      assert.deepEqual(problems, []);
      assert.ok(compared >= 60, `only ${compared} structs compared`);
    });
  }

  test('the comparison catches a missing member, an invented one, a sent one not required and an optional one required', () => {
    const real = structNamed('latest', 'get_code_hash_results');
    const problems = [];
    compare('latest', 'demo', '', { type: 'object', required: ['account_name'], properties: { account_name: {}, hash: {} } }, real, 'result', problems);
    const optional = { ...real, fields: { ...real.fields, code_hash: 'std::optional<fc::sha256>' } };
    compare('latest', 'demo', '', { type: 'object', required: ['account_name', 'code_hash'], properties: { account_name: {}, code_hash: {} } }, optional, 'result', problems);
    assert.deepEqual(problems, [
      `latest demo result: ${real.name} member code_hash is not documented`,
      `latest demo result.hash: ${real.name} has no member hash`,
      'latest demo result.code_hash: always sent, but not required',
      'latest demo result.code_hash: not always sent, but required',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// (c) Every example validates against its schema.
// ---------------------------------------------------------------------------------------------
describe('examples', () => {
  for (const version of apiVersions) {
    for (const api of apiNames) {
      test(`${version}/${api}: request and response examples match their schemas`, () => {
        for (const { name, op } of operations(bundles[version][api].doc)) {
          const media = [];
          for (const [type, m] of Object.entries(op.requestBody?.content || {})) media.push([`request ${type}`, m]);
          for (const [code, r] of Object.entries(op.responses)) {
            for (const [type, m] of Object.entries(r.content || {})) media.push([`${code} ${type}`, m]);
          }
          if (op.requestBody) {
            assert.ok(media.some(([w, m]) => w.startsWith('request') && (m.example !== undefined || m.examples)), `${name}: request example`);
          }
          const success = Object.entries(op.responses).find(([code]) => code.startsWith('2'));
          if (success[1].content === undefined) {
            // Only push_block may document its success without content (it answers {}); nothing to show.
            assert.equal(`${api}/${name}`, 'chain/push_block', `${name}: success response without content`);
          } else {
            assert.ok(Object.values(success[1].content).some((m) => m.example !== undefined || m.examples), `${name}: response example`);
          }
          for (const [where, m] of media) {
            const values = m.example !== undefined ? [['example', m.example]] : [];
            for (const [key, e] of Object.entries(m.examples || {})) values.push([key, e.value]);
            for (const [key, value] of values) {
              assert.equal(validate(m.schema, value), null, `${version}/${api} ${name} ${where} example "${key}"`);
            }
          }
        }
      });
    }
  }

  test('schema-level examples in shared schemas match their schemas', () => {
    for (const file of listYaml(path.join(OPENAPI, 'shared', 'schemas'))) {
      const doc = loadYaml(file);
      for (const [name, raw] of Object.entries(doc)) {
        const schema = deref(raw, file);
        const check = (s, where) => {
          if (!s || typeof s !== 'object') return;
          if (s.example !== undefined) assert.equal(validate(s, s.example), null, `${path.basename(file)} ${where}`);
          for (const [k, v] of Object.entries(s.properties || {})) check(v, `${where}.${k}`);
          if (s.items) check(s.items, `${where}[]`);
        };
        check(schema, name);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// (d) The schemas' patterns accept valid samples and reject invalid ones.
// ---------------------------------------------------------------------------------------------
describe('schema patterns', () => {
  const cases = {
    Name: {
      valid: [
        'eosio', 'eosio.token', 'eosio.rex', 'eosio.abcdef', 'eosio.abcdefj', 'alice', 'alicealice12',
        'alicealice12a', 'abcdefghijk1j', 'vaulta', 'a', 'alice.gm', '1', '',
        'alicealice123', // a 13th character may be 1-5 as well as a-j (name::set)
      ],
      invalid: [
        'alicealice12k', // 13 characters without an a-j suffix
        'abcdefghijklm', // 13th character outside a-j
        'alicealice126', // 13th character 6
        'alice.', // a trailing dot does not survive the round trip
        'abcdefghijklmn', // 14 characters
        'Alice', 'ALICE', 'aliCe', // upper case
        'eosio.6', 'eosio.6abc', // 6 after eosio.
        'alice0', 'alice9', 'alice_1', 'alice-1', 'alice bob', 'alice!',
      ],
    },
    Sha256: {
      valid: ['0'.repeat(64), 'aca376f206b8fc25a6ed44dbdc66547c36c6c33e3a119ffbeaef943642f0e906', 'ABCDEF'.padEnd(64, 'f')],
      invalid: ['0'.repeat(63), '0'.repeat(65), 'g'.repeat(64), `0x${'0'.repeat(62)}`, ''],
    },
    PublicKey: {
      valid: [
        'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
        'PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63',
        'PUB_R1_6FPFZqw5ahYrR9jD96yDbbDNTdKtNqRbze6oTDLntrsANgQKZu',
        'PUB_WA_8PPYTWYNkRqrveNAoX7PJWDtSqDUp3c29QGBfr6MSpRv6uEgwLmB4x7yZDt7sx5EPzX',
      ],
      invalid: [
        '6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV', // no prefix
        'K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63',
        'pub_k1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63',
        'PUB_BLS_PcJG7lYgwZcsFGe-i4WWYDw1GtP7r5vGWFcRe97TVcp5f5',
        'SIG_K1_KfQ57wLFFkh6sUEz1ZSXD1sBrvu3KTbZbg6BRwbYghUXSpVWM6UUXWNTiAWJB2QN4wsDzNXZzBSjW1uUsKfG1o9kjzT3hL',
        'EOS', 'EOS0OIl', '',
      ],
    },
    Signature: {
      valid: [
        'SIG_K1_KfQ57wLFFkh6sUEz1ZSXD1sBrvu3KTbZbg6BRwbYghUXSpVWM6UUXWNTiAWJB2QN4wsDzNXZzBSjW1uUsKfG1o9kjzT3hL',
        'SIG_R1_K5p1N8ohGt8zNmw7Q6hVtYFgFYx8oMXLJGM5BvTz3Sg1Y6R2CBnT6Ro1Ez7m9dXd5ub6',
        'SIG_WA_2AAAeXbQnyNE7sUxvWmYXQM1dhQjYGwiDkbFaQajpDX7Ay1vgvuHjAVoRyzjJjFZQw6JkH',
      ],
      invalid: [
        'KfQ57wLFFkh6sUEz1ZSXD1sBrvu3KTbZbg6BRwbYghUXSpVWM6', // no prefix
        'SIG_KfQ57wLFFkh6sUEz1ZSXD1sBrvu3KTbZbg6BRwbYghU',
        'SIG_BLS_KfQ57wLFFkh6sUEz1ZSXD1sBrvu3KTbZbg6BRwbYghU',
        'sig_k1_KfQ57wLFFkh6sUEz1ZSXD1sBrvu3KTbZbg6BRwbYghU',
        'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
        'SIG_K1_', '',
      ],
    },
    Asset: {
      // asset::from_string: any precision up to 18 decimals, none at all included.
      valid: ['1.0000 EOS', '0.0001 A', '-5.5000 EOS', '1500000000.0000 EOS', '1.0000 ABCDEFG', '1.000 EOS', '1.00000 EOS', '5 TKN'],
      invalid: [
        '1.0000000000000000000 EOS', // 19 decimals
        '.5000 EOS', '1.0000 ABCDEFGH', // 8-letter symbol
        '1.0000 eos', '1.0000EOS', '1.0000  EOS', '1,0000 EOS', '1.0000 EOS ', '',
      ],
    },
    DateTime: {
      valid: ['2025-03-14T09:26:53', '2025-03-14T09:26:53.5', '2025-03-14T09:26:53.500', '1970-01-01T00:00:00.000'],
      invalid: ['2025-03-14', '2025-03-14 09:26:53', '2025-03-14T09:26:53Z', '2025-03-14T09:26:53.5000', '2025-03-14T09:26', '20250314T092653'],
    },
  };

  for (const [name, { valid, invalid }] of Object.entries(cases)) {
    test(name, () => {
      const schema = sharedSchema('common', name);
      for (const sample of valid) assert.equal(validate(schema, sample), null, `${name} should accept ${JSON.stringify(sample)}`);
      for (const sample of invalid) assert.notEqual(validate(schema, sample), null, `${name} should reject ${JSON.stringify(sample)}`);
    });
  }

  test('patterns are anchored and escape their dots', () => {
    const patterns = [];
    const collect = (s) => {
      if (!s || typeof s !== 'object') return;
      if (typeof s.pattern === 'string') patterns.push(s.pattern);
      Object.values(s).forEach(collect);
    };
    for (const file of listYaml(path.join(OPENAPI, 'shared'))) collect(loadYaml(file));
    assert.ok(patterns.length >= 10);
    for (const p of patterns) {
      assert.ok(p.startsWith('^') && p.endsWith('$'), `unanchored pattern ${p}`);
      assert.doesNotMatch(p.replace(/\[[^\]]*\]/g, ''), /(^|[^\\])\./, `unescaped dot in ${p}`);
    }
    const name = sharedSchema('common', 'Name');
    assert.deepEqual(name.anyOf.map((f) => f.pattern), [
      '^eosio\\.[a-z1-5]{1,6}[a-j1-5]?$',
      '^[a-z1-5]{12}[a-j1-5]?$',
      '^[a-z1-5]{1,12}[a-j1-5]?$',
      '^([a-z1-5.]{0,11}[a-z1-5]|[a-z1-5.]{12}[a-j1-5])?$',
    ]);
  });

  test('action blacklist entries pair an account with an action', () => {
    const entry = sharedSchema('producer', 'ActionBlacklistEntry');
    assert.equal(validate(entry, ['eosio.token', 'transfer']), null);
    assert.notEqual(validate(entry, ['eosio.token']), null);
    assert.notEqual(validate(entry, ['eosio.token', 'Transfer']), null);
  });
});

// ---------------------------------------------------------------------------------------------
// (e) Every $ref resolves and stays inside openapi/; path items and schemas are defined once.
// ---------------------------------------------------------------------------------------------
describe('references', () => {
  test('every $ref resolves inside openapi/', () => {
    let count = 0;
    for (const file of listYaml(OPENAPI)) {
      const visit = (node) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object') return;
        if (typeof node.$ref === 'string') {
          resolveRef(file, node.$ref);
          count += 1;
        }
        Object.values(node).forEach(visit);
      };
      visit(loadYaml(file));
    }
    assert.ok(count > 300, `only ${count} references found`);
  });

  test('version files hold only references to shared path items', () => {
    for (const version of apiVersions) {
      for (const api of apiNames) {
        const doc = loadYaml(path.join(OPENAPI, version, `${api}.yaml`));
        assert.equal(doc.components, undefined, `${version}/${api} defines components`);
        for (const [p, item] of Object.entries(doc.paths)) {
          assert.deepEqual(Object.keys(item), ['$ref'], `${version}/${api} ${p}`);
          assert.equal(item.$ref, `../shared/paths/${api}.yaml#/${p.slice(1)}`);
        }
      }
    }
  });

  test('every shared path item and schema is used', () => {
    const used = new Set();
    for (const file of listYaml(OPENAPI)) {
      const visit = (node) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object') return;
        if (typeof node.$ref === 'string') {
          const [f, pointer] = node.$ref.split('#');
          used.add(`${f ? path.resolve(path.dirname(file), f) : file}#${pointer}`);
        }
        Object.values(node).forEach(visit);
      };
      visit(loadYaml(file));
    }
    for (const dir of ['paths', 'schemas', 'examples']) {
      for (const file of listYaml(path.join(OPENAPI, 'shared', dir))) {
        for (const key of Object.keys(loadYaml(file))) assert.ok(used.has(`${file}#/${key}`), `${path.relative(OPENAPI, file)}#/${key} is unused`);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// (f) operationIds are unique, and every operation is documented.
// ---------------------------------------------------------------------------------------------
test('no code span in a description breaks across lines around < or {', () => {
  // docusaurus-plugin-openapi-docs escapes descriptions line by line when it writes the .api.mdx pages, so a span
  // such as `ID:\n<block id>` reaches MDX as a JSX tag and fails the build; keep such a span on one line.
  const found = [];
  for (const file of listYaml(OPENAPI)) {
    const visit = (node, where) => {
      if (Array.isArray(node)) return node.forEach((item) => visit(item, where));
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'description' || key === 'summary') && typeof value === 'string') {
          const prose = value.replace(/```[^]*?```/g, '');
          for (const [, span] of prose.matchAll(/`([^`]*)`/g)) {
            if (span.includes('\n') && /[<{]/.test(span)) found.push(`${path.relative(OPENAPI, file)} ${where}/${key}: \`${span}\``);
          }
        } else visit(value, `${where}/${key}`);
      }
    };
    visit(loadYaml(file), '');
  }
  assert.deepEqual(found, []);
});

test('every operation has a unique operationId, a summary, a description and a defined tag', () => {
  for (const version of apiVersions) {
    const seen = new Map();
    for (const api of apiNames) {
      const { doc } = bundles[version][api];
      const tags = new Set(doc.tags.map((t) => t.name));
      for (const { path: p, op } of operations(doc)) {
        assert.ok(op.operationId, `${api} ${p} operationId`);
        assert.ok(!seen.has(op.operationId), `${op.operationId} used by ${seen.get(op.operationId)} and ${api} ${p}`);
        seen.set(op.operationId, `${api} ${p}`);
        assert.ok(op.summary, `${op.operationId} summary`);
        assert.ok(op.description && op.description.length > 150, `${op.operationId} description is too thin`);
        assert.equal(op.tags.length, 1, `${op.operationId} tags`);
        assert.ok(tags.has(op.tags[0]), `${op.operationId} tag ${op.tags[0]} is not declared`);
      }
    }
  }
});

test('info blocks name the plugin, and sensitive APIs warn against public exposure', () => {
  for (const version of apiVersions) {
    for (const api of apiNames) {
      const { info } = bundles[version][api].doc;
      const plugin = `${api === 'trace_api' ? 'trace' : api}_api_plugin`;
      assert.ok(info.description.includes(`plugin = eosio::${plugin}`), `${version}/${api} config.ini snippet`);
      if (['producer', 'net', 'test_control'].includes(api)) assert.match(info.description, /never expose/i, `${version}/${api}`);
    }
    assert.equal(bundles[version].producer.doc.info['x-protocol-version'], '4.0');
    assert.match(bundles[version].producer.doc.info.description, /protocol version 4\.0/);
  }
});
