import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface EntryPoint {
  to: string;
  title: string;
  description: string;
}

const entryPoints: EntryPoint[] = [
  {
    to: '/docs/latest/quick-start/introduction',
    title: translate({id: 'homepage.entry.build.title', message: 'Native smart contracts'}),
    description: translate({
      id: 'homepage.entry.build.description',
      message: 'Write C++ contracts with CDT, deploy them with cleos and run a local node.',
    }),
  },
  {
    to: '/evm/quick-start/introduction',
    title: translate({id: 'homepage.entry.evm.title', message: 'Vaulta EVM'}),
    description: translate({
      id: 'homepage.entry.evm.description',
      message: 'Deploy Solidity contracts with Hardhat, ethers and MetaMask.',
    }),
  },
];

export default function EntryPoints(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="entry-points-heading">
      <div className="container">
        <h2 id="entry-points-heading">
          {translate({id: 'homepage.entry.heading', message: 'Where do you want to start?'})}
        </h2>
        <ul className={styles.grid}>
          {entryPoints.map((entry) => (
            <li key={entry.to}>
              <Link className={styles.card} to={entry.to}>
                <h3 className={styles.cardTitle}>{entry.title}</h3>
                <p>{entry.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
