import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

/** The endpoints of the current API, grouped by tag as in its sidebar; used on each API's landing page. */
export default function ApiEndpointCards(): ReactNode {
  const sidebar = useDocsSidebar();
  const groups = (sidebar?.items ?? []).filter(
    (item): item is Extract<PropSidebarItem, {type: 'category'}> => item.type === 'category',
  );
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.label}>
          <h3>{group.label}</h3>
          <ul className={styles.list}>
            {group.items.map((item) =>
              item.type === 'link' ? (
                <li key={item.href}>
                  <Link to={item.href} className={styles.endpoint}>
                    {/* The generator puts the HTTP method first in the item's class name. */}
                    <span className={styles.method}>{item.className?.split(' ')[0]?.toUpperCase()}</span> {item.label}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
