import { availableParallelism } from 'node:os';
import { DatabaseConfigSchema } from '@b2b/db';
import { MEMBERSHIP_RENEWAL_DAYS, SITEMAP_LIMITS, type PortalConfig } from '@b2b/contracts';
import {
  MetricsHostSchema,
  MetricsPortSchema,
  MetricsTokenSchema,
  requireMetricsToken,
  RedisKeyPrefixSchema,
  RedisUrlSchema,
  requireHttpsInProduction,
  TrustProxySchema,
} from '@b2b/server-kit';
import { z } from 'zod';

const SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** `<count>/<window>` with the window in s, m, h or d: `30/10m` allows 30 per 10 minutes. */
const allowance = z
  .string()
  .regex(/^\d+\/\d+[smhd]$/, 'write it as count/window, e.g. 30/10m')
  .transform((s) => {
    const [max, window] = s.split('/') as [string, string];
    return {
      max: Number(max),
      windowSeconds: Number(window.slice(0, -1)) * SECONDS[window.slice(-1) as keyof typeof SECONDS],
    };
  });

const list = z.string().transform((s) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
);

/** Every environment variable of the portal (web, API, files), with its default. */
export const PortalEnvSchema = DatabaseConfigSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  API_URL: z.url().default('http://localhost:3000/api'),
  AUTH_URL: z.url().default('http://localhost:3001'),
  FILES_URL: z.url().default('http://localhost:3000/files'),
  /** Where the account service publishes its public keys; defaults to `{AUTH_URL}/.well-known/jwks.json`. */
  AUTH_JWKS_URL: z.url().optional(),
  PORTAL_COUNTRY_CODE: z.string().length(2).default('CN'),
  PORTAL_COUNTRY_NAME: z.string().min(1).default('China'),
  PORTAL_DEMONYM: z.string().min(1).default('Chinese'),
  BRAND_NAME: z.string().min(1).default('B2B Industrial'),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('b2bindustrial'),
  PORTAL_PHONE: z.string().min(1).default('+86 400 820 2000'),
  INTRO_VIDEO_URL: z.string().default('/files/intro/b2bindustrial-cn.mp4'),
  INTRO_POSTER_URL: z.string().default('/files/intro/b2bindustrial-cn.jpg'),
  /** Origins of the sister portals of the network, comma separated. */
  SISTER_PORTAL_ORIGINS: list.default([]),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Per-person write limits, beside the per-address one. */
  USER_RATE_LIMIT_COMMENTS: allowance.prefault('30/10m'),
  /** Likes and follows together (and taking them back). */
  USER_RATE_LIMIT_REACTIONS: allowance.prefault('300/1h'),
  USER_RATE_LIMIT_BUSINESSES: allowance.prefault('10/1d'),
  USER_RATE_LIMIT_UPLOADS: allowance.prefault('60/1h'),
  /** New requests to businesses, whoever the person sends them as. */
  USER_RATE_LIMIT_INQUIRIES: allowance.prefault('20/1h'),
  /** Replies in the message center. */
  USER_RATE_LIMIT_MESSAGES: allowance.prefault('300/1h'),
  /** Membership purchases, declined ones included: a stolen card's numbers are not to be tried here one after another. */
  USER_RATE_LIMIT_PAYMENTS: allowance.prefault('10/1h'),
  /** Verification requests, refused ones included: each one waits for an administrator to read it. */
  USER_RATE_LIMIT_VERIFICATIONS: allowance.prefault('5/1d'),
  /** Advertising boosts started, refused ones included; the level's monthly allowance bounds those that succeed. */
  USER_RATE_LIMIT_BOOSTS: allowance.prefault('30/1h'),
  /** New posts, whoever the person posts as. */
  USER_RATE_LIMIT_POSTS: allowance.prefault('20/1h'),
  /** Exports of a person's data: each one reads everything the portal holds about them. */
  USER_RATE_LIMIT_EXPORTS: allowance.prefault('5/1h'),
  /** Account deletion requests opened (each is a token the account service's page takes). */
  USER_RATE_LIMIT_DELETIONS: allowance.prefault('10/1h'),
  /** Reports of reviews, refused ones included: each one waits for an administrator to read it. */
  USER_RATE_LIMIT_REVIEW_REPORTS: allowance.prefault('20/1d'),
  /** Live stream tickets asked for: each opens a stream (see LIVE_STREAMS_PER_PERSON). */
  USER_RATE_LIMIT_LIVE_TICKETS: allowance.prefault('120/10m'),
  /** Longest wait before the portal completes an account deletion it was not told of (it is told at once, normally). */
  ACCOUNT_DELETION_SWEEP_SECONDS: z.coerce.number().int().min(1).default(300),
  /**
   * How often this portal reads the account service's feed of revoked sessions; 0: never, as a portal sharing the
   * account service's database sees them in its own table. Set it on a portal with a database of its own.
   */
  SESSION_REVOCATIONS_POLL_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** Need-help enquiries (`/contact-us/form`) per client address: anyone may send them, signed in or not. */
  NEED_HELP_RATE_LIMIT: allowance.prefault('5/1h'),
  /**
   * The mail server every mail goes out through, e.g. `smtps://user:password@smtp.example.com:465`. Unset outside
   * production: the mails stay in the outbox (`email_outbox`), listed at `/dev/mail`.
   */
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'an smtp:// or smtps:// address')
    .optional(),
  /** Lets a production start run without SMTP_URL: mail is off on purpose and stays in the outbox. */
  MAIL_DISABLED: z.stringbool().default(false),
  /**
   * Whether this process runs a mail worker, which sends the outbox through SMTP_URL. Unset: on when SMTP_URL is set
   * (and MAIL_DISABLED is not); set it false to send from chosen processes only.
   */
  MAIL_WORKER: z.stringbool().optional(),
  /** Mails a worker sends at once, each over a connection of its own to the mail server. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  /** The wait before a failed mail's second try, in seconds; each further try waits twice as long (8 tries at most). */
  MAIL_RETRY_SECONDS: z.coerce.number().positive().max(86_400).default(30),
  /** The longest a worker waits before looking at the outbox without being told of a new mail. */
  MAIL_POLL_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /**
   * Key of the HMAC that signs the unsubscribe links of notification mail (decision 0024); every server needs the same.
   * Required in production; elsewhere derived from the upload forms' key. Changing it voids the links already sent.
   */
  MAIL_UNSUBSCRIBE_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  /** How often a server looks for renewal reminders and daily digests to queue (every server may; each goes once). */
  MAIL_JOBS_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The hour (UTC) of the daily digests: each holds what was held for its person before that hour. */
  MAIL_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** Where the need-help enquiries are emailed, and the sender of every mail (with BRAND_NAME as its name). */
  SUPPORT_EMAIL: z.email().default('support@localhost'),
  /**
   * How often an open live stream sends a keep-alive line (proxies close silent connections) and checks that its
   * session has not been signed out.
   */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /**
   * Open live streams one person may hold on one server process (a stream per tab); one more closes their oldest.
   */
  LIVE_STREAMS_PER_PERSON: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Open live streams one client address may hold on one server process (an office behind one address counts once). */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Live stream tickets per client address, signed in as anyone, beside each person's own limit. */
  LIVE_TICKET_RATE_LIMIT: allowance.prefault('1200/10m'),
  /** Most URLs in one child sitemap; fewer when the longest names the limits allow would pass 50 MB. */
  SITEMAP_PAGE_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(SITEMAP_LIMITS.urlsMax)
    .default(SITEMAP_LIMITS.urlsMax),
  /**
   * How long a page rendered for visitors is answered from memory; 0 renders every request. Each server keeps its own
   * copies, so a change made through another server shows here within this time.
   */
  SSR_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * Threads that render pages beside the server's thread, which keeps the API and the database (0: the server's thread
   * renders). Each takes a page's rendering off the server's thread, up to one per core.
   */
  SSR_THREADS: z.coerce.number().int().min(0).max(64).default(availableParallelism()),
  /** Most memory the rendered pages may take, in megabytes (the least recently asked go first). */
  SSR_CACHE_MAX_MB: z.coerce.number().positive().default(64),
  /** Largest JSON body, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** This process's name among several behind a proxy; every answer then names it in `X-Served-By`. */
  PROCESS_NAME: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'letters, digits, dots and dashes, at most 40')
    .optional(),
  /** The port of the portal's Prometheus metrics (`/metrics`), apart from PORT; unset: no metrics listener. */
  METRICS_PORT: MetricsPortSchema,
  /** Where the metrics listener binds: this machine only by default. */
  METRICS_HOST: MetricsHostSchema,
  /** The bearer token a scrape of the metrics must send; required when METRICS_HOST is not a loopback address. */
  METRICS_TOKEN: MetricsTokenSchema.optional(),
  TRUST_PROXY: TrustProxySchema.default(false),
  /** Where the per-address rate-limit counters are shared by every server; unset: each server counts in its memory. */
  REDIS_URL: RedisUrlSchema.optional(),
  REDIS_KEY_PREFIX: RedisKeyPrefixSchema,
  /**
   * Whether `npm start` loads the demo directory (DEMO_SCALE) where it is missing. Unset: on, except in production,
   * which never loads it.
   */
  DEMO_DATA: z.stringbool().optional(),
  /** How much demo data `npm start` adds: `small`, `medium`, `large` or a factor (the seed's parseScale reads it). */
  DEMO_SCALE: z.string().trim().min(1).default('small'),
  /** Lets a production start run although its database holds demo accounts (which have a published password). */
  ALLOW_DEMO_ACCOUNTS: z.stringbool().default(false),
  /** Where uploads are kept: `local` (FILES_DIR, served by this server under FILES_URL) or `s3`. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  FILES_DIR: z.string().min(1).default('./data/files'),
  /**
   * Key of the HMAC that signs upload forms; every server behind one FILES_URL needs the same. Required in production;
   * elsewhere it is generated on first start and kept in FILES_SECRET_FILE.
   */
  FILES_SIGNING_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  FILES_SECRET_FILE: z.string().min(1).default('./data/files-secret'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** For S3-compatible services (MinIO, R2, ...); leave unset for AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  /** Without them the AWS SDK's own chain is used (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The public address of the bucket or of the CDN in front of it; image urls start with it. */
  S3_PUBLIC_URL: z.url().optional(),
  /**
   * Who charges the memberships: `sandbox` (built in: Stripe's test cards, no network, nothing really charged) or
   * `stripe` (the three STRIPE_ keys).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret or restricted key (sk_… or rk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key (pk_…)')
    .optional(),
  /** The signing secret of the webhook endpoint registered at Stripe for `/api/subscription/webhook`. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** How often the server looks for paid years that have ended, to lapse those businesses to Standard. */
  MEMBERSHIP_LAPSE_CHECK_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** How often the server recomputes the response metrics that time has changed (a case leaving 90 days or passing 48 hours). */
  RESPONSE_METRICS_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** In how many of a paid year's last days its level may be bought again, for the year after it. */
  MEMBERSHIP_RENEWAL_DAYS: z.coerce.number().int().min(1).max(365).default(MEMBERSHIP_RENEWAL_DAYS),
  /** Lets a production start take payments in the sandbox, which gives memberships away: for a staging portal only. */
  ALLOW_SANDBOX_PAYMENTS: z.stringbool().default(false),
}).superRefine((env, ctx) => {
  requireHttpsInProduction(env, ['PUBLIC_URL', 'AUTH_URL', 'AUTH_JWKS_URL'], ctx);
  requireMetricsToken(
    { host: env.METRICS_HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    { host: 'METRICS_HOST', token: 'METRICS_TOKEN' },
    ctx,
  );
  if (env.NODE_ENV === 'production' && !env.FILES_SIGNING_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['FILES_SIGNING_SECRET'],
      message: 'required in production, the same on every server',
    });
  }
  if (env.NODE_ENV === 'production' && !env.MAIL_UNSUBSCRIBE_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_UNSUBSCRIBE_SECRET'],
      message: 'required in production, the same on every server',
    });
  }
  if (env.NODE_ENV === 'production' && env.DEMO_DATA === true) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_DATA'],
      message: 'production never loads demo data; leave DEMO_DATA unset or false',
    });
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_DISABLED) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'required in production, or no mail reaches anyone: set it (or MAIL_DISABLED=true to run without mail on purpose)',
    });
  }
  if (env.MAIL_WORKER === true && !env.SMTP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_WORKER'],
      message: 'the mail worker sends through SMTP_URL: set it',
    });
  }
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENT_PROVIDER is stripe' });
    }
  } else if (env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        'the sandbox charges nothing and would give memberships away: set PAYMENT_PROVIDER=stripe in production (or ALLOW_SANDBOX_PAYMENTS=true for a staging portal)',
    });
  }
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['MIGRATION_DATABASE_URL'],
      message: 'separate roles need PostgreSQL: set DATABASE_URL too',
    });
  }
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_PUBLIC_URL'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE_DRIVER is s3' });
    }
  }
});
export type PortalEnv = z.infer<typeof PortalEnvSchema>;

