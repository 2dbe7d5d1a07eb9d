/**
 * Vaulta EVM network parameters: the single source for the endpoints table and the add-network button,
 * so the text and the button cannot disagree. Values are the ones evm/quick-start/endpoints.md tells
 * readers how to confirm (eth_chainId on the RPC, the eosio.evm config table, the chain registry).
 */
export interface EvmNetwork {
  key: 'mainnet' | 'testnet';
  name: string;
  chainId: number;
  rpcUrl: string;
  currency: {name: string; symbol: string; decimals: number};
  explorerUrl: string;
  bridgeUrl: string;
  faucetUrl?: string;
  /** English name; the network table shows it translated (evm.networkTable.nativeChain.<key> in i18n/<locale>/code.json). */
  nativeChain: string;
}

export const evmNetworks: EvmNetwork[] = [
  {
    key: 'mainnet',
    name: 'Vaulta EVM',
    chainId: 17777,
    rpcUrl: 'https://api.evm.eosnetwork.com',
    currency: {name: 'EOS', symbol: 'EOS', decimals: 18},
    explorerUrl: 'https://explorer.evm.eosnetwork.com',
    bridgeUrl: 'https://bridge.evm.eosnetwork.com',
    nativeChain: 'Vaulta mainnet',
  },
  {
    key: 'testnet',
    name: 'Vaulta EVM Testnet',
    chainId: 15557,
    rpcUrl: 'https://api.testnet.evm.eosnetwork.com',
    currency: {name: 'EOS', symbol: 'EOS', decimals: 18},
    explorerUrl: 'https://explorer.testnet.evm.eosnetwork.com',
    bridgeUrl: 'https://bridge.testnet.evm.eosnetwork.com',
    faucetUrl: 'https://faucet.testnet.evm.eosnetwork.com',
    nativeChain: 'Jungle testnet',
  },
];

export const hexChainId = (network: EvmNetwork) => `0x${network.chainId.toString(16)}`;

/** The EIP-3085 parameters of `wallet_addEthereumChain`. */
export function addEthereumChainParams(network: EvmNetwork) {
  return {
    chainId: hexChainId(network),
    chainName: network.name,
    nativeCurrency: network.currency,
    rpcUrls: [network.rpcUrl],
    blockExplorerUrls: [network.explorerUrl],
  };
}
