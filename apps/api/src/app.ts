import { endpoints } from '@b2b/contracts';
import { pingDatabase, type DatabaseHandle } from '@b2b/db';
import { createServer, healthRoutes, security } from '@b2b/server-kit';
import type { JSONWebKeySet } from 'jose';
import { portalConfigOf, portalOrigins, type PortalEnv } from './config.ts';
import { inquiriesRepository } from './modules/inquiries/inquiries.repository.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { inquiriesService } from './modules/inquiries/inquiries.service.ts';
import { liveEventsRepository } from './modules/live/live-events.repository.ts';
import { liveHub } from './modules/live/live-hub.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { liveService } from './modules/live/live.service.ts';
import { notificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { notificationsService } from './modules/notifications/notifications.service.ts';
import { favoritesRepository } from './modules/favorites/favorites.repository.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { favoritesService } from './modules/favorites/favorites.service.ts';
import { filesRepository } from './modules/files/files.repository.ts';
import { fileHostRoutes, fileRoutes } from './modules/files/files.routes.ts';
import { filesService } from './modules/files/files.service.ts';
import { resolveSigningSecret } from './modules/files/signing-secret.ts';
import { createStorage } from './modules/files/storage/create-storage.ts';
import { postsRepository } from './modules/posts/posts.repository.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { postsService } from './modules/posts/posts.service.ts';
import { productsRepository } from './modules/products/products.repository.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { productsService } from './modules/products/products.service.ts';
import { refdataRepository } from './modules/refdata/refdata.repository.ts';
import { refdataRoutes } from './modules/refdata/refdata.routes.ts';
import { refdataService } from './modules/refdata/refdata.service.ts';
import { namesInRequestedLanguage } from './modules/refdata/reference-names.ts';
import { searchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { searchService } from './modules/search/search.service.ts';
import { searchSuggestionsRepository } from './modules/search/search-suggestions.repository.ts';
import { searchSuggestionsService } from './modules/search/search-suggestions.service.ts';
import { searchSynonymsRepository } from './modules/search/search-synonyms.repository.ts';
import { searchSynonymsService } from './modules/search/search-synonyms.service.ts';
import { sitemapRepository } from './modules/sitemap/sitemap.repository.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { sitemapService } from './modules/sitemap/sitemap.service.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { actingIdentity } from './modules/social/acting-identity.ts';
import { socialCleanup } from './modules/social/social-cleanup.ts';
import { socialRepository } from './modules/social/social.repository.ts';
import { usersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { usersService } from './modules/users/users.service.ts';
import { businessAccessRepository } from './modules/businesses/business-access.repository.ts';
import { businessAccessPolicy } from './modules/businesses/business-access.ts';
import { businessesRepository } from './modules/businesses/businesses.repository.ts';
import { businessesRoutes } from './modules/businesses/businesses.routes.ts';
import { businessesService } from './modules/businesses/businesses.service.ts';
import { authPlugin } from './plugins/auth/auth.plugin.ts';
import { isSessionRevoked } from './plugins/auth/session-revocations.repository.ts';
import { dbPlugin } from './plugins/db.ts';
import { DOCS_PATH, docs } from './plugins/docs.ts';
import { boostsRepository } from './modules/boosts/boosts.repository.ts';
import { boostsRoutes } from './modules/boosts/boosts.routes.ts';
import { boostsService } from './modules/boosts/boosts.service.ts';
import { lapseMemberships } from './modules/membership/lapse-memberships.ts';
import { membershipRepository } from './modules/membership/membership.repository.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { membershipService } from './modules/membership/membership.service.ts';
import { paymentProviderOf } from './modules/membership/payment-provider-of.ts';
import type { PaymentProvider } from './modules/membership/payment-provider.ts';
import { administratorsRepository } from './modules/administration/administrators.repository.ts';
import { adminRoutes } from './modules/administration/admin.routes.ts';
import { needHelpRepository } from './modules/need-help/need-help.repository.ts';
import { needHelpRoutes } from './modules/need-help/need-help.routes.ts';
import { needHelpService } from './modules/need-help/need-help.service.ts';
import { smtpMailer } from './modules/need-help/support-mailer.ts';
import { supportRepository } from './modules/support/support.repository.ts';
import { supportService } from './modules/support/support.service.ts';
import { verificationRepository } from './modules/verification/verification.repository.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { verificationService } from './modules/verification/verification.service.ts';
import { userRateLimit } from './plugins/user-rate-limit/user-rate-limit.plugin.ts';
import { pageCache } from './plugins/page-cache.ts';
import { loadWebBuild, webApp, type WebAppOptions } from './plugins/web-app.ts';

export interface BuildAppOptions {
  env: PortalEnv;
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'listen'>;
  /** The account service's public keys, when they are not to be fetched from `AUTH_JWKS_URL` (tests). */
  authKeySet?: JSONWebKeySet;
  /** Serve the web app too; left out by the API's own tests. */
  web?: Omit<WebAppOptions, 'portal' | 'pages' | 'build' | 'renderThreads'>;
  /** The card provider; the one PAYMENT_PROVIDER names otherwise. */
  paymentProvider?: PaymentProvider;
}

function contentSecurityPolicy(env: PortalEnv) {
  const origin = (url: string) => new URL(url).origin;
  const files = [origin(env.FILES_URL), ...(env.S3_PUBLIC_URL ? [origin(env.S3_PUBLIC_URL)] : [])];
  // Stripe's card form (Stripe.js) loads from Stripe, draws its fields in Stripe's frames and talks to Stripe's API.
  const stripe = env.PAYMENT_PROVIDER === 'stripe';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
    // The upload form is posted with fetch to FILES_URL.
    connectSrc: [
      "'self'",
      origin(env.API_URL),
      origin(env.AUTH_URL),
      origin(env.FILES_URL),
      ...(stripe ? ['https://api.stripe.com'] : []),
    ],
    imgSrc: ["'self'", 'data:', 'blob:', ...files],
    // Business and product videos are web addresses their owners give (the uploads take images only).
    mediaSrc: ["'self'", 'https:', ...files],
    formAction: ["'self'", origin(env.AUTH_URL)],
  };
}

/**
 * Builds the portal's server: plugins first, then the API modules under `/api`, the files, robots.txt and the sitemaps,
 * then the web app.
 */
export async function buildApp({ env, database, authKeySet, web, paymentProvider }: BuildAppOptions) {
  const webBuild = web?.mode === 'production' ? await loadWebBuild(web.webRoot) : undefined;
  const app = await createServer({
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
  });
  await app.register(dbPlugin, database);
  await app.register(security, {
    corsOrigins: portalOrigins(env),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    ...(env.REDIS_URL && {
      rateLimitRedis: { url: env.REDIS_URL, keyPrefix: `${env.REDIS_KEY_PREFIX}portal:` },
    }),
    rateLimitExemptPrefixes: [`${new URL(env.FILES_URL).pathname.replace(/\/+$/, '')}/`, '/assets/'],
    contentSecurityPolicy: web?.mode === 'development' ? false : contentSecurityPolicy(env),
    dataPaths: { prefix: '/api/', pages: [DOCS_PATH] },
  });
  await app.register(authPlugin, {
    db: database.db,
    issuer: new URL(env.AUTH_URL).origin,
    jwksUrl: env.AUTH_JWKS_URL ?? `${env.AUTH_URL.replace(/\/$/, '')}/.well-known/jwks.json`,
    ...(authKeySet ? { keySet: authKeySet } : {}),
  });
  await app.register(userRateLimit, {
    db: database.db,
    limits: {
      comments: env.USER_RATE_LIMIT_COMMENTS,
      reactions: env.USER_RATE_LIMIT_REACTIONS,
      businesses: env.USER_RATE_LIMIT_BUSINESSES,
      uploads: env.USER_RATE_LIMIT_UPLOADS,
      inquiries: env.USER_RATE_LIMIT_INQUIRIES,
      messages: env.USER_RATE_LIMIT_MESSAGES,
      payments: env.USER_RATE_LIMIT_PAYMENTS,
      verifications: env.USER_RATE_LIMIT_VERIFICATIONS,
      boosts: env.USER_RATE_LIMIT_BOOSTS,
      posts: env.USER_RATE_LIMIT_POSTS,
    },
  });
  await app.register(docs, { apiUrl: env.API_URL, brandName: env.BRAND_NAME });
  const filesUrl = env.FILES_URL.replace(/\/+$/, '');
  const storage = createStorage(env);
  const files = filesService({
    repo: filesRepository(database.db),
    storage: storage.storage,
    secret: await resolveSigningSecret({
      secret: env.FILES_SIGNING_SECRET,
      file: env.FILES_SECRET_FILE,
      filesDir: env.FILES_DIR,
    }),
    uploadUrl: `${filesUrl}/upload`,
  });
  // Pages rendered for visitors, kept a few seconds; every write that changes what a page shows invalidates it.
  const pages = pageCache({
    ttlSeconds: env.SSR_CACHE_TTL_SECONDS,
    maxBytes: Math.round(env.SSR_CACHE_MAX_MB * 1024 * 1024),
  });
  // Shared by the modules that write on a person's or a business's behalf.
  // Answered from memory; an admin edit of reference data calls `refdata.invalidate()` after its write.
  const refdata = refdataService(refdataRepository(database.db));
  const people = usersService(usersRepository(database.db), files, pages, refdata);
  const businessAccess = businessAccessPolicy(businessAccessRepository(database.db));
  // Business profiles and cards, for every module that shows a business (products, search, social).
  const businesses = businessesService({
    repo: businessesRepository(database.db),
    people,
    images: files,
    access: businessAccess,
    pages,
    references: refdata,
  });
  const forgetSocial = socialCleanup(socialRepository(database.db)).forgetResource;
  const products = productsService({
    repo: productsRepository(database.db),
    businesses,
    access: businessAccess,
    images: files,
    forgetSocial,
    pages,
  });
  const posts = postsService({
    repo: postsRepository(database.db),
    acting: actingIdentity(businessAccess),
    access: businessAccess,
    images: files,
    people,
    forgetSocial,
    pages,
  });
  const favorites = favoritesService({
    repo: favoritesRepository(database.db),
    people,
    businesses,
    products,
  });
  const namesInLanguage = namesInRequestedLanguage(refdata.names);
  const searchSynonyms = searchSynonymsService(searchSynonymsRepository(database.db), pages);
  const search = searchService({
    repo: searchRepository(database.db),
    englishNameOf: refdata.englishNameOf,
    placeNamed: refdata.placeNamed,
    placeBegun: refdata.placeBegun,
    placeWords: refdata.placeWords,
    synonymsOf: searchSynonyms.alternatives,
    industryTree: () => refdata.industryTree(),
    businessCards: businesses.cardsOf,
    productCards: products.cardsOf,
    userCards: people.cardsOf,
  });
  const notifications = notificationsService({
    repo: notificationsRepository(database.db),
    access: businessAccess,
  });
  const inquiries = inquiriesService({
    repo: inquiriesRepository(database.db),
    access: businessAccess,
    people,
    publicUrl: env.PUBLIC_URL,
    notifications,
  });
  // Streams never end by themselves: they are closed before the server waits for its connections to finish.
  const hub = liveHub(database.listen, businessAccess.peopleActingAs);
  app.addHook('preClose', () => hub.stop());
  const live = liveService({
    repo: liveEventsRepository(database.db),
    hub,
    access: businessAccess,
    people,
    isSessionRevoked: (sessionID) => isSessionRevoked(database.db, sessionID),
    heartbeatMs: env.LIVE_HEARTBEAT_SECONDS * 1000,
  });
  const membership = membershipService({
    repo: membershipRepository(database.db),
    policy: businessAccess,
    provider: paymentProvider ?? paymentProviderOf(env),
    pages,
    renewalDays: env.MEMBERSHIP_RENEWAL_DAYS,
  });
  const verification = verificationService({
    repo: verificationRepository(database.db),
    access: businessAccess,
    images: files,
    pages,
  });
  const boosts = boostsService({ repo: boostsRepository(database.db), access: businessAccess, pages });
  const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.SUPPORT_EMAIL) : undefined;
  if (mailer) app.addHook('onClose', () => mailer.close());
  const needHelp = needHelpService({
    repo: needHelpRepository(database.db),
    refdata,
    mailer,
    supportEmail: env.SUPPORT_EMAIL,
    log: app.log,
  });
  lapseMemberships(app, membership.lapseEnded, env.MEMBERSHIP_LAPSE_CHECK_MINUTES * 60_000);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        endpoint: endpoints.health,
        database: database.driver,
        checkDatabase: () => pingDatabase(database.db),
      });
      await api.register(refdataRoutes, { refdata });
      await api.register(usersRoutes, { users: people, namesInRequestedLanguage: namesInLanguage });
      await api.register(fileRoutes, { files, businessAccess });
      await api.register(businessesRoutes, {
        businesses,
        businessAccess,
        people,
        images: files,
        pages,
        namesInRequestedLanguage: namesInLanguage,
      });
      await api.register(productsRoutes, { products, namesInRequestedLanguage: namesInLanguage });
      await api.register(socialRoutes, {
        people,
        businessAccess,
        productOwner: products.businessOf,
        postOwner: posts.timelineOf,
        pages,
        notifications,
      });
      await api.register(postsRoutes, { posts });
      await api.register(favoritesRoutes, { favorites });
      await api.register(searchRoutes, {
        search,
        suggestions: searchSuggestionsService({
          repo: searchSuggestionsRepository(database.db),
          industryTree: refdata.industryTree,
        }),
        namesInRequestedLanguage: namesInLanguage,
      });
      await api.register(inquiriesRoutes, { inquiries });
      await api.register(liveRoutes, { live });
      await api.register(notificationsRoutes, { notifications });
      await api.register(membershipRoutes, { membership });
      await api.register(verificationRoutes, { verification });
      await api.register(adminRoutes, {
        administrators: administratorsRepository(database.db),
        verification,
        support: supportService(supportRepository(database.db)),
        needHelp,
        synonyms: searchSynonyms,
      });
      await api.register(needHelpRoutes, { needHelp, rateLimit: env.NEED_HELP_RATE_LIMIT });
      await api.register(boostsRoutes, { boosts });
    },
    { prefix: '/api' },
  );
  // FILES_URL's path on this server (`/files` by default), whatever host a proxy or CDN shows it under.
  await app.register(fileHostRoutes, {
    prefix: new URL(filesUrl).pathname.replace(/\/+$/, ''),
    files,
    localRoot: storage.driver === 'local' ? storage.root : undefined,
  });
  await app.register(sitemapRoutes, {
    sitemap: sitemapService({
      repo: sitemapRepository(database.db),
      publicUrl: env.PUBLIC_URL,
      pageSize: env.SITEMAP_PAGE_SIZE,
      productSlug: env.PRODUCT_SLUG,
    }),
  });
  if (web) {
    await app.register(webApp, {
      ...web,
      build: webBuild,
      portal: portalConfigOf(env),
      pages,
      renderThreads: env.SSR_THREADS,
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
