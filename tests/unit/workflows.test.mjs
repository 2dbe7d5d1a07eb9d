// The GitHub workflows (.github/workflows) are valid by the schema GitHub Actions reads them with
// (@action-validator/core), and run what the README says: the test command on pull requests and pushes, and a
// Pages build from main.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import test from 'node:test';
import {validateWorkflow} from '@action-validator/core';
import {parse} from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const workflowsDir = join(root, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));
const read = (file) => readFileSync(join(workflowsDir, file), 'utf8');

test('there is a test workflow and a Pages workflow', () => {
  assert.deepEqual(workflows.sort(), ['pages.yml', 'test.yml']);
});

for (const file of workflows) {
  test(`${file} is a valid workflow`, () => {
    assert.deepEqual(validateWorkflow(read(file)).errors, []);
  });
}

test('the validator rejects a broken workflow', () => {
  const {errors} = validateWorkflow(readFileSync(join(root, 'tests', 'fixtures', 'workflows', 'invalid.yml'), 'utf8'));
  assert.deepEqual(errors.map((error) => error.path).sort(), ['/jobs/test', '/on']);
});

test('the test workflow runs the README test command on pull requests and pushes to main, its browser tests in shards', () => {
  const workflow = parse(read('test.yml'));
  assert.ok('pull_request' in workflow.on);
  assert.deepEqual(workflow.on.push.branches, ['main']);
  const {checks, e2e} = workflow.jobs;
  assert.equal(checks.steps.find((step) => step.uses?.startsWith('actions/checkout@')).with['fetch-depth'], 0);
  assert.ok(checks.steps.some((step) => step.run === 'bash scripts/test.sh checks'));
  const upload = checks.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
  assert.deepEqual(upload.with.path.trim().split('\n'), ['build/', 'build-preview/', 'build-algolia/']);
  assert.equal(upload.with['include-hidden-files'], true, 'nginx.sh needs build/.hosting/');
  assert.equal(e2e.needs, 'checks');
  const shards = e2e.strategy.matrix.shard;
  assert.deepEqual(shards, Array.from({length: shards.length}, (_, i) => i + 1));
  assert.ok(shards.length >= 2);
  assert.equal(e2e.steps.find((step) => step.uses?.startsWith('actions/download-artifact@')).with.name, upload.with.name);
  assert.ok(e2e.steps.some((step) => step.run === `bash scripts/test.sh e2e --shard=\${{ matrix.shard }}/${shards.length}`));
  // Locally and in .ci/run the same script runs both phases in one go.
  assert.match(readFileSync(join(root, '.ci', 'run'), 'utf8'), /exec bash scripts\/test\.sh\n/);
  const script = readFileSync(join(root, 'scripts', 'test.sh'), 'utf8');
  assert.match(script, /phase=\$\{1:-all\}/);
});

test('the Pages workflow publishes main only after the tests passed on the same commit, with the base URL Pages gives', () => {
  const workflow = parse(read('pages.yml'));
  assert.deepEqual(workflow.on.workflow_run, {workflows: [parse(read('test.yml')).name], types: ['completed'], branches: ['main']});
  assert.ok(!('push' in workflow.on), 'a push alone must not publish');
  assert.match(workflow.jobs.build.if, /github\.event\.workflow_run\.conclusion == 'success'/);
  const checkout = workflow.jobs.build.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
  assert.match(checkout.with.ref, /github\.event\.workflow_run\.head_sha/);
  const build = workflow.jobs.build.steps.find((step) => step.run === 'npm run build');
  assert.equal(build.env.BASE_URL, '${{ steps.pages.outputs.base_path }}/');
  assert.equal(workflow.jobs.build.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@')).with.path, 'build');
  assert.ok(workflow.jobs.deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
});
