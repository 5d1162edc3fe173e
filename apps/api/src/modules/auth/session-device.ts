import type { AccountSession } from '@selfcare/contracts';
import Bowser from 'bowser';

/** Longer User-Agents are cut: nothing that names a browser needs more, and a row should not grow at will. */
export const USER_AGENT_MAX_LENGTH = 512;

export type SessionDevice = Pick<AccountSession, 'browser' | 'system' | 'deviceType'>;

const DEVICE_TYPES = new Set<string>(['desktop', 'mobile', 'tablet', 'tv']);

/** Browser, system and kind of device as a User-Agent names them (bowser's tables); nulls for what it does not. */
export function describeUserAgent(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, system: null, deviceType: null };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type ?? '';
  return {
    browser: parsed.browser.name || null,
    system: parsed.os.name || null,
    deviceType: DEVICE_TYPES.has(type) ? (type as SessionDevice['deviceType']) : null,
  };
}

/** The words an alert uses for a device: 'Chrome on Windows', or whichever half is known. */
export function deviceWords(device: SessionDevice, unknown: string): string {
  if (device.browser && device.system) return `${device.browser} / ${device.system}`;
  return device.browser ?? device.system ?? unknown;
}
