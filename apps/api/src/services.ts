import type { DatabaseHandle } from '@b2b/db';
import type { FastifyInstance } from 'fastify';
import { runsMailWorker, type PortalEnv } from './config.ts';
import { accountDataService } from './modules/account-data/account-data.service.ts';
import { accountDeletionCompleter } from './modules/account-data/account-deletion-completer.ts';
import { accountDeletionRepository } from './modules/account-data/account-deletion.repository.ts';
import { accountExportRepository } from './modules/account-data/account-export.repository.ts';
import { administratorsRepository } from './modules/administration/administrators.repository.ts';
import { boostsRepository } from './modules/boosts/boosts.repository.ts';
import { boostsService } from './modules/boosts/boosts.service.ts';
import { businessAccessRepository } from './modules/businesses/business-access.repository.ts';
import { businessAccessPolicy } from './modules/businesses/business-access.ts';
import { businessesRepository } from './modules/businesses/businesses.repository.ts';
import { businessesService } from './modules/businesses/businesses.service.ts';
import { favoritesRepository } from './modules/favorites/favorites.repository.ts';
import { favoritesService } from './modules/favorites/favorites.service.ts';
import { filesRepository } from './modules/files/files.repository.ts';
import { filesService } from './modules/files/files.service.ts';
import { resolveSigningSecret } from './modules/files/signing-secret.ts';
import { createStorage } from './modules/files/storage/create-storage.ts';
import { inquiriesRepository } from './modules/inquiries/inquiries.repository.ts';
import { inquiriesService } from './modules/inquiries/inquiries.service.ts';
import { liveEventsRepository } from './modules/live/live-events.repository.ts';
import { liveHub } from './modules/live/live-hub.ts';
import { liveService } from './modules/live/live.service.ts';
import { sessionWatch } from './modules/live/session-watch.ts';
import { streamCaps } from './modules/live/stream-caps.ts';
import { lapseMemberships } from './modules/membership/lapse-memberships.ts';
import { membershipRepository } from './modules/membership/membership.repository.ts';
import { membershipService } from './modules/membership/membership.service.ts';
import { paymentProviderOf } from './modules/membership/payment-provider-of.ts';
import type { PaymentProvider } from './modules/membership/payment-provider.ts';
import { needHelpRepository } from './modules/need-help/need-help.repository.ts';
import { needHelpService } from './modules/need-help/need-help.service.ts';
import { mailOutbox, mailRepository } from './modules/mail/mail.repository.ts';
import { mailPortalOf, mailService } from './modules/mail/mail.service.ts';
import { mailWorker } from './modules/mail/mail-worker.ts';
import { smtpSender } from './modules/mail/smtp-sender.ts';
import {
  notificationMailJobs,
  scheduleNotificationMailJobs,
} from './modules/notification-mail/notification-mail-jobs.ts';
import { notificationMailRepository } from './modules/notification-mail/notification-mail.repository.ts';
import { notificationMailService } from './modules/notification-mail/notification-mail.service.ts';
import { unsubscribeLinks, unsubscribeSecretOf } from './modules/notification-mail/unsubscribe-link.ts';
import { notificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsService } from './modules/notifications/notifications.service.ts';
import { postsRepository } from './modules/posts/posts.repository.ts';
import { postsService } from './modules/posts/posts.service.ts';
import { productsRepository } from './modules/products/products.repository.ts';
import { productsService } from './modules/products/products.service.ts';
import { refdataRepository } from './modules/refdata/refdata.repository.ts';
import { refdataService } from './modules/refdata/refdata.service.ts';
import { reviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsService } from './modules/reviews/reviews.service.ts';
import { scheduleResponseMetrics } from './modules/response-metrics/response-metrics-job.ts';
import { responseMetricsRepository } from './modules/response-metrics/response-metrics.repository.ts';
import { rfqRepository } from './modules/rfq/rfq.repository.ts';
import { rfqService } from './modules/rfq/rfq.service.ts';
import { namesInRequestedLanguage } from './modules/refdata/reference-names.ts';
import { searchSuggestionsRepository } from './modules/search/search-suggestions.repository.ts';
import { searchSuggestionsService } from './modules/search/search-suggestions.service.ts';
import { searchSynonymsRepository } from './modules/search/search-synonyms.repository.ts';
import { searchSynonymsService } from './modules/search/search-synonyms.service.ts';
import { searchRepository } from './modules/search/search.repository.ts';
import { searchService } from './modules/search/search.service.ts';
import { sitemapRepository } from './modules/sitemap/sitemap.repository.ts';
import { sitemapService } from './modules/sitemap/sitemap.service.ts';
import { actingIdentity } from './modules/social/acting-identity.ts';
import { socialCleanup } from './modules/social/social-cleanup.ts';
import { socialRepository } from './modules/social/social.repository.ts';
import { supportRepository } from './modules/support/support.repository.ts';
import { supportService } from './modules/support/support.service.ts';
import { usersRepository } from './modules/users/users.repository.ts';
import { usersService } from './modules/users/users.service.ts';
import { verificationRepository } from './modules/verification/verification.repository.ts';
import { verificationService } from './modules/verification/verification.service.ts';
import { isSessionRevoked, revokedSessionsAmong } from './plugins/auth/session-revocations.repository.ts';
import { pageCache } from './plugins/page-cache.ts';
import { portalMetrics } from './plugins/portal-metrics.ts';
import { sharedPageCache } from './plugins/page-cache-sync.ts';
import { sessionRevocationFeed } from './plugins/auth/revocation-feed.ts';
import { runPeriodically } from './plugins/periodic-job.ts';

