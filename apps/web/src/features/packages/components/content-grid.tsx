import type { ProductSummary } from '@selfcare/contracts';
import { cardHref } from '@/shared/catalogue/links';
import { CardGrid } from '@/shared/ui/card-grid';
import { ProductCard } from '@/shared/ui/product-card';

interface ContentGridProps {
  items: readonly ProductSummary[];
  label: string;
  /** square for channel logos. */
  shape?: 'landscape' | 'square';
}

/** The first row's cards on a phone and more: in the first screenful, often its largest paint, so not lazy. */
const EAGER_CARDS = 4;

/** A grid of a package's contents, each card linking to its product page. */
export function ContentGrid({ items, label, shape }: ContentGridProps) {
  return (
    <CardGrid label={label}>
      {items.map((item, position) => (
        <ProductCard
          key={item.id}
          href={cardHref(item.productTypeTypeName, item.id)}
          name={item.name}
          imageURL={item.thumbnailURL || item.imageURL}
          shape={shape}
          imageLoading={position < EAGER_CARDS ? 'eager' : 'lazy'}
        />
      ))}
    </CardGrid>
  );
}
