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

test('the test workflow runs the README test command on pull requests and pushes to main, with full history', () => {
  const workflow = parse(read('test.yml'));
  assert.ok('pull_request' in workflow.on);
  assert.deepEqual(workflow.on.push.branches, ['main']);
  const steps = workflow.jobs.test.steps;
  assert.equal(steps.find((step) => step.uses?.startsWith('actions/checkout@')).with['fetch-depth'], 0);
  assert.ok(steps.some((step) => step.run === 'bash scripts/test.sh'));
  assert.match(readFileSync(join(root, '.ci', 'run'), 'utf8'), /exec bash scripts\/test\.sh/);
});

test('the Pages workflow builds main with the base URL Pages gives and deploys the build', () => {
  const workflow = parse(read('pages.yml'));
  assert.deepEqual(workflow.on.push.branches, ['main']);
  const build = workflow.jobs.build.steps.find((step) => step.run === 'npm run build');
  assert.equal(build.env.BASE_URL, '${{ steps.pages.outputs.base_path }}/');
  assert.equal(workflow.jobs.build.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@')).with.path, 'build');
  assert.ok(workflow.jobs.deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
});
