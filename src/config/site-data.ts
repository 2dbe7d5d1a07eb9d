import {siteEnv} from './env';

/** A home-page card, one of the site's configuration data. `link` is absent when the card shows a form instead. */
export interface HomeCard {
  id: 'evm-migration' | 'developer-alerts' | 'ecosystem';
  title: string;
  tagline: string;
  subtitle: string;
  buttonText: string;
  link?: string;
  /** Form POST target (developer alerts only). */
  formAction?: string;
}

type CardSettings = Pick<typeof siteEnv, 'alertsFormUrl' | 'alertsInfoUrl' | 'ecosystemFormUrl'>;

/** The alerts card shows a form only when there is somewhere to post it; otherwise it links to the announcements. */
export const createHomeCards = (settings: CardSettings): HomeCard[] => [
  {
    id: 'evm-migration',
    title: 'Move your Solidity app to the Vaulta EVM',
    tagline: 'EVM migration',
    subtitle: 'Keep your contracts, Hardhat and ethers set-up, and deploy to an EVM with fast blocks and low fees.',
    buttonText: 'Start the EVM quick start',
    link: '/evm/quick-start/introduction',
  },
  {
    id: 'developer-alerts',
    title: 'Get developer alerts',
    tagline: 'Stay ahead of upgrades',
    subtitle: 'Hear about node releases, protocol upgrades and breaking changes before they reach mainnet.',
    buttonText: settings.alertsFormUrl ? 'Sign up' : 'See release announcements',
    ...(settings.alertsFormUrl ? {formAction: settings.alertsFormUrl} : {link: settings.alertsInfoUrl}),
  },
  {
    id: 'ecosystem',
    title: 'Tell us about your project',
    tagline: 'Ecosystem',
    subtitle: 'Building on Vaulta? Share your project through the ecosystem intake form to be found by users and partners.',
    buttonText: 'Open the intake form',
    link: settings.ecosystemFormUrl,
  },
];

export const homeCards = createHomeCards(siteEnv);
