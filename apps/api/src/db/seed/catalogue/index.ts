import { dataBundles, screens } from './add-ons';
import { ProductIndex } from './build';
import { channels } from './channels';
import { onDemandTitles } from './on-demand';
import { basePackages, channelBundles, promotionalPackages } from './packages';
import { svods } from './svod';
import type { ProductSeed } from './types';

/** Every demo product, in catalogue order. */
export const productSeeds: readonly ProductSeed[] = [
  ...channels,
  ...channelBundles,
  ...basePackages,
  ...promotionalPackages,
  ...onDemandTitles,
  ...svods,
  ...screens,
  ...dataBundles,
];

export const catalogue = new ProductIndex(productSeeds);
