import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HSENID_STUB_APPLICATION, type RunningHsenidSmsStub, startHsenidSmsStub } from '../../stubs/hsenid-sms';
import { rejectionOf } from '../../test/rejection';
import { DeliveryError } from './delivery';
import { HsenidSmsTransport, telAddress } from './hsenid-sms-transport';
import type { HsenidSmsSettings } from './sms-settings';

const log = pino({ level: 'silent' });
let stub: RunningHsenidSmsStub;
const transports: HsenidSmsTransport[] = [];

beforeEach(async () => {
  stub = await startHsenidSmsStub();
});
afterEach(async () => {
  for (const transport of transports.splice(0)) transport.close();
  await stub.close();
});

function transport(overrides: Partial<HsenidSmsSettings> = {}, timeoutMs = 5000): HsenidSmsTransport {
  const sms = new HsenidSmsTransport(
    { kind: 'hsenid', url: stub.sendUrl, ...HSENID_STUB_APPLICATION, sourceAddress: null, ...overrides },
    { log, timeoutMs },
  );
  transports.push(sms);
  return sms;
}

const otp = { to: '0771234567', text: 'உங்கள் Selfcare சரிபார்ப்புக் குறியீடு 482913' };

describe('hSenid SMS transport', () => {
  it('sends one JSON request with the application, a tel: address and the text, Tamil intact', async () => {
    await transport({ sourceAddress: 'PEOTVGO' }).deliver(otp);
    expect(stub.received()).toEqual([
      {
        applicationId: HSENID_STUB_APPLICATION.applicationId,
        destinationAddresses: ['tel:94771234567'],
        message: otp.text,
        sourceAddress: 'PEOTVGO',
        deliveryStatusRequest: '0',
        version: '1.0',
      },
    ]);
  });

  it('addresses every way the portal writes a mobile number as tel:94, and refuses others for good', async () => {
    expect(['0771234567', '771234567', '+94771234567', '94 77 123 4567'].map(telAddress)).toEqual(
      Array(4).fill('tel:94771234567'),
    );
    expect(telAddress('0112345678')).toBeNull();
    const failure = await rejectionOf(transport().deliver({ ...otp, to: '0112345678' }), DeliveryError);
    expect(failure.permanent).toBe(true);
    expect(stub.received()).toEqual([]);
  });

  it('reads an authentication failure (E1313) as permanent', async () => {
    const failure = await rejectionOf(transport({ password: 'not-the-password-at-all' }).deliver(otp), DeliveryError);
    expect(failure).toMatchObject({ permanent: true, message: 'the SMS API answered E1313' });
    expect(stub.received()).toEqual([]);
  });

  it('reads each documented error code as permanent or worth another try', async () => {
    const sms = transport();
    const expected: Record<string, boolean> = {
      E1301: true,
      E1303: true,
      E1308: false,
      E1311: true,
      E1312: true,
      E1313: true,
      E1316: false,
      E1317: true,
      E1325: true,
      E1326: false,
      E1331: true,
      E1332: false,
      E1334: true,
      E1341: false,
      E1342: true,
      E1600: false,
      E1601: false,
      E1602: false,
      E1603: false,
    };
    const read: Record<string, boolean> = {};
    for (const statusCode of Object.keys(expected)) {
      stub.setNextAnswer({ kind: 'status', statusCode });
      const failure = await rejectionOf(sms.deliver(otp), DeliveryError);
      expect(failure.message).toBe(`the SMS API answered ${statusCode}`);
      read[statusCode] = failure.permanent;
    }
    expect(read).toEqual(expected);
  });

  it("takes a message held for the provider's approval (E1333) as handed over, not to be sent again", async () => {
    stub.setNextAnswer({ kind: 'status', statusCode: 'E1333' });
    await expect(transport().deliver(otp)).resolves.toBeUndefined();
    expect(stub.received()).toHaveLength(1);
  });

  it("reads a 5xx in place of the API's answer as worth another try", async () => {
    stub.setNextAnswer({ kind: 'http', status: 503 });
    const failure = await rejectionOf(transport().deliver(otp), DeliveryError);
    expect(failure).toMatchObject({ permanent: false, message: 'the SMS API answered HTTP 503' });
  });

  it('gives up on a send that never answers at the deadline, to be tried again later', async () => {
    stub.setNextAnswer({ kind: 'silence' });
    const started = performance.now();
    const failure = await rejectionOf(transport({}, 300).deliver(otp), DeliveryError);
    const elapsed = performance.now() - started;
    expect(failure).toMatchObject({ permanent: false, message: 'the SMS API gave no answer in time' });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
  });

  it('stops calling a platform that keeps failing: the circuit opens and refuses at once', async () => {
    const sms = transport();
    for (let failed = 0; failed < 5; failed++) {
      stub.setNextAnswer({ kind: 'status', statusCode: 'E1603' });
      await rejectionOf(sms.deliver(otp), DeliveryError);
    }
    const refused = await rejectionOf(sms.deliver(otp), DeliveryError);
    expect(refused.permanent).toBe(false);
    expect(stub.received()).toHaveLength(5);
  });
});
