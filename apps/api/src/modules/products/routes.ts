import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sendStoredEncoding,
  serveCachedCatalogue,
  serveCachedRead,
  storeCatalogueAnswer,
} from '../../plugins/catalogue-cache';
import { serveConnectionAnswer, serveConnectionRead, storeConnectionAnswer } from '../../plugins/connection-answers';
import { catalogueCacheHeaders } from '../../plugins/http-cache';
import { optionalAuthenticate } from '../../plugins/optional-auth';
import { detailRoutes } from './detail-routes';
import { listRoutes } from './list-routes';
import { referenceRoutes } from './reference-routes';

/** The public catalogue under /api/products/v1/products: open to visitors, personalised for subscribers. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', optionalAuthenticate);
  // A visitor's GET is the same for every visitor: served from the process's cache when it can be.
  app.addHook('onRequest', serveCachedCatalogue);
  // A subscriber's read for one of their connections, from the subscriber cache when it can be: a GET,
  // or a POST whose body the HTTP server read ahead (before it is parsed and validated).
  app.addHook('onRequest', serveConnectionAnswer);
  // Every POST here only reads (the spec's method for the featured lists, trending, the id list).
  app.addHook('preHandler', serveCachedRead);
  app.addHook('preHandler', serveConnectionRead);
  app.addHook('onSend', catalogueCacheHeaders);
  app.addHook('onSend', storeCatalogueAnswer);
  app.addHook('onSend', storeConnectionAnswer);
  app.addHook('onSend', sendStoredEncoding);
  await app.register(referenceRoutes);
  await app.register(listRoutes);
  // Last, so the fixed paths above are never read as a product id.
  await app.register(detailRoutes);
};