/** Parses the environment, failing with the list of every bad variable. */
export function loadPortalEnv(env: NodeJS.ProcessEnv = process.env): PortalEnv {
  const parsed = PortalEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function portalConfigOf(env: PortalEnv): PortalConfig {
  return {
    countryCode: env.PORTAL_COUNTRY_CODE.toUpperCase(),
    countryName: env.PORTAL_COUNTRY_NAME,
    demonym: env.PORTAL_DEMONYM,
    brandName: env.BRAND_NAME,
    productSlug: env.PRODUCT_SLUG,
    phone: env.PORTAL_PHONE,
    introVideoUrl: env.INTRO_VIDEO_URL,
    introPosterUrl: env.INTRO_POSTER_URL,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    apiUrl: env.API_URL.replace(/\/$/, ''),
    authUrl: env.AUTH_URL.replace(/\/$/, ''),
    filesUrl: env.FILES_URL.replace(/\/$/, ''),
    sisterOrigins: env.SISTER_PORTAL_ORIGINS,
  };
}

/** Whether this process sends the outbox: it has a mail server, mail is not off, and it was not told to leave it. */
export const runsMailWorker = (env: PortalEnv): env is PortalEnv & { SMTP_URL: string } =>
  env.SMTP_URL !== undefined && !env.MAIL_DISABLED && env.MAIL_WORKER !== false;

/** The origins that may call the API from a browser: this portal and its sisters. */
export function portalOrigins(env: PortalEnv): string[] {
  return [new URL(env.PUBLIC_URL).origin, ...env.SISTER_PORTAL_ORIGINS.map((o) => new URL(o).origin)];
}
