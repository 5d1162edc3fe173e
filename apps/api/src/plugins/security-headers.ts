import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** Header name and value pairs, in the order helmet sets them. */
export type HeaderList = readonly (readonly [string, string])[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers instead of the app's (see `framedBySelf`). */
    securityHeaders?: HeaderList;
  }
}

/**
 * A strict Content-Security-Policy for everything served: the web app, the sandbox pages and the
 * API docs load scripts and styles from this origin only, never inline. The card gateway's popup is
 * the one exception: its script, frame and form come from PayHere's configured origins when the real
 * gateway is configured (its sites, or a stub on PAYHERE_BASE_URL), and from this origin (the sandbox
 * gateway) otherwise.
 */
export function contentSecurityPolicy(config: Config, options: { framedBySelf?: boolean } = {}) {
  const gateway = config.cardGateway.kind === 'payhere' ? config.cardGateway.origins : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: [
        "'self'",
        ...gateway,
        ...(config.analyticsEndpoint ? [new URL(config.analyticsEndpoint).origin] : []),
      ],
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

/**
 * The headers helmet sets with `options`, worked out once. They are the same for every request (no
 * CSP nonces: nothing is inline), and @fastify/helmet would build helmet and parse the policy again
 * on each request, which cost a tenth of a cached catalogue answer's time (decision 0015).
 */
export function helmetHeaders(options: HelmetOptions): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers of every answer, for answers sent where no hook runs (the router's own refusals). */
    securityHeaders: HeaderList;
  }
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const everywhere = helmetHeaders({ contentSecurityPolicy: contentSecurityPolicy(config) });
  app.decorate('securityHeaders', everywhere);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.routeOptions.config?.securityHeaders ?? everywhere) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
}

/**
 * Route options for a page the web app shows in a frame of its own origin (the sandbox gateway's
 * checkout inside its popup); every other page refuses to be framed at all.
 */
export function framedBySelf(config: Config): { config: { securityHeaders: HeaderList } } {
  return {
    config: {
      securityHeaders: helmetHeaders({ contentSecurityPolicy: contentSecurityPolicy(config, { framedBySelf: true }) }),
    },
  };
}
