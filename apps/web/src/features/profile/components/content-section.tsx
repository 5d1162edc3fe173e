import type { ProductSummary } from '@selfcare/contracts';
import { Link } from 'react-router';
import { Panel } from '@/shared/ui/panel';
import { contentHref } from '../model/my-content';
import styles from './profile.module.css';

/** One MY CONTENT list (additional channels, on-demand, SVOD, promotional packages); empty ones are left out. */
export function ContentSection({ title, products }: { title: string; products: readonly ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <Panel level={3} heading={title}>
      <ul className={styles.links}>
        {products.map((product) => (
          <li key={product.id}>
            <Link to={contentHref(product)}>{product.name}</Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
