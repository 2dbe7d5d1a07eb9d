import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {HomeCard} from '@site/src/config/site-data';
import AlertsForm from '@site/src/components/AlertsForm';
import styles from './styles.module.css';

// Card text comes from the site configuration; translations are keyed by card id in i18n/<locale>/code.json.
function text(card: HomeCard, field: 'title' | 'tagline' | 'subtitle' | 'buttonText'): string {
  return translate({id: `homepage.cards.${card.id}.${field}`, message: card[field]});
}

function CardAction({card}: {card: HomeCard}): ReactNode {
  if (card.formAction) return <AlertsForm action={card.formAction} buttonText={text(card, 'buttonText')} />;
  return (
    <Link className="button button--primary" to={card.link}>
      {text(card, 'buttonText')}
    </Link>
  );
}

export default function HomeCards(): ReactNode {
  const cards = useDocusaurusContext().siteConfig.customFields!.homeCards as HomeCard[];
  return (
    <section className={styles.section} aria-labelledby="home-cards-heading">
      <div className="container">
        <h2 id="home-cards-heading">{translate({id: 'homepage.cards.heading', message: 'Get involved'})}</h2>
        <div className={styles.grid}>
          {cards.map((card) => (
            <article key={card.id} className={styles.card} data-card={card.id}>
              <p className={styles.tagline}>{text(card, 'tagline')}</p>
              <h3>{text(card, 'title')}</h3>
              <p>{text(card, 'subtitle')}</p>
              <CardAction card={card} />
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
