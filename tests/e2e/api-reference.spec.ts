import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {parse} from 'yaml';
import {apiNames, apiVersions} from '../../src/config/api-reference';
import {builtHeading, expectLandedOn, waitForHydration, watchForProblems} from './support';

const landings = [
  '/apis/spring/',
  ...apiVersions.flatMap((version) => [
    `/apis/spring/${version}/`,
    ...apiNames.map((name) => `/apis/spring/${version}/${name}.api/`),
  ]),
];

test("every reference landing renders: the reference's, each version's and each API's", async ({page}) => {
  for (const path of landings) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', {level: 1}), path).toHaveText(builtHeading(path));
  }
});

const endpoint = '/apis/spring/latest/chain.api/get-info';
const nodeUrl = 'http://localhost:8080/v1/chain/get_info';

test('an endpoint page shows its method and path', async ({page}) => {
  await page.goto(endpoint);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get chain information');
  const method = page.locator('.openapi__method-endpoint');
  await expect(method).toContainText('POST');
  await expect(method).toContainText('/v1/chain/get_info');
});

test('an endpoint page arrives with its parameters, schemas and responses, readable before any script runs', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/apis/spring/latest/trace_api.api/trace-get-block');
  const reference = page.locator('.openapi-left-panel__container');
  await expect(reference.getByRole('heading', {name: 'Request', exact: false}).first()).toBeVisible();
  await expect(reference.locator('strong', {hasText: /^block_num$/}).first()).toBeVisible();
  await expect(reference.getByRole('tab', {name: '404'})).toBeVisible();
  await expect(reference.getByText('Number of the block.')).toBeVisible();
  await expect(reference.locator('code', {hasText: '<= 4294967295'}).first()).toBeVisible();
  await expect(reference.locator('.openapi-skeleton')).toHaveCount(0);
  await context.close();
});

test('response tabs switch on a first load, and a page reached by a link renders its descriptions', async ({page}) => {
  const problems = watchForProblems(page);
  await page.goto('/apis/spring/latest/trace_api.api/trace-get-block');
  await waitForHydration(page);
  const notFound = page.getByRole('tab', {name: '404'});
  await notFound.click();
  await expect(notFound).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({hasText: 'The node holds no trace for this block'})).toBeVisible();
  await expect(page.locator('code', {hasText: 'trace-minimum-irreversible-history-blocks'})).toBeVisible();

  await page.getByRole('complementary').getByRole('link', {name: 'Get the trace of a transaction'}).click();
  await expectLandedOn(page, '/apis/spring/latest/trace_api.api/trace-get-transaction-trace', 'Get the trace of a transaction');
  const description = page.locator('p', {hasText: 'The body is empty or not a JSON object, has no'});
  await expect(description.locator('code', {hasText: /^Bad or missing transaction ID$/})).toHaveCount(1);
  // The other version repeats the descriptions: each comes from the text parsed once (src/theme/Markdown).
  await page.getByRole('navigation', {name: 'API version'}).getByRole('link', {name: 'v1.0.4'}).click();
  await expectLandedOn(page, '/apis/spring/v1.0.4/trace_api.api/trace-get-transaction-trace', 'Get the trace of a transaction');
  await expect(description.locator('code', {hasText: /^Bad or missing transaction ID$/})).toHaveCount(1);
  expect(problems).toEqual([]);
});

test.describe('try it', () => {
  test('sends the request to the configured node and shows the response', async ({page}) => {
    let called = false;
    await page.route(nodeUrl, (route) => {
      called = true;
      return route.fulfill({
        status: 200,
        headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'},
        body: JSON.stringify({server_version: 'abc123', head_block_num: 4242}),
      });
    });
    await page.goto(endpoint);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Send API Request'}).click();
    await expect(page.locator('.openapi-explorer__response-container')).toContainText('4242');
    expect(called).toBe(true);
  });

  test('shows the node’s error message', async ({page}) => {
    await page.route(nodeUrl, (route) =>
      route.fulfill({
        status: 400,
        headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'},
        body: JSON.stringify({
          code: 400,
          message: 'Invalid Request',
          error: {
            code: 3200006,
            name: 'invalid_http_request',
            what: 'invalid http request',
            details: [{message: 'Unable to parse valid input from POST body', file: '', line_number: 0, method: ''}],
          },
        }),
      }),
    );
    await page.goto(endpoint);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Send API Request'}).click();
    const response = page.locator('.openapi-explorer__response-container');
    await expect(response).toContainText('Invalid Request');
    await expect(response).toContainText('Unable to parse valid input from POST body');
  });
});

