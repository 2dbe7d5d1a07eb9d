import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {addEthereumChainParams, evmNetworks, type EvmNetwork} from '@site/src/config/evm-networks';
import styles from './styles.module.css';

/** The part of an EIP-1193 provider (MetaMask and others inject it as window.ethereum) this button uses. */
interface Eip1193Provider {
  request(args: {method: string; params?: unknown[]}): Promise<unknown>;
}

type Outcome = {kind: 'success' | 'error'; message: string} | null;

// EIP-1193: the user rejected the request.
const USER_REJECTED = 4001;

async function addNetwork(network: EvmNetwork): Promise<Outcome> {
  const provider = (window as {ethereum?: Eip1193Provider}).ethereum;
  if (!provider) {
    return {
      kind: 'error',
      message: translate({
        id: 'evm.addNetwork.noWallet',
        message: 'No browser wallet found. Install MetaMask or another EVM wallet, or add the network by hand with the values in the table.',
      }),
    };
  }
  try {
    await provider.request({method: 'wallet_addEthereumChain', params: [addEthereumChainParams(network)]});
    return {
      kind: 'success',
      message: translate(
        {id: 'evm.addNetwork.success', message: '{name} is in your wallet. Switch to it from the wallet’s network list.'},
        {name: network.name},
      ),
    };
  } catch (error) {
    const {code, message} = (error ?? {}) as {code?: number; message?: string};
    if (code === USER_REJECTED) {
      return {
        kind: 'error',
        message: translate({id: 'evm.addNetwork.declined', message: 'You declined the request. Your wallet was not changed.'}),
      };
    }
    return {
      kind: 'error',
      message: translate(
        {id: 'evm.addNetwork.failed', message: 'Your wallet could not add the network: {reason}'},
        {reason: message ?? String(error)},
      ),
    };
  }
}

/** Buttons that add the Vaulta EVM mainnet or testnet to the reader's browser wallet. */
export default function AddNetworkButton(): ReactNode {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.box}>
      <div className={styles.buttons}>
        {evmNetworks.map((network) => (
          <button
            key={network.key}
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setOutcome(await addNetwork(network));
              setBusy(false);
            }}>
            {translate({id: 'evm.addNetwork.button', message: 'Add {name} to your wallet'}, {name: network.name})}
          </button>
        ))}
      </div>
      <p role="status" className={outcome?.kind === 'error' ? styles.error : styles.success}>
        {outcome?.message}
      </p>
    </div>
  );
}