/** How long a worker holds the mails it claimed: far longer than a send may take (its socket times out in a minute). */
const MAIL_LEASE_MS = 5 * 60_000;

export interface PortalServicesOptions {
  env: PortalEnv;
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'listen'>;
  /** The server the services' timers and connections stop with. */
  app: FastifyInstance;
  /** The card provider; the one PAYMENT_PROVIDER names otherwise. */
  paymentProvider?: PaymentProvider;
}

/**
 * Every service of the portal, each built once from its repository and the services it uses. The route plugins take
 * this object as their options (each reads the services it names), so a new module adds its service here and one
 * `register` line to `api-routes.ts`.
 */
export async function portalServices({ env, database, app, paymentProvider }: PortalServicesOptions) {
  const { db } = database;
  const storage = createStorage(env);
  const filesUrl = env.FILES_URL.replace(/\/+$/, '');
  const filesSecret = await resolveSigningSecret({
    secret: env.FILES_SIGNING_SECRET,
    file: env.FILES_SECRET_FILE,
    filesDir: env.FILES_DIR,
  });
  const files = filesService({
    repo: filesRepository(db),
    storage: storage.storage,
    secret: filesSecret,
    uploadUrl: `${filesUrl}/upload`,
  });
  // Pages rendered for visitors, kept a few seconds; every write that changes what a page shows invalidates it, in this
  // process and, through the database, in every other process of the portal.
  const pages = sharedPageCache(
    pageCache({
      ttlSeconds: env.SSR_CACHE_TTL_SECONDS,
      maxBytes: Math.round(env.SSR_CACHE_MAX_MB * 1024 * 1024),
    }),
    database,
    app.log,
  );
  const stopHearingPages = await pages.listen();
  app.addHook('onClose', () => stopHearingPages());
  // Answered from memory; an admin edit of reference data calls `refdata.invalidate()` after its write.
  const refdata = refdataService(refdataRepository(db));
  const people = usersService(usersRepository(db), files, pages, refdata);
  const businessAccess = businessAccessPolicy(businessAccessRepository(db));
  // Business profiles and cards, for every module that shows a business (products, search, social).
  const businesses = businessesService({
    repo: businessesRepository(db),
    people,
    images: files,
    access: businessAccess,
    pages,
    references: refdata,
  });
  const forgetSocial = socialCleanup(socialRepository(db)).forgetResource;
  const products = productsService({
    repo: productsRepository(db),
    businesses,
    access: businessAccess,
    images: files,
    forgetSocial,
    pages,
  });
  const posts = postsService({
    repo: postsRepository(db),
    acting: actingIdentity(businessAccess),
    access: businessAccess,
    images: files,
    people,
    forgetSocial,
    pages,
  });
  const synonyms = searchSynonymsService(searchSynonymsRepository(db), pages);
  const notifications = notificationsService({ repo: notificationsRepository(db), access: businessAccess });
  // Streams never end by themselves: they are closed before the server waits for its connections to finish.
  const hub = liveHub(database.listen, businessAccess.peopleActingAs);
  const liveStreams = streamCaps({
    perPerson: env.LIVE_STREAMS_PER_PERSON,
    perAddress: env.LIVE_STREAMS_PER_ADDRESS,
  });
  app.addHook('preClose', () => hub.stop());
  // Every mail is queued in the transaction of what it reports, with a Message-ID on the portal's host.
  const outbox = mailOutbox(new URL(env.PUBLIC_URL).hostname);
  const membership = membershipService({
    repo: membershipRepository(db, outbox),
    policy: businessAccess,
    provider: paymentProvider ?? paymentProviderOf(env),
    pages,
    renewalDays: env.MEMBERSHIP_RENEWAL_DAYS,
  });
  lapseMemberships(app, membership.lapseEnded, env.MEMBERSHIP_LAPSE_CHECK_MINUTES * 60_000);
  scheduleResponseMetrics(app, responseMetricsRepository(db), env.RESPONSE_METRICS_MINUTES * 60_000);
  const verification = verificationService({
    repo: verificationRepository(db, outbox),
    access: businessAccess,
    images: files,
    pages,
  });
  const inquiries = inquiriesService({
    repo: inquiriesRepository(db, outbox),
    access: businessAccess,
    people,
    notifications,
    productOwner: products.businessOf,
  });
  const mailRepo = mailRepository(db, outbox);
  const metrics =
    app.metrics &&
    portalMetrics(app.metrics.registry, {
      db,
      driver: database.driver,
      openStreams: () => hub.openStreams,
      outboxDepth: mailRepo.depth,
      pages,
    });
  // Notification mail carries a signed link that turns its kind off (decision 0024).
  const unsubscribe = unsubscribeLinks(
    unsubscribeSecretOf(env.MAIL_UNSUBSCRIBE_SECRET, filesSecret),
    env.PUBLIC_URL,
  );
  const mailPortal = { ...mailPortalOf(env), unsubscribeUrl: unsubscribe.url };
  const mail = mailService({ repo: mailRepo, portal: mailPortal });
  scheduleNotificationMailJobs(app, notificationMailJobs(db, outbox), {
    intervalMs: env.MAIL_JOBS_MINUTES * 60_000,
    digestHour: env.MAIL_DIGEST_HOUR,
  });
  if (runsMailWorker(env)) {
    const worker = mailWorker({
      repo: mailRepo,
      sender: smtpSender(env.SMTP_URL, env.MAIL_CONCURRENCY),
      render: mail.render,
      from: { name: env.BRAND_NAME, address: env.SUPPORT_EMAIL },
      listen: database.listen,
      concurrency: env.MAIL_CONCURRENCY,
      retryBaseMs: env.MAIL_RETRY_SECONDS * 1000,
      pollMs: env.MAIL_POLL_SECONDS * 1000,
      leaseMs: MAIL_LEASE_MS,
      log: app.log,
      ...(metrics ? { counters: metrics.mail } : {}),
    });
    app.addHook('onReady', () => worker.start());
    // Before the database closes: the mails being sent are marked.
    app.addHook('preClose', () => worker.stop());
  }

  // Another country's portal, on a database of its own, learns of the sessions ended anywhere from the account service.
  if (env.SESSION_REVOCATIONS_POLL_SECONDS > 0) {
    const readRevocations = sessionRevocationFeed({ db, authUrl: env.AUTH_URL });
    runPeriodically(app, async () => void (await readRevocations()), {
      intervalMs: env.SESSION_REVOCATIONS_POLL_SECONDS * 1000,
      failure: "session revocations: the account service's feed could not be read",
    });
  }

  // The portal's half of every account deletion the account service confirms (decision 0023).
  const deletions = accountDeletionRepository(db);
  const deletionCompleter = accountDeletionCompleter({
    repo: deletions,
    removeFiles: (keys) => storage.storage.remove(keys),
    listen: database.listen,
    sweepMs: env.ACCOUNT_DELETION_SWEEP_SECONDS * 1000,
    log: app.log,
  });
  app.addHook('onReady', () => deletionCompleter.start());
  app.addHook('preClose', () => deletionCompleter.stop());

  return {
    storage,
    files,
    pages,
    refdata,
    namesInRequestedLanguage: namesInRequestedLanguage(refdata.names),
    people,
    businessAccess,
    businesses,
    products,
    posts,
    // Who answers for a liked or commented product or post.
    productOwner: products.businessOf,
    postOwner: posts.timelineOf,
    favorites: favoritesService({ repo: favoritesRepository(db), people, businesses, products }),
    search: searchService({
      repo: searchRepository(db),
      englishNameOf: refdata.englishNameOf,
      placeNamed: refdata.placeNamed,
      placeBegun: refdata.placeBegun,
      placeWords: refdata.placeWords,
      synonymsOf: synonyms.alternatives,
      industryTree: () => refdata.industryTree(),
      businessCards: businesses.cardsOf,
      productCards: products.cardsOf,
      userCards: people.cardsOf,
    }),
    suggestions: searchSuggestionsService({
      repo: searchSuggestionsRepository(db),
      industryTree: refdata.industryTree,
    }),
    synonyms,
    notifications,
    inquiries,
    rfq: rfqService({
      repo: rfqRepository(db, outbox),
      access: businessAccess,
      refdata,
      images: files,
      people,
      inquiries,
      productOwner: products.businessOf,
    }),
    reviews: reviewsService({ repo: reviewsRepository(db), inquiries, pages }),
    live: liveService({
      repo: liveEventsRepository(db),
      hub,
      access: businessAccess,
      people,
      isSessionRevoked: (sessionID) => isSessionRevoked(db, sessionID),
      sessions: sessionWatch({
        revokedAmong: (sessionIDs) => revokedSessionsAmong(db, sessionIDs),
        periodMs: env.LIVE_HEARTBEAT_SECONDS * 1000,
      }),
      heartbeatMs: env.LIVE_HEARTBEAT_SECONDS * 1000,
      caps: liveStreams,
    }),
    /** The open live streams of this process (their count, for the metrics). */
    liveStreams,
    membership,
    verification,
    boosts: boostsService({ repo: boostsRepository(db), access: businessAccess, pages }),
    needHelp: needHelpService({
      repo: needHelpRepository(db, outbox),
      refdata,
      supportEmail: env.SUPPORT_EMAIL,
    }),
    mail,
    accountData: accountDataService({ exports: accountExportRepository(db), deletions }),
    brandName: env.BRAND_NAME,
    outbox,
    mailPortal,
    notificationMail: notificationMailService({
      repo: notificationMailRepository(db),
      people,
      links: unsubscribe,
    }),
    administrators: administratorsRepository(db),
    support: supportService(supportRepository(db)),
    sitemap: sitemapService({
      repo: sitemapRepository(db),
      publicUrl: env.PUBLIC_URL,
      pageSize: env.SITEMAP_PAGE_SIZE,
      productSlug: env.PRODUCT_SLUG,
    }),
  };
}

export type PortalServices = Awaited<ReturnType<typeof portalServices>>;
