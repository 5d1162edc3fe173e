import type { ProductDetail } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useViewer } from '@/shared/account/use-viewer';
import type { Viewer } from '@/shared/account/viewer';
import { Spinner } from '@/shared/ui/spinner';
import { productDetailQueryOptions } from '../api/product-detail';
import { QueryError } from './query-error';

/**
 * Loads the SVOD of the '/svod/{id}' routes for its page, its video list and its video page, which share
 * one cached read. Logged-in users without a connection go home (spec 001 section 6).
 */
export function SvodGate({ children }: { children: (svod: ProductDetail, viewer: Viewer) => ReactNode }) {
  const { id = '' } = useParams();
  const viewer = useViewer();
  const query = useQuery({ ...productDetailQueryOptions(id, viewer.connectionId), enabled: !viewer.withoutConnection });
  if (viewer.withoutConnection) return <Navigate to="/" replace />;
  if (query.isError) return <QueryError error={query.error} />;
  if (query.isPending) return <Spinner />;
  return children(query.data, viewer);
}
