import type { ProductDetail } from '@selfcare/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { isNotFound, LoadError, ProductNotFound } from './query-states';

export interface ProductQueryViewProps {
  query: UseQueryResult<ProductDetail>;
  sendHome: boolean;
  /** Pages for one kind of product (a channel bundle) treat any other kind as not found. */
  accepts?: (product: ProductDetail) => boolean;
  children: (product: ProductDetail) => ReactNode;
}

/** The loading, error, not-found and redirect states every product page shares. */
export function ProductQueryView({ query, sendHome, accepts = () => true, children }: ProductQueryViewProps) {
  if (sendHome) return <Navigate to="/" replace />;
  if (query.isPending) return <Spinner />;
  if (query.isError) return isNotFound(query.error) ? <ProductNotFound /> : <LoadError error={query.error} />;
  if (!accepts(query.data)) return <ProductNotFound />;
  return children(query.data);
}
