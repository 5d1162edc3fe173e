import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { type ChangeFeed, type ChangeListener, openChangeFeed } from '../db/change-feed';
import { Generations } from '../lib/generations';
import { accountKey, SessionCache, sessionKey } from '../modules/auth/session-cache';
import { type CacheName, cacheRecorder } from '../observability/metrics';
import { ON_THE_FLY_EFFORT, ResponseCache } from './catalogue-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bumped by the change feed; what the subscriber caches stamp their entries with. */
    changeGenerations: Generations;
    /** Subscribers' catalogue reads, per account and connection (decision 0017). */
    connectionAnswers: ResponseCache;
  }
}

/**
 * Routes a notification to the generation it bumps: a connection id, or 'session:<id>' / 'account:<id>'.
 * A catalogue change (a console edit, a price change applied) drops every catalogue answer held, the
 * visitors' and the subscribers' (decision 0060).
 */
function listenerFor(generations: Generations, dropCatalogueAnswers: () => void): ChangeListener {
  return {
    onChange(channel, payload) {
      if (channel === 'selfcare_catalogue_changed') {
        dropCatalogueAnswers();
        return;
      }
      if (channel === 'selfcare_connection_changed') {
        generations.bump(payload);
        return;
      }
      const [kind, id = ''] = payload.split(':', 2);
      generations.bump(kind === 'account' ? accountKey(id) : sessionKey(id));
    },
    onGap: () => {
      generations.bumpAll();
      dropCatalogueAnswers();
    },
  };
}

/**
 * The caches of subscribers' sessions and catalogue reads, kept true by the database's change feed
 * (decisions 0017 and 0060). The feed is open while any cache is on; with time to live 0 for both
 * (the default under NODE_ENV=test) there is no feed.
 */
export async function registerSubscriberCaches(app: FastifyInstance, config: Config): Promise<void> {
  const { ttlSeconds, maxEntries, maxBytes } = config.subscriberCache;
  const generations = new Generations();
  const recordIn = (cache: CacheName) => cacheRecorder(app.metrics, cache);
  const connectionAnswers = new ResponseCache({
    ttlMs: ttlSeconds * 1000,
    maxEntries,
    maxBytes,
    active: () => live(),
    record: recordIn('connection-answers'),
    compression: ON_THE_FLY_EFFORT,
  });
  const dropCatalogueAnswers = () => {
    app.catalogueCache.clear();
    connectionAnswers.clear();
  };
  let feed: ChangeFeed | undefined;
  if (ttlSeconds > 0 || app.catalogueCache.enabled) {
    feed = await openChangeFeed(app.db, listenerFor(generations, dropCatalogueAnswers), app.log);
    app.addHook('onClose', async () => feed?.close());
  }
  const live = () => ttlSeconds > 0 && (feed?.live ?? false);
  app.decorate('changeGenerations', generations);
  app.decorate(
    'sessionCache',
    new SessionCache({ ttlMs: ttlSeconds * 1000, maxEntries, live, generations, record: recordIn('sessions') }),
  );
  app.decorate('connectionAnswers', connectionAnswers);
}
