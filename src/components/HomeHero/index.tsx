import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>
          <Translate id="homepage.hero.title">Build on Vaulta</Translate>
        </h1>
        <p className={styles.subtitle}>
          <Translate id="homepage.hero.subtitle">
            Guides and references for smart-contract developers, web-app developers and node operators on the
            Vaulta network, formerly EOS.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/latest/quick-start/introduction">
            <Translate id="homepage.hero.build">Start building</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/evm/quick-start/introduction">
            <Translate id="homepage.hero.evm">Build on the EVM</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
