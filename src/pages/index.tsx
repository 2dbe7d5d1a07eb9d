import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';
import EntryPoints from '@site/src/components/EntryPoints';
import HomeCards from '@site/src/components/HomeCards';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'homepage.title', message: 'Developer documentation'})}
      description={translate({
        id: 'homepage.description',
        message: 'Build on Vaulta: native C++ smart contracts, the Vaulta EVM, web applications and Spring nodes.',
      })}>
      <main>
        <HomeHero />
        <EntryPoints />
        <HomeCards />
      </main>
    </Layout>
  );
}
