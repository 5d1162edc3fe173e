import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@/testing/fake-api';
import { transaction } from '@/testing/payment-fixtures';
import {
  beforePinRoutes,
  CONNECTION_ID,
  confirmPurchase,
  GROUP_ID,
  logIn,
  oneOffOption,
  PRODUCT_ID,
  purchased,
  ROUTES,
  renderActions,
  sportsPlus,
} from '../testing/purchase-fixtures';

beforeEach(() => logIn());

describe('a bill payment (connection types 1-5)', () => {
  it("sends the postpaid payload, re-reads the product and says 'Subscription Successful'", async () => {
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: transaction({ referenceNo: 'BL-1001' }),
      [ROUTES.product]: sportsPlus(purchased),
    });
    const { user } = await renderActions(sportsPlus(), { connectionType: 3 });
    await confirmPurchase(user);

    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(await within(dialog).findByText('Subscription Successful')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference No : BL-1001')).toBeInTheDocument();
    expect(api.calls(ROUTES.billSubscribe)[0]?.body).toEqual({
      connectionId: CONNECTION_ID,
      pin: '1234',
      productId: PRODUCT_ID,
      productType: sportsPlus().productTypeId,
      purchaseOption: 'po-1',
      amount: 490,
      productPOGroupId: GROUP_ID,
      selectedPOGID: GROUP_ID,
      defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
      dataBundle: false,
      voucherId: null,
      voucherCode: null,
    });
    expect(api.calls(ROUTES.product)[0]?.query.get('conid')).toBe(CONNECTION_ID);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toHaveFocus());
  });

  it("says 'Purchase Successful' for a one-off product", async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.options]: [oneOffOption],
      [ROUTES.billSubscribe]: transaction(),
      [ROUTES.product]: sportsPlus({ purchaseOption: oneOffOption, ...purchased }),
    });
    const { user } = await renderActions(sportsPlus({ purchaseOption: oneOffOption }));
    await confirmPurchase(user, { button: 'PURCHASE' });
    expect(await screen.findByText('Purchase Successful')).toBeInTheDocument();
  });

  it('adds the provisioning notice when the payment went through but provisioning has not', async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: transaction(),
      [ROUTES.product]: sportsPlus({ ...purchased, purchaseStatus: 'PAYMENT_SUCCESS' }),
    });
    const { user } = await renderActions(sportsPlus());
    await confirmPurchase(user);
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are currently working on provisioning you with the product. You will be notified via SMS upon successful activation.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Subscription Failed' when the re-read product is not purchased", async () => {
    fakeApi({ ...beforePinRoutes(), [ROUTES.billSubscribe]: transaction(), [ROUTES.product]: sportsPlus() });
    const { user } = await renderActions(sportsPlus());
    await confirmPurchase(user);
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
  });

  it("shows the server's reason under 'Subscription Failed'", async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: reply(409, {
        message: 'This product is already active on this connection.',
        code: 'CONFLICT',
      }),
    });
    const { user } = await renderActions(sportsPlus());
    await confirmPurchase(user);
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(await within(dialog).findByText('Subscription Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('This product is already active on this connection.')).toBeInTheDocument();
  });

  it('says when subscribing again cancelled the unsubscription', async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: transaction({ unsubscriptionCancelled: true }),
    });
    const { user } = await renderActions(sportsPlus({ ...purchased, purchaseStatus: 'PURCHASE_PENDING_REMOVE' }));
    await confirmPurchase(user);
    expect(await screen.findByText('Product un-subscription cancelled successfully')).toBeInTheDocument();
  });

  it('keeps focus on the buttons when the product read after OK replaces SUBSCRIBE by UNSUBSCRIBE', async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: transaction({ unsubscriptionCancelled: true }),
    });
    const { user, showProduct } = await renderActions(
      sportsPlus({ ...purchased, purchaseStatus: 'PURCHASE_PENDING_REMOVE' }),
    );
    await confirmPurchase(user);
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    await within(dialog).findByText('Product un-subscription cancelled successfully');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toHaveFocus());

    showProduct(sportsPlus(purchased));
    expect(screen.queryByRole('button', { name: 'SUBSCRIBE' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UNSUBSCRIBE' })).toHaveFocus();
  });

  it('judges a broadband data bundle by its purchase status', async () => {
    logIn({ broadband: true });
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: transaction(),
      [ROUTES.dataBundleStatus]: 'The payment for this data bundle did not go through.',
    });
    const { user } = await renderActions(sportsPlus(), { dataBundle: true });
    await confirmPurchase(user);
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Payment cancelled. The payment for this data bundle did not go through.')).toBeVisible();
    expect(api.calls(ROUTES.billSubscribe)[0]?.body).toMatchObject({ dataBundle: true });
    expect(api.calls(ROUTES.dataBundleStatus)[0]?.query.toString()).toBe(
      `conId=${CONNECTION_ID}&productId=${PRODUCT_ID}`,
    );
    expect(api.calls(ROUTES.product)).toHaveLength(0);
  });

  it('takes an empty data-bundle status as success', async () => {
    logIn({ broadband: true });
    fakeApi({ ...beforePinRoutes(), [ROUTES.billSubscribe]: transaction(), [ROUTES.dataBundleStatus]: '' });
    const { user } = await renderActions(sportsPlus({ productTypeTypeName: 'databundle' }));
    await confirmPurchase(user);
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();
  });
});
