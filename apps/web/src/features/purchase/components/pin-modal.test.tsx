import { messagesSi } from '@selfcare/contracts/messages/locales/si';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, inTurn, reply } from '@/testing/fake-api';
import { transaction } from '@/testing/payment-fixtures';
import {
  accountConnections,
  beforePinRoutes,
  confirmPurchase,
  logIn,
  purchased,
  ROUTES,
  renderActions,
  sportsPlus,
} from '../testing/purchase-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const wrongPin = reply(422, { message: 'The parental PIN is incorrect.', code: 'WRONG_PIN' });

beforeEach(() => logIn());

/** The payment details as the term and definition each row pairs. */
const rows = (details: HTMLElement) =>
  within(details)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the PIN modal', () => {
  it("asks 'Are you sure you want to subscribe?' and keeps Yes disabled until a PIN is entered", async () => {
    fakeApi(beforePinRoutes());
    const { user } = await renderActions(sportsPlus());
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const modal = await screen.findByRole('dialog', { name: 'Subscribing' });
    await user.click(within(modal).getByRole('button', { name: 'SUBSCRIBE' }));

    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(dialog).toHaveTextContent('Are you sure you want to subscribe?');
    const pin = within(dialog).getByLabelText('Parental PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'off');
    expect(pin).toHaveFocus();
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    expect(yes).toBeDisabled();
    await user.type(pin, '1');
    expect(yes).toBeEnabled();
  });

  it('names the connection that pays, how it pays and the amount, the way its type shows prices', async () => {
    fakeApi(beforePinRoutes());
    const { user } = await renderActions(sportsPlus());
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const modal = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(await within(modal).findByLabelText('Payment details')).toHaveTextContent('Home TV (0112345678)');
    await user.click(within(modal).getByRole('button', { name: 'SUBSCRIBE' }));

    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    const payment = await within(dialog).findByLabelText('Payment details');
    expect(rows(payment)).toEqual([
      ['Connection', 'Home TV (0112345678)'],
      ['Paid by', 'The monthly bill of this connection'],
      ['Amount', 'Rs. 490.00 plus taxes'],
    ]);
  });

  it('shows a card payer the taxed amount the checkout will charge', async () => {
    fakeApi({ ...beforePinRoutes(), [ROUTES.connections]: accountConnections(7) });
    const { user } = await renderActions(sportsPlus(), { connectionType: 7 });
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const modal = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(rows(await within(modal).findByLabelText('Payment details'))).toContainEqual(['Amount', 'Rs. 578.20']);
    const confirm = within(modal).getByRole('button', { name: 'SUBSCRIBE' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    const payment = await within(dialog).findByLabelText('Payment details');
    expect(rows(payment)).toEqual([
      ['Connection', 'Home TV (0112345678)'],
      ['Paid by', 'Card'],
      ['Amount', 'Rs. 578.20'],
    ]);
  });

  it("asks 'Are you sure you want to purchase?' for a one-off option, and No closes the flow", async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.options]: [
        {
          ...sportsPlus().purchaseOption,
          purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
          defaultPurchaseOptionType: 'PURCHASE_TYPE_TRANSACTIONAL',
        },
      ],
    });
    const { user } = await renderActions(sportsPlus());
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const modal = await screen.findByRole('dialog', { name: 'Subscribing' });
    await user.click(within(modal).getByRole('button', { name: 'PURCHASE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(dialog).toHaveTextContent('Are you sure you want to purchase?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toHaveFocus());
  });

  it('checks the PIN is 4 digits before sending it', async () => {
    const api = fakeApi(beforePinRoutes());
    const { user } = await renderActions(sportsPlus());
    const dialog = await confirmPurchase(user, { pin: '12' });
    expect(within(dialog).getByLabelText('Parental PIN')).toHaveAccessibleDescription('The parental PIN is 4 digits.');
    expect(api.calls(ROUTES.billSubscribe)).toHaveLength(0);
  });

  it("shows the server's wrong-PIN message and retries with the same Idempotency-Key", async () => {
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: inTurn(wrongPin, transaction()),
      [ROUTES.product]: sportsPlus(purchased),
    });
    const { user } = await renderActions(sportsPlus());
    const dialog = await confirmPurchase(user, { pin: '9999' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The parental PIN is incorrect.');

    // The refused PIN is cleared and the field has the focus for the next try.
    const pin = within(dialog).getByLabelText('Parental PIN');
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();

    const [first, second] = api.calls(ROUTES.billSubscribe);
    expect(first?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toMatchObject({ pin: '1234' });
  });

  it('shows the PIN lockout in the modal', async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: reply(429, {
        message: 'Too many attempts. Please try again in 900 seconds.',
        code: 'RATE_LIMITED',
      }),
    });
    const { user } = await renderActions(sportsPlus());
    const dialog = await confirmPurchase(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 900 seconds.',
    );
    // The PIN was not judged, so it is kept to send again.
    const pin = within(dialog).getByLabelText('Parental PIN');
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveValue('1234');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled();
  });

  it('keeps the PIN modal open while the api is still processing the first request, in any language', async () => {
    // A Sinhala subscriber's api answers in Sinhala; the code, not the words, says the request is under way.
    const inProgress = reply(409, {
      message: messagesSi.purchase?.idempotencyInProgress,
      code: 'IDEMPOTENCY_IN_PROGRESS',
    });
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.billSubscribe]: inTurn(inProgress, transaction()),
      [ROUTES.product]: sportsPlus(purchased),
    });
    const { user } = await renderActions(sportsPlus());
    const dialog = await confirmPurchase(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('මෙම ඉල්ලීම දැනටමත් සැකසෙමින් පවතී.');
    const pin = within(dialog).getByLabelText('Parental PIN');
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveValue('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();

    const [first, second] = api.calls(ROUTES.billSubscribe);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('gives a new confirmation a new Idempotency-Key', async () => {
    const api = fakeApi({ ...beforePinRoutes(), [ROUTES.billSubscribe]: wrongPin });
    const { user } = await renderActions(sportsPlus());
    const dialog = await confirmPurchase(user);
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    const again = await confirmPurchase(user);
    await within(again).findByRole('alert');

    const [first, second] = api.calls(ROUTES.billSubscribe);
    expect(second?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });
});
