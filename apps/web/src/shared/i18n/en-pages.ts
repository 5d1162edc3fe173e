import { accessPages } from './groups/account-access';
import { cancellation } from './groups/cancellation';
import { content } from './groups/content';
import { ondemand } from './groups/ondemand';
import { packages } from './groups/packages';
import { subscriptionPause } from './groups/pause';
import { profilePage } from './groups/profile';
import { promotions } from './groups/promotions';
import { purchaseFlow } from './groups/purchase';
import { reactivationPages } from './groups/reactivation';
import { registrationPages } from './groups/registration';
import { retentionOffer } from './groups/retention-offer';
import { twoStep } from './groups/two-step';

/**
 * The English strings of every page but the landing, and of the purchase flow's dialogs: their own
 * chunk, added to the catalogue before any lazily loaded page or dialog renders (shared/ui/lazy-named).
 */
export const pageMessages = {
  accessPages,
  promotions,
  packages,
  content,
  ondemand,
  purchaseFlow,
  subscriptionPause,
  registrationPages,
  reactivationPages,
  profilePage,
  twoStep,
  cancellation,
  retentionOffer,
};