test('try it and the code samples open on the first real example, and Send sends it as it stands', async ({page}) => {
  // src/theme/ApiExplorer/Body (wrapped): the theme's own default is a body generated from the schema.
  const paths = parse(readFileSync('openapi/shared/paths/chain.yaml', 'utf8'));
  const balance = paths.get_table_rows.post.requestBody.content['application/json'].examples.balance.value;
  const sent: unknown[] = [];
  await page.route('http://localhost:8080/v1/chain/get_table_rows', (route) => {
    sent.push(JSON.parse(route.request().postData() ?? 'null'));
    return route.fulfill({headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'}, body: '{"rows":[],"more":false,"next_key":""}'});
  });
  await page.goto('/apis/spring/latest/chain.api/get-table-rows');
  await waitForHydration(page);
  const editor = page.locator('.openapi-explorer__playground-editor pre').first();
  await expect(editor).toContainText('"code": "eosio.token"');
  await expect(editor).not.toContainText('"string"');
  const curl = page.locator('.openapi-tabs__code-container-inner pre').first();
  await expect(curl).toContainText('"scope": "alice"');
  await page.getByRole('button', {name: 'Send API Request'}).click();
  await expect(page.locator('.openapi-explorer__response-container')).toContainText('next_key');
  expect(sent).toEqual([balance]);
});

test('try it checks required fields and patterns before sending, and the body stays editable by keyboard', async ({page}) => {
  const sent: string[] = [];
  await page.route('http://localhost:8080/v1/chain/get_account', (route) => {
    sent.push(route.request().postData() ?? '');
    return route.fulfill({
      headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'},
      body: JSON.stringify({account_name: 'alice'}),
    });
  });
  await page.goto('/apis/spring/latest/chain.api/get-account');
  await waitForHydration(page);
  const editor = page.locator('.openapi-explorer__playground-editor pre');
  const send = page.getByRole('button', {name: 'Send API Request'});
  const problems = page.getByRole('alert').filter({hasText: 'Not sent'});
  // By keyboard, as the editor must stay reachable after focus has left it: back from Send, select all, type.
  const replaceBody = async (body: string) => {
    await send.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(body);
  };

  await replaceBody('{}');
  await send.click();
  await expect(problems).toContainText('"account_name" is required.');

  await replaceBody('{"account_name": "Alice"}');
  await send.click();
  await expect(problems).toContainText('"account_name" is "Alice", which is not a valid Name.');

  await replaceBody('{"account_name": "alice",');
  await send.click();
  await expect(problems).toContainText('The body is not valid JSON');
  expect(sent).toEqual([]);

  await replaceBody('{"account_name": "alice"}');
  await send.click();
  await expect(page.locator('.openapi-explorer__response-container')).toContainText('alice');
  await expect(problems).toBeHidden();
  expect(JSON.parse(sent[0])).toEqual({account_name: 'alice'});
});

test.describe('version switch', () => {
  test('keeps the reader on the same endpoint', async ({page}) => {
    await page.goto(endpoint);
    await waitForHydration(page);
    await page.getByRole('navigation', {name: 'API version'}).getByRole('link', {name: 'v1.0.4'}).click();
    await expectLandedOn(page, '/apis/spring/v1.0.4/chain.api/get-info', builtHeading('/apis/spring/v1.0.4/chain.api/get-info'));
    await expect(page.getByRole('navigation', {name: 'API version'}).locator('[aria-current="page"]')).toHaveText('v1.0.4');
  });

  test('goes to the API landing when the endpoint is newer than the version', async ({page}) => {
    await page.goto('/apis/spring/latest/producer.api/pause-at-block');
    await waitForHydration(page);
    await page.getByRole('navigation', {name: 'API version'}).getByRole('link', {name: 'v1.0.4'}).click();
    await expectLandedOn(page, '/apis/spring/v1.0.4/producer.api/', builtHeading('/apis/spring/v1.0.4/producer.api/'));
  });
});

// The API reference's routes load with its pages, not with every page (src/plugins/client-weight/route-tables.js).
test('a doc page loads without the API routes, and its link to an API page still opens in place', async ({page}) => {
  const problems = watchForProblems(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/docs/latest/quick-start/endpoints');
  await waitForHydration(page);
  const route = '/apis/spring/v1.0.4/producer.api/get-account-ram-corrections';
  expect((await Promise.all(scripts)).filter((script) => script.includes(route)), `scripts with ${route}`).toEqual([]);

  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await page.locator('article a[href="/apis/spring/latest/chain.api/"]').first().click();
  await expectLandedOn(page, '/apis/spring/latest/chain.api/', 'Chain API');
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage), 'a client-side navigation').toBe(true);
  // The version switch finds the other version's page in the routes that came with this one.
  await page.getByRole('navigation', {name: 'API version'}).getByRole('link', {name: 'v1.0.4'}).click();
  await expectLandedOn(page, '/apis/spring/v1.0.4/chain.api/', builtHeading('/apis/spring/v1.0.4/chain.api/'));
  expect(problems).toEqual([]);
});

test('the code samples offer the five languages and their variants, each generating its snippet', async ({page}) => {
  // The generators' list is cut to these languages at build time (src/plugins/client-weight/code-generators.js).
  const problems = watchForProblems(page);
  await page.goto('/apis/spring/latest/chain.api/get-table-rows');
  await waitForHydration(page);
  const samples = page.locator('.openapi-tabs__code-container:not(.openapi-tabs__code-container-inner)');
  await samples.scrollIntoViewIfNeeded();
  const languages = samples.getByRole('tablist').first().getByRole('tab');
  await expect(languages).toHaveText(['curl', 'javascript', 'nodejs', 'python', 'go']);
  const expected = [
    ['curl', ['CURL'], "curl -L 'http://localhost:8080/v1/chain/get_table_rows'"],
    ['javascript', ['FETCH', 'JQUERY', 'XHR'], 'fetch("http://localhost:8080/v1/chain/get_table_rows", requestOptions)'],
    ['nodejs', ['AXIOS', 'NATIVE', 'REQUEST', 'UNIREST'], "const axios = require('axios');"],
    ['python', ['HTTP.CLIENT', 'REQUESTS'], 'conn.request("POST", "/v1/chain/get_table_rows", payload, headers)'],
    ['go', ['NATIVE'], 'url := "http://localhost:8080/v1/chain/get_table_rows"'],
  ] as const;
  for (const [language, variants, snippet] of expected) {
    await languages.getByText(language, {exact: true}).click();
    const panel = samples.getByRole('tabpanel').first();
    await expect(panel.locator('.openapi-tabs__code-container-inner').getByRole('tab')).toHaveText([...variants]);
    await expect(panel.locator('pre'), language).toContainText(snippet);
  }
  // Another variant of the same language generates its own snippet.
  await languages.getByText('python', {exact: true}).click();
  await samples.getByRole('tab', {name: 'REQUESTS', exact: true}).click();
  await expect(samples.getByRole('tabpanel').first().locator('pre')).toContainText('response = requests.request("POST", url, headers=headers, data=payload)');
  expect(problems).toEqual([]);
});

test('the blue primary colour applies to the API pages only', async ({page}) => {
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
  for (const path of [endpoint, '/apis/spring/', '/apis/spring/latest/chain.api/blocks']) {
    await page.goto(path);
    expect(await primary(), path).toBe('#0b5cad');
  }
  await page.goto('/docs/latest/quick-start/endpoints');
  await waitForHydration(page);
  expect(await primary()).toBe('#3730c4');
  await page.locator('article a[href="/apis/spring/latest/chain.api/"]').first().click();
  await expectLandedOn(page, '/apis/spring/latest/chain.api/', 'Chain API');
  await expect.poll(primary, 'after a client-side navigation').toBe('#0b5cad');
});

// Hydration runs in slices, and between them the head manager rewrites <html class> from the parts hydrated so
// far: a colour keyed on that class flickered on slow phones.
test('an API page keeps its colour in every frame while it hydrates on a slow phone', async ({page}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {primaryColours: string[]}).primaryColours = seen;
    const sample = () => {
      seen.push(getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
      if (document.documentElement.dataset.hasHydrated !== 'true') requestAnimationFrame(sample);
    };
    document.addEventListener('DOMContentLoaded', sample);
  });
  await page.goto(endpoint);
  await waitForHydration(page);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const colours = await page.evaluate(() => (window as unknown as {primaryColours: string[]}).primaryColours);
  expect(colours.length, 'frames sampled').toBeGreaterThan(1);
  expect([...new Set(colours)]).toEqual(['#0b5cad']);
});

test('an unreachable node or a CORS refusal says how to allow the site’s origin', async ({page}) => {
  await page.route(nodeUrl, (route) => route.abort('connectionrefused'));
  await page.goto(endpoint);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Send API Request'}).click();
  const message = page.getByRole('alert');
  await expect(message).toContainText('Could not reach the node');
  await expect(message).toContainText('access-control-allow-origin');
});
