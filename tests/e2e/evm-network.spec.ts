import {expect, test, type Page} from '@playwright/test';
import {addEthereumChainParams, evmNetworks} from '../../src/config/evm-networks';
import {docSources, waitForHydration} from './support';

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
const addButton = (page: Page, name: string) => page.getByRole('button', {name: `Add ${name} to your wallet`});

for (const path of ['/evm/quick-start/setup-metamask', '/evm/quick-start/endpoints']) {
  test.describe(`add-network button on ${path}`, () => {
    test('asks the wallet to add the network with the documented parameters', async ({page}) => {
      await openWithWallet(page, path, 'approve');
      await addButton(page, testnet.name).click();
      await expect(page.getByRole('status')).toHaveText(`${testnet.name} is in your wallet. Switch to it from the wallet’s network list.`);
      const calls = await page.evaluate(() => (window as unknown as {walletCalls: unknown[]}).walletCalls);
      expect(calls).toEqual([{method: 'wallet_addEthereumChain', params: [addEthereumChainParams(testnet)]}]);
      expect(addEthereumChainParams(testnet).chainId).toBe('0x3cc5');
    });

    test('says so when the reader declines', async ({page}) => {
      await openWithWallet(page, path, 'reject');
      await addButton(page, mainnet.name).click();
      await expect(page.getByRole('status')).toHaveText('You declined the request. Your wallet was not changed.');
    });

    test('says so when no wallet is installed', async ({page}) => {
      await openWithWallet(page, path, 'none');
      await addButton(page, mainnet.name).click();
      await expect(page.getByRole('status')).toHaveText(/No browser wallet found/);
    });

    test('shows the wallet’s reason when it fails', async ({page}) => {
      await openWithWallet(page, path, 'fail');
      await addButton(page, mainnet.name).click();
      await expect(page.getByRole('status')).toHaveText('Your wallet could not add the network: Chain RPC unreachable');
    });
  });
}

test('the endpoints table shows the values the button sends', async ({page}) => {
  await page.goto('/evm/quick-start/endpoints');
  const table = page.getByTestId('evm-network-table');
  for (const network of evmNetworks) {
    await expect(table).toContainText(network.rpcUrl);
    await expect(table).toContainText(String(network.chainId));
    await expect(table).toContainText(network.explorerUrl);
  }
});

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
