import type {ReactNode} from 'react';
import {evmNetworks, hexChainId, type EvmNetwork} from '@site/src/config/evm-networks';
import styles from './styles.module.css';

const rows: Array<[label: string, value: (network: EvmNetwork) => ReactNode]> = [
  ['Network name (your choice)', (n) => n.name],
  ['Chain ID (decimal)', (n) => <code>{n.chainId}</code>],
  ['Chain ID (hex, as eth_chainId returns it)', (n) => <code>{hexChainId(n)}</code>],
  ['RPC URL', (n) => <code>{n.rpcUrl}</code>],
  ['Currency symbol', (n) => <code>{n.currency.symbol}</code>],
  ['Currency decimals', (n) => <code>{n.currency.decimals}</code>],
  ['Block explorer', (n) => <code>{n.explorerUrl}</code>],
  ['Bridge', (n) => <code>{n.bridgeUrl}</code>],
  ['Faucet', (n) => (n.faucetUrl ? <code>{n.faucetUrl}</code> : 'none')],
  ['EVM contract account on the native chain', () => <code>eosio.evm</code>],
  ['Native chain underneath', (n) => n.nativeChain],
];

/** The network parameters table, rendered from the same module the add-network button uses. */
export default function EvmNetworkTable(): ReactNode {
  return (
    // A focusable region, so keyboard users can scroll the wide table on small screens.
    <div role="region" aria-label="Vaulta EVM network parameters" tabIndex={0} className={styles.scroll}>
      <table data-testid="evm-network-table">
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            {evmNetworks.map((network) => (
              <th scope="col" key={network.key}>
                {network.key === 'mainnet' ? 'Mainnet' : 'Testnet'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
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
