import {expect, test, type Page} from '@playwright/test';
import {docTitle, expectLandedOn, waitForHydration} from './support';
import {createHomeCards} from '../../src/config/site-data';

// The suite's build sets ALERTS_FORM_URL to this address (scripts/test.sh); requests to it are intercepted.
const alertsUrl = 'https://alerts.example.com/subscribe';

async function openAlertsCard(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  return page.locator('[data-card="developer-alerts"]');
}

test('the home page shows its hero and the three cards', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Build on Vaulta');
  await expect(page.locator('[data-card]')).toHaveCount(3);
  await page.locator('[data-card="evm-migration"]').getByRole('link').click();
  await expectLandedOn(page, '/evm/quick-start/introduction', docTitle('/evm/quick-start/introduction'));
});

test.describe('developer alerts form', () => {
  test('refuses an invalid address with a message and sends nothing', async ({page}) => {
    let posted = false;
    await page.route(alertsUrl, (route) => {
      posted = true;
      return route.fulfill({status: 200});
    });
    const card = await openAlertsCard(page);
    const email = card.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await email.fill('not-an-email');
    await card.getByRole('button', {name: 'Sign up'}).click();
    await expect(card.getByRole('alert')).toHaveText(/Enter a valid email address/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('posts a valid address to the configured URL and confirms', async ({page}) => {
    let body = '';
    await page.route(alertsUrl, (route) => {
      body = route.request().postData() ?? '';
      return route.fulfill({status: 200, headers: {'access-control-allow-origin': '*'}, body: 'ok'});
    });
    const card = await openAlertsCard(page);
    await card.getByLabel('Email address').fill('dev@example.com');
    await card.getByRole('button', {name: 'Sign up'}).press('Enter');
    await expect(card.getByRole('status')).toHaveText(/Thanks!/);
    expect(new URLSearchParams(body).get('email')).toBe('dev@example.com');
  });

  for (const [name, failure] of [
    ['an error status', (route: import('@playwright/test').Route) => route.fulfill({status: 500, headers: {'access-control-allow-origin': '*'}})],
    ['a network failure', (route: import('@playwright/test').Route) => route.abort('connectionrefused')],
  ] as const) {
    test(`shows a failure message on ${name}`, async ({page}) => {
      await page.route(alertsUrl, failure);
      const card = await openAlertsCard(page);
      await card.getByLabel('Email address').fill('dev@example.com');
      await card.getByRole('button', {name: 'Sign up'}).click();
      await expect(card.getByRole('alert')).toHaveText(/could not sign you up/);
      await expect(card.getByRole('button', {name: 'Sign up'})).toBeEnabled();
    });
  }
});

test('without a form URL the alerts card links to the announcements instead of showing a form', () => {
  const cards = createHomeCards({alertsFormUrl: undefined, alertsInfoUrl: 'https://example.org/news', ecosystemFormUrl: 'https://example.org/form'});
  const alerts = cards.find((card) => card.id === 'developer-alerts')!;
  expect(alerts.formAction).toBeUndefined();
  expect(alerts.link).toBe('https://example.org/news');
  const withForm = createHomeCards({alertsFormUrl: 'https://example.org/subscribe', alertsInfoUrl: 'x', ecosystemFormUrl: 'y'});
  expect(withForm.find((card) => card.id === 'developer-alerts')!.formAction).toBe('https://example.org/subscribe');
});
