import { describe, expect, it } from 'vitest';
import { loadPortalEnv, runsMailWorker } from './config.ts';

describe('unsubscribe links configuration', () => {
  it('requires MAIL_UNSUBSCRIBE_SECRET in production, of at least 32 characters, and derives one elsewhere', () => {
    expect(loadPortalEnv({}).MAIL_UNSUBSCRIBE_SECRET).toBeUndefined();
    expect(() => loadPortalEnv({ NODE_ENV: 'production' })).toThrow(
      /MAIL_UNSUBSCRIBE_SECRET: required in production/,
    );
    expect(() => loadPortalEnv({ MAIL_UNSUBSCRIBE_SECRET: 'short' })).toThrow(/MAIL_UNSUBSCRIBE_SECRET/);
  });
});

describe('files configuration', () => {
  it('defaults to local storage under ./data/files with a generated secret outside production', () => {
    const env = loadPortalEnv({});
    expect(env).toMatchObject({
      STORAGE_DRIVER: 'local',
      FILES_DIR: './data/files',
      FILES_SECRET_FILE: './data/files-secret',
    });
    expect(env.FILES_SIGNING_SECRET).toBeUndefined();
  });

  it('requires FILES_SIGNING_SECRET in production, of at least 32 characters', () => {
    expect(() => loadPortalEnv({ NODE_ENV: 'production' })).toThrow(
      /FILES_SIGNING_SECRET: required in production/,
    );
    expect(() => loadPortalEnv({ FILES_SIGNING_SECRET: 'short' })).toThrow(/FILES_SIGNING_SECRET/);
    const https = { PUBLIC_URL: 'https://portal.example', AUTH_URL: 'https://accounts.example' };
    expect(
      loadPortalEnv({
        NODE_ENV: 'production',
        FILES_SIGNING_SECRET: 's'.repeat(32),
        MAIL_UNSUBSCRIBE_SECRET: 'u'.repeat(32),
        ALLOW_SANDBOX_PAYMENTS: 'true',
        MAIL_DISABLED: 'true',
        ...https,
      }).NODE_ENV,
    ).toBe('production');
  });

  it('requires the bucket and its public address for the S3 driver', () => {
    expect(() => loadPortalEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET[\s\S]*S3_PUBLIC_URL/);
    const env = loadPortalEnv({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'photos',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_BUCKET: 'photos' });
  });
});

