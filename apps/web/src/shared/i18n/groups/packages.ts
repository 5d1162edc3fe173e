/** Strings of the packages, devices and data-bundle pages. Quoted spec texts are kept verbatim. */
export const packages = {
  list: {
    title: 'Packages | Selfcare',
    heading: 'ALL PACKAGES',
    carousel: 'Packages',
    empty: 'There are no packages available currently.',
    includes: 'This Package Includes:',
    devices_one: '{{count}} Device',
    devices_other: '{{count}} Devices',
    current: 'Current Package',
    view: 'View Package',
    viewNamed: 'View Package {{name}}',
    selected: 'Selected',
    selectedNamed: 'Selected {{name}}',
  },
  details: {
    heading: '{{name}} Package',
    setTopBox:
      'To watch on a TV you need a set-top box, which must be bought from a provider office at Rs. 9,000 plus taxes.',
    additionalDevices: 'Additional Devices',
    noAdditionalDevice: 'None',
    additionalDevicePrice: 'Rs.{{price}} plus taxes added monthly',
    screenCount: 'Devices on your connection: {{count}}',
    contents: 'Package contents',
    category: 'Category',
    noContent: 'There is no product available',
  },
  /** Base package upgrade and downgrade; the spec's own sentences are in contracts' packageChange group. */
  change: {
    button: { UPGRADE: 'UPGRADE', DOWNGRADE: 'DOWNGRADE' },
    buttonNamed: { UPGRADE: 'Upgrade to {{name}}', DOWNGRADE: 'Downgrade to {{name}}' },
    title: { UPGRADE: 'Upgrade Package', DOWNGRADE: 'Downgrade Package' },
    /** The verb inside the question 'Are you sure you want to {{change}} to …'. */
    verb: { UPGRADE: 'upgrade', DOWNGRADE: 'downgrade' },
    /** The word opening the failure text '{{change}} to … Package failed.'. */
    action: { UPGRADE: 'Upgrade', DOWNGRADE: 'Downgrade' },
    pin: 'Parental PIN',
    no: 'No',
    yes: 'Yes',
    chargedFrom: 'Nothing is charged now: the new price is charged from your next renewal.',
    /** An upgrade's prorated difference (decision 0056); {{amount}} is taxes included. */
    chargedNow_one:
      'Charged now for the last day of this period: {{amount}}, taxes included. The new price is charged from your next renewal.',
    chargedNow_other:
      'Charged now for the {{count}} days left of this period: {{amount}}, taxes included. The new price is charged from your next renewal.',
    upgradeCharged: 'Charged now: {{amount}}.',
    upgradePending:
      'Your payment of {{amount}} for {{package}} is being processed. Your package changes as soon as it is paid.',
    upgradedNote: 'Additional screens can be bought separately. This package cannot be unsubscribed until {{date}}.',
    downgradedNote: 'New purchases, other than data bundles, are not allowed until {{date}}.',
    pending: 'Your package will change to {{name}} on {{date}}.',
  },
  tabs: {
    channel: 'Channels',
    vod: 'Video on Demand',
    svod: 'SVOD',
  },
  devices: {
    title: 'Devices | Selfcare',
    heading: 'DEVICES',
    default: 'DEFAULT DEVICES',
    additional: 'ADDITIONAL DEVICES',
    alreadySubscribed: 'Already Subscribed',
    alreadyPurchased: 'Already Purchased',
    noDefault: 'There are no default devices on this connection.',
    noAdditional: 'There are no additional devices available currently.',
  },
  dataBundles: {
    title: 'Data Bundles | Selfcare',
    heading: 'SUBSCRIPTION DATA BUNDLES',
    empty: 'There are no data bundles available currently.',
  },
} as const;
