import {expect, test, type Page} from '@playwright/test';
import {addEthereumChainParams, evmNetworks} from '../../src/config/evm-networks';
import {defaultLocale, docSources, type Locale, localePrefix, locales, translatedLocales, uiString, waitForHydration} from './support';

type WalletBehaviour = 'none' | 'approve' | 'reject' | 'fail';

/** Loads the page with a fake EIP-1193 wallet that records its requests and answers as told. */
async function openWithWallet(page: Page, path: string, behaviour: WalletBehaviour) {
  await page.addInitScript((mode: WalletBehaviour) => {
    if (mode === 'none') return;
    const calls: unknown[] = [];
    (window as unknown as {walletCalls: unknown[]}).walletCalls = calls;
    (window as unknown as {ethereum: unknown}).ethereum = {
      request: async (args: unknown) => {
        calls.push(args);
        if (mode === 'reject') throw Object.assign(new Error('User rejected the request.'), {code: 4001});
        if (mode === 'fail') throw Object.assign(new Error('Chain RPC unreachable'), {code: -32603});
        return null;
      },
    };
  }, behaviour);
  await page.goto(path);
  await waitForHydration(page);
}

const [mainnet, testnet] = evmNetworks;
const text = (locale: Locale, id: string, english: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, value), uiString(locale, id, english));
const addButton = (page: Page, locale: Locale, name: string) =>
  page.getByRole('button', {name: text(locale, 'evm.addNetwork.button', 'Add {name} to your wallet', {name}), exact: true});

// The button's message, in the page's content (the Copy page control above it has a status of its own).
const buttonStatus = (page: Page) => page.locator('.theme-doc-markdown').getByRole('status');

// Both pages with the button in English; one in each translated locale, in turn, where every message is the
// locale's own.
const buttonPages = ['/evm/quick-start/setup-metamask', '/evm/quick-start/endpoints'];
for (const [locale, path] of [
  ...buttonPages.map((path) => [defaultLocale, path] as const),
  ...translatedLocales.map((locale, index) => [locale, `${localePrefix(locale)}${buttonPages[index % buttonPages.length]}`] as const),
]) {
  test.describe(`add-network button on ${path}`, () => {
    test('asks the wallet to add the network with the documented parameters', async ({page}) => {
      await openWithWallet(page, path, 'approve');
      await addButton(page, locale, testnet.name).click();
      await expect(buttonStatus(page)).toHaveText(
        text(locale, 'evm.addNetwork.success', '{name} is in your wallet. Switch to it from the wallet’s network list.', {name: testnet.name}),
      );
      const calls = await page.evaluate(() => (window as unknown as {walletCalls: unknown[]}).walletCalls);
      expect(calls).toEqual([{method: 'wallet_addEthereumChain', params: [addEthereumChainParams(testnet)]}]);
      expect(addEthereumChainParams(testnet).chainId).toBe('0x3cc5');
    });

    test('says so when the reader declines', async ({page}) => {
      await openWithWallet(page, path, 'reject');
      await addButton(page, locale, mainnet.name).click();
      await expect(buttonStatus(page)).toHaveText(
        text(locale, 'evm.addNetwork.declined', 'You declined the request. Your wallet was not changed.'),
      );
    });

    test('says so when no wallet is installed', async ({page}) => {
      await openWithWallet(page, path, 'none');
      await addButton(page, locale, mainnet.name).click();
      await expect(buttonStatus(page)).toHaveText(
        text(
          locale,
          'evm.addNetwork.noWallet',
          'No browser wallet found. Install MetaMask or another EVM wallet, or add the network by hand with the values in the table.',
        ),
      );
    });

    test('shows the wallet’s reason when it fails', async ({page}) => {
      await openWithWallet(page, path, 'fail');
      await addButton(page, locale, mainnet.name).click();
      await expect(buttonStatus(page)).toHaveText(
        text(locale, 'evm.addNetwork.failed', 'Your wallet could not add the network: {reason}', {reason: 'Chain RPC unreachable'}),
      );
    });
  });
}

for (const locale of locales) {
  test(`${locale}: the endpoints table shows the values the button sends, labelled in the page's language`, async ({page}) => {
    await page.goto(`${localePrefix(locale)}/evm/quick-start/endpoints`);
    const table = page.getByRole('region', {name: text(locale, 'evm.networkTable.label', 'Vaulta EVM network parameters')});
    await expect(table.getByRole('columnheader')).toHaveText([
      text(locale, 'evm.networkTable.parameter', 'Parameter'),
      text(locale, 'evm.networkTable.mainnet', 'Mainnet'),
      text(locale, 'evm.networkTable.testnet', 'Testnet'),
    ]);
    await expect(table.getByRole('rowheader').first()).toHaveText(text(locale, 'evm.networkTable.networkName', 'Network name (your choice)'));
    for (const network of evmNetworks) {
      await expect(table).toContainText(network.rpcUrl);
      await expect(table).toContainText(String(network.chainId));
      await expect(table).toContainText(network.explorerUrl);
    }
  });
}

// The native chains' names are UI strings: a translated table names them in its own language, never in English.
for (const locale of translatedLocales) {
  test(`${locale}: the endpoints table names the native chains in the page's language`, async ({page}) => {
    await page.goto(`${localePrefix(locale)}/evm/quick-start/endpoints`);
    const table = page.getByRole('region', {name: text(locale, 'evm.networkTable.label', 'Vaulta EVM network parameters')});
    const row = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: text(locale, 'evm.networkTable.nativeChain', 'Native chain underneath'), exact: true})});
    await expect(row.getByRole('cell')).toHaveText(
      evmNetworks.map((network) => text(locale, `evm.networkTable.nativeChain.${network.key}`, network.nativeChain)),
    );
    for (const network of evmNetworks) {
      expect(text(locale, `evm.networkTable.nativeChain.${network.key}`, network.nativeChain)).not.toBe(network.nativeChain);
      await expect(table).not.toContainText(network.nativeChain);
    }
  });
}

test('no EVM page states a chain id or RPC URL that differs from the network module', () => {
  const known = new Set(evmNetworks.flatMap((n) => [String(n.chainId), n.rpcUrl]));
  const stated = docSources('evm').flatMap(({file, source}) =>
    [...source.matchAll(/https:\/\/api\.[a-z.]*evm\.[a-z.]+|chain ?id[^0-9\n-]{0,40}\b(\d{4,6})\b/gi)].map((m) => ({
      file,
      value: m[1] ?? m[0],
    })),
  );
  expect(stated.length).toBeGreaterThan(0);
  expect(stated.filter(({value}) => !known.has(value))).toEqual([]);
});
