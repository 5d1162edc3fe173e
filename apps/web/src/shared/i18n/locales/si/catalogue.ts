import '../../fonts/sinhala';
import { messagesSi } from '@selfcare/contracts/messages/locales/si';
import { accessPagesSi } from './groups/account-access';
import { cancellationSi } from './groups/cancellation';
import { contentSi } from './groups/content';
import { ondemandSi } from './groups/ondemand';
import { packagesSi } from './groups/packages';
import { subscriptionPauseSi } from './groups/pause';
import { profilePageSi } from './groups/profile';
import { promotionsSi } from './groups/promotions';
import { purchaseFlowSi } from './groups/purchase';
import { reactivationPagesSi } from './groups/reactivation';
import { registrationPagesSi } from './groups/registration';
import { retentionOfferSi } from './groups/retention-offer';
import { twoStepSi } from './groups/two-step';
import { webSi } from './web';

/**
 * The whole catalogue in Sinhala, one chunk loaded when the language is chosen (load-language.ts):
 * contracts' messages, the first paint's strings and every page's, with the font its script needs.
 */
export const catalogue = {
  ...messagesSi,
  ...webSi,
  accessPages: accessPagesSi,
  promotions: promotionsSi,
  packages: packagesSi,
  content: contentSi,
  ondemand: ondemandSi,
  purchaseFlow: purchaseFlowSi,
  subscriptionPause: subscriptionPauseSi,
  registrationPages: registrationPagesSi,
  reactivationPages: reactivationPagesSi,
  profilePage: profilePageSi,
  twoStep: twoStepSi,
  cancellation: cancellationSi,
  retentionOffer: retentionOfferSi,
};
