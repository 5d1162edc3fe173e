import type { ProductSummary } from '@selfcare/contracts';
import { useId } from 'react';
import { PackageContents } from './package-contents';
import styles from './promotions.module.css';

/** The chosen package's name, description and included content. */
export function SelectedPackage({ product, conid }: { product: ProductSummary; conid: string | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.selected}>
      <h2 id={headingId}>{product.name}</h2>
      <p>{product.description}</p>
      <PackageContents productId={product.id} conid={conid} />
    </section>
  );
}
