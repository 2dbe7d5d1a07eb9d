// Replaces the theme's brackets, which are <li> elements placed outside any list (axe rule "listitem"), and faded
// below AA contrast.
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export function OpeningArrayBracket(): ReactNode {
  return <div className={`${styles.bracket} ${styles.opening}`}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div className={styles.bracket}>]</div>;
}
