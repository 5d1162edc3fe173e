import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** PayHere's live and sandbox sites: its checkout script, its payment frame and its form posts. */
const PAYHERE_ORIGINS = ['https://www.payhere.lk', 'https://sandbox.payhere.lk'];

/**
 * A strict Content-Security-Policy for everything served: the web app, the sandbox pages and the
 * API docs load scripts and styles from this origin only, never inline. The card gateway's popup is
 * the one exception: its script, frame and form come from PayHere when the real gateway is configured,
 * and from this origin (the sandbox gateway) otherwise.
 */
export function contentSecurityPolicy(config: Config, options: { framedBySelf?: boolean } = {}) {
  const gateway = config.cardGateway.kind === 'payhere' ? PAYHERE_ORIGINS : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'", ...gateway],
      fontSrc: ["'self'"],
      formAction: ["'self'", ...gateway],
      frameAncestors: [options.framedBySelf ? "'self'" : "'none'"],
      frameSrc: ["'self'", ...gateway],
      imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'", ...gateway],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      // Upgrading would break a plain-http deployment reached by address (a test box on the LAN).
      upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    },
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, { global: true, contentSecurityPolicy: contentSecurityPolicy(config) });
}

/**
 * Route options for a page the web app shows in a frame of its own origin (the sandbox gateway's
 * checkout inside its popup); every other page refuses to be framed at all.
 */
export function framedBySelf(config: Config): { helmet: Omit<FastifyHelmetOptions, 'global'> } {
  return { helmet: { contentSecurityPolicy: contentSecurityPolicy(config, { framedBySelf: true }) } };
}
