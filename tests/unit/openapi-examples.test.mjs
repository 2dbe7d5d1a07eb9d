// The API reference's examples are what a node could have sent: the hashes, IDs and signatures they show are
// computed from the bytes they show (openapi/shared/examples/chain.yaml says how each was made), and the ABI shown
// for get_abi is the one get_raw_abi and get_raw_code_and_abi return in binary.
// Run with: npx node --test tests/unit/openapi-examples.test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {ABI, Checksum256, PublicKey, Serializer, Signature, Transaction} from '@wharfkit/antelope';

const openapi = join(import.meta.dirname, '..', '..', 'openapi', 'shared');
const examples = parse(readFileSync(join(openapi, 'examples', 'chain.yaml'), 'utf8'));
const paths = parse(readFileSync(join(openapi, 'paths', 'chain.yaml'), 'utf8'));
const common = parse(readFileSync(join(openapi, 'schemas', 'common.yaml'), 'utf8'));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const responseExample = (call, name, status = '200') => paths[call].post.responses[status].content['application/json'].examples[name].value;

const signed = examples.SignedTransfer.value;
const id = sha256(Buffer.from(signed.packed_trx, 'hex'));

test('the transfer: packed_trx is the JSON transaction serialized, and its ID is the SHA-256 of packed_trx', () => {
  const trx = Transaction.from(examples.UnsignedTransfer.value);
  assert.equal(Serializer.encode({object: trx}).hexString, signed.packed_trx);
  assert.equal(String(trx.id), id);
  assert.equal(id, '12deb2dd2462320714e31d6b63393422ae74e985a7d0a44ca54d78ebdc3322bd');
});

test('every example of the transfer names the same ID, and get_transaction_id answers it', () => {
  for (const name of ['TransferResult', 'TransferResultNested']) {
    const {value} = examples[name];
    assert.equal(value.transaction_id, id, name);
    assert.equal(value.processed.id, id, name);
    for (const trace of JSON.stringify(value).match(/"trx_id":"[0-9a-f]{64}"/g) ?? []) assert.equal(trace, `"trx_id":"${id}"`, name);
  }
  const answer = paths.get_transaction_id.post.responses['200'].content['application/json'].examples;
  assert.ok(Object.values(answer).some((e) => e.value === id));
});

test('the signature is alice\'s development key signing the transfer for the chain ID shown', () => {
  const chainId = common.ChainId.example;
  const digest = sha256(Buffer.concat([Buffer.from(chainId, 'hex'), Buffer.from(signed.packed_trx, 'hex'), Buffer.alloc(32)]));
  const key = Signature.from(signed.signatures[0]).recoverDigest(Checksum256.from(digest));
  assert.equal(key.toLegacyString(), 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV');
  assert.ok(PublicKey.from(key).equals(PublicKey.from('EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV')));
});

test('get_raw_abi: abi_hash is the SHA-256 of the ABI shown, code_hash that of the module get_raw_code_and_abi shows', () => {
  const raw = responseExample('get_raw_abi', 'token');
  const both = responseExample('get_raw_code_and_abi', 'token');
  assert.equal(raw.abi, both.abi);
  assert.equal(raw.abi_hash, sha256(Buffer.from(raw.abi, 'base64')));
  assert.equal(raw.code_hash, sha256(Buffer.from(both.wasm, 'base64')));
  assert.equal(Buffer.from(both.wasm, 'base64').toString('hex'), '0061736d01000000'); // the WebAssembly header
});

test('the binary ABI is the ABI get_abi shows, serialized', () => {
  const binary = Buffer.from(responseExample('get_raw_abi', 'token').abi, 'base64').toString('hex');
  const shown = ABI.from(responseExample('get_abi', 'token').abi);
  assert.equal(Serializer.encode({object: shown}).hexString, binary);
  assert.ok(Serializer.decode({data: binary, type: ABI}).equals(shown));
});
