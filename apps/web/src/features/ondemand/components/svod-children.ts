import type { ProductDetail, ProductSummary } from '@selfcare/contracts';
import type { Viewer } from '@/shared/account/viewer';
import { type MarkedPurchase, markedPurchaseOf, type PurchaseState } from '@/shared/catalogue/purchase-status';
import { productStatus } from './product-status';

/** The SVOD's active child videos: 'Content this month'. */
export function activeChildren(svod: Pick<ProductDetail, 'productList'>): ProductSummary[] {
  return svod.productList.filter((child) => child.status === 'PRODUCT_STATUS_ACTIVE');
}

/** Where a child card on the SVOD page goes: the list of the SVOD's videos. */
export function svodVideosHref(svodId: string): string {
  return `/svod/${encodeURIComponent(svodId)}/vods`;
}

/** A child video's page; the child is named in the query as the route has no slot for it. */
export function svodVideoHref(svodId: string, vodId: string): string {
  return `/svod/${encodeURIComponent(svodId)}/vod?${new URLSearchParams({ vodId })}`;
}

export interface VideoAccess {
  state: PurchaseState;
  /** The purchase the video is watched by: its own, or else the SVOD's. */
  purchase: MarkedPurchase | null;
  /** Days until access ends, for the expiry countdown; null when it does not end. */
  daysRemaining: number | null;
}

/**
 * A child video is watched through its SVOD, so it counts as purchased when either it or the SVOD is,
 * and its countdown is its own or else the SVOD's (an unsubscribed or one-off SVOD ends).
 */
export function videoAccess(svod: ProductSummary, video: ProductSummary, viewer: Viewer): VideoAccess {
  const own = productStatus(video, viewer).state;
  const owner = own.free || own.purchased ? video : svod;
  const state = owner === video ? own : productStatus(svod, viewer).state;
  return {
    state,
    purchase: markedPurchaseOf(owner),
    daysRemaining: video.daysRemainingToExpire ?? svod.daysRemainingToExpire,
  };
}
