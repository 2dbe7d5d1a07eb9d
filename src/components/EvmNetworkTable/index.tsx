import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {evmNetworks, hexChainId, type EvmNetwork} from '@site/src/config/evm-networks';
import styles from './styles.module.css';

/** Each row's label and value; a function, so the labels are read in the page's language. */
const rows = (): Array<[label: string, value: (network: EvmNetwork) => ReactNode]> => [
  [translate({id: 'evm.networkTable.networkName', message: 'Network name (your choice)'}), (n) => n.name],
  [translate({id: 'evm.networkTable.chainIdDecimal', message: 'Chain ID (decimal)'}), (n) => <code>{n.chainId}</code>],
  [
    translate({id: 'evm.networkTable.chainIdHex', message: 'Chain ID (hex, as eth_chainId returns it)'}),
    (n) => <code>{hexChainId(n)}</code>,
  ],
  [translate({id: 'evm.networkTable.rpcUrl', message: 'RPC URL'}), (n) => <code>{n.rpcUrl}</code>],
  [translate({id: 'evm.networkTable.currencySymbol', message: 'Currency symbol'}), (n) => <code>{n.currency.symbol}</code>],
  [translate({id: 'evm.networkTable.currencyDecimals', message: 'Currency decimals'}), (n) => <code>{n.currency.decimals}</code>],
  [translate({id: 'evm.networkTable.explorer', message: 'Block explorer'}), (n) => <code>{n.explorerUrl}</code>],
  [translate({id: 'evm.networkTable.bridge', message: 'Bridge'}), (n) => <code>{n.bridgeUrl}</code>],
  [
    translate({id: 'evm.networkTable.faucet', message: 'Faucet'}),
    (n) => (n.faucetUrl ? <code>{n.faucetUrl}</code> : translate({id: 'evm.networkTable.none', message: 'none'})),
  ],
  [translate({id: 'evm.networkTable.evmAccount', message: 'EVM contract account on the native chain'}), () => <code>eosio.evm</code>],
  [translate({id: 'evm.networkTable.nativeChain', message: 'Native chain underneath'}), nativeChainName],
];

/**
 * The native chain's name in the page's language. `nativeChain` in src/config/evm-networks.ts is the English message;
 * translate() takes literal ids (write-translations reads them from the source), so there is one call per network.
 */
function nativeChainName(network: EvmNetwork): string {
  return network.key === 'mainnet'
    ? translate({id: 'evm.networkTable.nativeChain.mainnet', message: 'Vaulta mainnet'})
    : translate({id: 'evm.networkTable.nativeChain.testnet', message: 'Jungle testnet'});
}

/** The network parameters table, rendered from the same module the add-network button uses. */
export default function EvmNetworkTable(): ReactNode {
  return (
    // A focusable region, so keyboard users can scroll the wide table on small screens.
    <div
      role="region"
      aria-label={translate({id: 'evm.networkTable.label', message: 'Vaulta EVM network parameters'})}
      tabIndex={0}
      className={styles.scroll}>
      <table data-testid="evm-network-table">
        <thead>
          <tr>
            <th scope="col">{translate({id: 'evm.networkTable.parameter', message: 'Parameter'})}</th>
            {evmNetworks.map((network) => (
              <th scope="col" key={network.key}>
                {network.key === 'mainnet'
                  ? translate({id: 'evm.networkTable.mainnet', message: 'Mainnet'})
                  : translate({id: 'evm.networkTable.testnet', message: 'Testnet'})}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows().map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {evmNetworks.map((network) => (
                <td key={network.key}>{value(network)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
