import '../../fonts/tamil';
import { messagesTa } from '@selfcare/contracts/messages/locales/ta';
import { accessPagesTa } from './groups/account-access';
import { cancellationTa } from './groups/cancellation';
import { contentTa } from './groups/content';
import { ondemandTa } from './groups/ondemand';
import { packagesTa } from './groups/packages';
import { subscriptionPauseTa } from './groups/pause';
import { profilePageTa } from './groups/profile';
import { promotionsTa } from './groups/promotions';
import { purchaseFlowTa } from './groups/purchase';
import { reactivationPagesTa } from './groups/reactivation';
import { registrationPagesTa } from './groups/registration';
import { retentionOfferTa } from './groups/retention-offer';
import { twoStepTa } from './groups/two-step';
import { webTa } from './web';

/**
 * The whole catalogue in Tamil, one chunk loaded when the language is chosen (load-language.ts):
 * contracts' messages, the first paint's strings and every page's, with the font its script needs.
 */
export const catalogue = {
  ...messagesTa,
  ...webTa,
  accessPages: accessPagesTa,
  promotions: promotionsTa,
  packages: packagesTa,
  content: contentTa,
  ondemand: ondemandTa,
  purchaseFlow: purchaseFlowTa,
  subscriptionPause: subscriptionPauseTa,
  registrationPages: registrationPagesTa,
  reactivationPages: reactivationPagesTa,
  profilePage: profilePageTa,
  twoStep: twoStepTa,
  cancellation: cancellationTa,
  retentionOffer: retentionOfferTa,
};
