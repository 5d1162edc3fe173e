import type { ProductSummary } from '@selfcare/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { contentHref } from '../model/my-content';
import styles from './profile.module.css';

/** One MY CONTENT list (additional channels, on-demand, SVOD, promotional packages); empty ones are left out. */
export function ContentSection({ title, products }: { title: string; products: readonly ProductSummary[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={styles.panelHeading}>
        {title}
      </h3>
      <ul className={styles.links}>
        {products.map((product) => (
          <li key={product.id}>
            <Link to={contentHref(product)}>{product.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