describe('demo data and database roles configuration', () => {
  const production = {
    NODE_ENV: 'production',
    FILES_SIGNING_SECRET: 's'.repeat(32),
    MAIL_UNSUBSCRIBE_SECRET: 'u'.repeat(32),
    ALLOW_SANDBOX_PAYMENTS: 'true',
    SMTP_URL: 'smtp://mail.portal.example:587',
    PUBLIC_URL: 'https://portal.example',
    AUTH_URL: 'https://accounts.example',
  };

  it('reads DEMO_DATA and ALLOW_DEMO_ACCOUNTS as booleans, demo accounts refused by default', () => {
    const defaults = loadPortalEnv({});
    expect(defaults.DEMO_DATA).toBeUndefined();
    expect(defaults.ALLOW_DEMO_ACCOUNTS).toBe(false);
    expect(loadPortalEnv({ DEMO_DATA: 'false', ALLOW_DEMO_ACCOUNTS: 'true' })).toMatchObject({
      DEMO_DATA: false,
      ALLOW_DEMO_ACCOUNTS: true,
    });
  });

  it('refuses DEMO_DATA=true in production, which never loads demo data', () => {
    expect(() => loadPortalEnv({ ...production, DEMO_DATA: 'true' })).toThrow(
      /DEMO_DATA: production never loads demo data/,
    );
    expect(loadPortalEnv({ ...production, DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
  });

  it('takes an owner role only on PostgreSQL', () => {
    const owner = 'postgres://b2b_owner@db.example/b2b';
    expect(() => loadPortalEnv({ MIGRATION_DATABASE_URL: owner })).toThrow(/MIGRATION_DATABASE_URL/);
    expect(
      loadPortalEnv({ MIGRATION_DATABASE_URL: owner, DATABASE_URL: 'postgres://b2b_portal@db.example/b2b' })
        .MIGRATION_DATABASE_URL,
    ).toBe(owner);
  });
});

describe('per-person write limits', () => {
  it('defaults to 30 comments per 10 minutes, 300 likes and follows per hour, 10 businesses a day, 60 upload forms an hour', () => {
    expect(loadPortalEnv({})).toMatchObject({
      USER_RATE_LIMIT_COMMENTS: { max: 30, windowSeconds: 600 },
      USER_RATE_LIMIT_REACTIONS: { max: 300, windowSeconds: 3600 },
      USER_RATE_LIMIT_BUSINESSES: { max: 10, windowSeconds: 86_400 },
      USER_RATE_LIMIT_UPLOADS: { max: 60, windowSeconds: 3600 },
    });
  });

  it('reads count/window and refuses anything else', () => {
    expect(loadPortalEnv({ USER_RATE_LIMIT_COMMENTS: '5/30s' }).USER_RATE_LIMIT_COMMENTS).toEqual({
      max: 5,
      windowSeconds: 30,
    });
    expect(() => loadPortalEnv({ USER_RATE_LIMIT_UPLOADS: '60 per hour' })).toThrow(
      /USER_RATE_LIMIT_UPLOADS: write it as count\/window/,
    );
  });
});

describe('production addresses', () => {
  const production = {
    NODE_ENV: 'production',
    FILES_SIGNING_SECRET: 's'.repeat(32),
    MAIL_UNSUBSCRIBE_SECRET: 'u'.repeat(32),
    ALLOW_SANDBOX_PAYMENTS: 'true',
    SMTP_URL: 'smtp://mail.portal.example:587',
  };

  it('refuses to start over http, naming every bad variable', () => {
    const start = () =>
      loadPortalEnv({
        ...production,
        PUBLIC_URL: 'http://portal.example',
        AUTH_URL: 'http://accounts.example',
        AUTH_JWKS_URL: 'http://accounts.example/.well-known/jwks.json',
      });
    expect(start).toThrow(/PUBLIC_URL: must be an https address in production/);
    expect(start).toThrow(/AUTH_URL: must be an https address in production/);
    expect(start).toThrow(/AUTH_JWKS_URL: must be an https address in production/);
    // The local defaults are http, so production must name its addresses.
    expect(() => loadPortalEnv(production)).toThrow(/PUBLIC_URL[\s\S]*AUTH_URL/);
  });

  it('starts with https addresses, and with http ones outside production', () => {
    const https = { PUBLIC_URL: 'https://portal.example', AUTH_URL: 'https://accounts.example' };
    expect(loadPortalEnv({ ...production, ...https }).AUTH_URL).toBe('https://accounts.example');
    expect(loadPortalEnv({ PUBLIC_URL: 'http://portal.example' }).PUBLIC_URL).toBe('http://portal.example');
  });
});

describe('TRUST_PROXY', () => {
  it('takes the proxies’ addresses or a hop count and refuses to trust everyone', () => {
    expect(loadPortalEnv({}).TRUST_PROXY).toBe(false);
    expect(loadPortalEnv({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8']);
    expect(loadPortalEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(() => loadPortalEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('REDIS_URL', () => {
  it('is optional, takes redis:// and rediss:// addresses and refuses others', () => {
    expect(loadPortalEnv({}).REDIS_URL).toBeUndefined();
    expect(loadPortalEnv({}).REDIS_KEY_PREFIX).toBe('b2b:');
    expect(loadPortalEnv({ REDIS_URL: 'redis://:secret@10.0.0.5:6379/2' }).REDIS_URL).toBe(
      'redis://:secret@10.0.0.5:6379/2',
    );
    expect(loadPortalEnv({ REDIS_URL: 'rediss://cache.example.com:6380' }).REDIS_URL).toBeDefined();
    for (const bad of ['http://10.0.0.5:6379', '10.0.0.5:6379', 'redis']) {
      expect(() => loadPortalEnv({ REDIS_URL: bad }), bad).toThrow(/REDIS_URL/);
    }
    expect(() => loadPortalEnv({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe('payment provider', () => {
  const production = {
    NODE_ENV: 'production',
    FILES_SIGNING_SECRET: 's'.repeat(32),
    MAIL_UNSUBSCRIBE_SECRET: 'u'.repeat(32),
    SMTP_URL: 'smtp://mail.portal.example:587',
    PUBLIC_URL: 'https://portal.example',
    AUTH_URL: 'https://accounts.example',
  };
  const stripe = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_abc123',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  };

  it('uses the sandbox by default outside production', () => {
    expect(loadPortalEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('refuses the sandbox in production unless a staging portal allows it', () => {
    expect(() => loadPortalEnv(production)).toThrow(/PAYMENT_PROVIDER: the sandbox charges nothing/);
    expect(loadPortalEnv({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadPortalEnv({ ...production, ...stripe }).PAYMENT_PROVIDER).toBe('stripe');
  });

  it('needs the three Stripe keys, each of its kind, for the Stripe driver', () => {
    expect(() => loadPortalEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required[\s\S]*STRIPE_PUBLISHABLE_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(() => loadPortalEnv({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_abc123' })).toThrow(
      /STRIPE_SECRET_KEY: a Stripe secret or restricted key/,
    );
  });
});

describe('mail', () => {
  const production = {
    NODE_ENV: 'production',
    FILES_SIGNING_SECRET: 's'.repeat(32),
    MAIL_UNSUBSCRIBE_SECRET: 'u'.repeat(32),
    ALLOW_SANDBOX_PAYMENTS: 'true',
    PUBLIC_URL: 'https://portal.example',
    AUTH_URL: 'https://accounts.example',
  };

  it('refuses a production start without SMTP_URL unless mail is off on purpose', () => {
    expect(() => loadPortalEnv(production)).toThrow(
      /SMTP_URL: required in production[^\n]*MAIL_DISABLED=true/,
    );
    expect(loadPortalEnv({ ...production, MAIL_DISABLED: 'true' }).MAIL_DISABLED).toBe(true);
    expect(
      loadPortalEnv({ ...production, SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465' }).SMTP_URL,
    ).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(() => loadPortalEnv({ ...production, SMTP_URL: 'https://smtp.example.com' })).toThrow(
      /SMTP_URL: an smtp:\/\/ or smtps:\/\/ address/,
    );
  });

  it('keeps the mails in the outbox without SMTP_URL outside production', () => {
    const env = loadPortalEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(runsMailWorker(env)).toBe(false);
  });

  it('runs the worker where there is a mail server, unless this process is told not to', () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(runsMailWorker(loadPortalEnv(smtp))).toBe(true);
    expect(runsMailWorker(loadPortalEnv({ ...smtp, MAIL_WORKER: 'false' }))).toBe(false);
    expect(runsMailWorker(loadPortalEnv({ ...smtp, MAIL_DISABLED: 'true' }))).toBe(false);
    expect(() => loadPortalEnv({ MAIL_WORKER: 'true' })).toThrow(
      /MAIL_WORKER: the mail worker sends through SMTP_URL/,
    );
  });
});

describe('metrics configuration', () => {
  const token = 'a-metrics-token-of-at-least-32-characters';

  it('has no metrics listener unless METRICS_PORT is set, this machine only, and no token by default', () => {
    const env = loadPortalEnv({});
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe('127.0.0.1');
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(loadPortalEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('requires METRICS_TOKEN, of at least 32 characters, when the metrics bind beyond this machine', () => {
    expect(() => loadPortalEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN: required when METRICS_HOST \(0\.0\.0\.0\) is reachable from other machines/,
    );
    expect(() =>
      loadPortalEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'short' }),
    ).toThrow(/METRICS_TOKEN/);
    expect(
      loadPortalEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: token }).METRICS_TOKEN,
    ).toBe(token);
  });
});
