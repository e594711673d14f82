/**
 * A deployment of the built product as operators run several processes: two portal processes and the account service
 * (`dist/portal.js`, `dist/account-service.js`, started as `npm run start:portal` and `start:accounts` start them) on one
 * fresh PostgreSQL database and the local Redis, files on an S3 protocol server (s3rver, a process of its own), mail to
 * a real SMTP server, and nginx in front ending TLS (a certificate made for the run) with the configuration
 * `deploy/nginx` that the deployment guide ships. On request, a second country portal (Italy) beside it: a process of
 * its own on a database of its own, on the same account service, as the network runs its portals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { makeCertificate, NGINX, nginxArguments, writeNginxConfig } from './nginx.ts';
import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici';

const root = fileURLToPath(new URL('../..', import.meta.url));
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUCKET = 'b2b-files';

/** Settings the suite lowers so that a test reaches them in a few requests. */
export const DEPLOYMENT_LIMITS = {
  /** Requests a minute from one address, counted in Redis by every process. */
  perAddressPerMinute: 200,
  /** Posts an hour by one person, counted in the database by every process. */
  postsPerHour: 3,
};

export type ProcessName = 'portal-a' | 'portal-b' | 'accounts' | 'portal-it';

/** The Italian portal's own words, beside the Chinese portal's defaults. */
const ITALIAN_PORTAL = {
  PORTAL_COUNTRY_CODE: 'IT',
  PORTAL_COUNTRY_NAME: 'Italy',
  PORTAL_DEMONYM: 'Italian',
  PORTAL_PHONE: '+39 02 8088 2000',
};
/**
 * The Italian portal's host: another loopback address, so that the browser keeps its storage and cookies apart from the
 * Chinese portal's as it would for another domain.
 */
const ITALIAN_HOST = '127.0.0.2';

export interface Deployment {
  /** The public addresses, through nginx (https). */
  portal: string;
  accounts: string;
  /** The Italian portal's public address, when it was asked for. */
  italianPortal?: string;
  /** The PEM of the run's certificate, which the clients trust. */
  certificate: string;
  databaseUrl: string;
  /** The bucket's public address, where the portals put pictures. */
  bucketUrl: string;
  /** Where the first portal process answers its metrics (loopback, not through the proxy). */
  metricsUrl: string;
  /** A fetch through the proxy, from the loopback address `from` (127.0.0.x: the per-address limits see it). */
  fetch(url: string, init?: RequestInit & { from?: string }): Promise<Response>;
  /** Sends a signal to one process and resolves when it has exited. */
  signal(name: ProcessName, signal: NodeJS.Signals): Promise<number | null>;
  /** Starts a portal process again (after a signal stopped it) and resolves once it answers. */
  restart(name: 'portal-a' | 'portal-b'): Promise<void>;
  stop(): Promise<void>;
}

/** The ports of a run: the proxy's public ones, then each process's. */
const PORT_NAMES = [
  'portalPort',
  'accountsPort',
  'italyPort',
  'portalA',
  'portalB',
  'accountsApp',
  'italyApp',
  's3Port',
  'metricsPort',
] as const;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Spawns a process with its error output shown under its name; resolves once `ready` answers 200. */
async function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: string | null,
  trust?: Agent,
): Promise<Started> {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().trimEnd().split('\n')) console.error(`[${name}] ${line}`);
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  if (ready === null) return { child, exited };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it answered`);
    const answered = await undiciFetch(ready, trust ? { dispatcher: trust } : {}).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return { child, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer ${ready} within 120 s`);
}

/** A new database on the PostgreSQL server, and how to drop it. */
async function newDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `b2b_deployment_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startDeployment(options: {
  smtpUrl: string;
  /** Adds the Italian portal: one process on a database of its own, on the same account service. */
  italianPortal?: boolean;
  /** Settings added last to every server process's environment (a benchmark's higher limits, its own signing keys). */
  env?: NodeJS.ProcessEnv;
}): Promise<Deployment> {
  for (const built of ['dist/portal.js', 'dist/account-service.js', 'apps/web/dist/server/entry-server.js']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'b2b-deployment-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
  const processes = new Map<ProcessName | 'nginx' | 's3', Started>();
  const stopAll = async () => {
    for (const [, started] of processes) {
      if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGTERM');
    }
    await Promise.all([...processes.values()].map((started) => started.exited));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const { cert, key } = await makeCertificate(dir, ['127.0.0.1', ITALIAN_HOST]);
    const certificate = await readFile(cert, 'utf8');
    const ports = await Promise.all(PORT_NAMES.map(async (name) => [name, await freePort()] as const));
    const {
      portalPort,
      accountsPort,
      portalA,
      portalB,
      accountsApp,
      s3Port,
      metricsPort,
      italyPort,
      italyApp,
    } = Object.fromEntries(ports) as Record<(typeof PORT_NAMES)[number], number>;
    const portal = `https://127.0.0.1:${portalPort}`;
    const accounts = `https://127.0.0.1:${accountsPort}`;
    const italianPortal = options.italianPortal ? `https://${ITALIAN_HOST}:${italyPort}` : undefined;

    // A database of the run's own, dropped at the end.
    const database = await newDatabase();
    cleanups.push(database.drop);
    const databaseUrl = database.url;

    await mkdir(join(dir, 's3'));
    processes.set(
      's3',
      await startProcess(
        's3',
        process.execPath,
        [
          join(root, 'node_modules/s3rver/bin/s3rver.js'),
          ...['-d', join(dir, 's3'), '-a', '127.0.0.1', '-p', String(s3Port), '--silent'],
          ...['--configure-bucket', BUCKET],
        ],
        process.env,
        null,
      ),
    );
    const bucketUrl = `http://127.0.0.1:${s3Port}/${BUCKET}`;

    const keys = generateKeyPairSync('ed25519');
    const shared: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // The processes call each other through the proxy, whose certificate is the run's.
      NODE_EXTRA_CA_CERTS: cert,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: `deployment-${randomBytes(4).toString('hex')}:`,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: portal,
      API_URL: `${portal}/api`,
      FILES_URL: `${portal}/files`,
      AUTH_URL: accounts,
      PORTAL_ORIGINS: [portal, italianPortal].filter(Boolean).join(','),
      AUTH_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      RATE_LIMIT_PER_MINUTE: String(DEPLOYMENT_LIMITS.perAddressPerMinute),
    };
    const portalEnv = (name: ProcessName, port: number): NodeJS.ProcessEnv => ({
      ...shared,
      ...(italianPortal ? { SISTER_PORTAL_ORIGINS: italianPortal } : {}),
      PROCESS_NAME: name,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The first process's metrics, on a loopback port of their own (the proxy never reaches it).
      ...(name === 'portal-a' ? { METRICS_PORT: String(metricsPort) } : {}),
      FILES_SIGNING_SECRET: 'deployment-files-signing-secret-of-the-run-' + shared.REDIS_KEY_PREFIX,
      MAIL_UNSUBSCRIBE_SECRET: 'deployment-unsubscribe-secret-of-the-run-' + shared.REDIS_KEY_PREFIX,
      SMTP_URL: options.smtpUrl,
      MAIL_RETRY_SECONDS: '1',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_PUBLIC_URL: bucketUrl,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      USER_RATE_LIMIT_POSTS: `${DEPLOYMENT_LIMITS.postsPerHour}/1h`,
      ...options.env,
    });
    const accountsEnv: NodeJS.ProcessEnv = {
      ...shared,
      AUTH_HOST: '127.0.0.1',
      AUTH_PORT: String(accountsApp),
      AUTH_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ...options.env,
    };
    const node = (entry: string): [string, string[]] => [
      process.execPath,
      ['--conditions=compiled', join(root, 'dist', entry)],
    ];
    const portalProcess = (name: 'portal-a' | 'portal-b') => {
      const port = name === 'portal-a' ? portalA : portalB;
      return startProcess(
        name,
        ...node('portal.js'),
        portalEnv(name, port),
        `http://127.0.0.1:${port}/api/health`,
      );
    };

    /**
     * The Italian portal as the network runs another country's: its own words, address, database and Redis keys, its
     * pictures in a folder of its own, the same account service, whose feed of revoked sessions it reads every second.
     */
    const italianProcess = async () => {
      const italianDatabase = await newDatabase();
      cleanups.push(italianDatabase.drop);
      const url = italianPortal!;
      return startProcess(
        'portal-it',
        ...node('portal.js'),
        {
          ...portalEnv('portal-it', italyApp),
          ...ITALIAN_PORTAL,
          DATABASE_URL: italianDatabase.url,
          REDIS_KEY_PREFIX: `${shared.REDIS_KEY_PREFIX}it:`,
          PUBLIC_URL: url,
          API_URL: `${url}/api`,
          FILES_URL: `${url}/files`,
          SISTER_PORTAL_ORIGINS: portal,
          SESSION_REVOCATIONS_POLL_SECONDS: '1',
          STORAGE_DRIVER: 'local',
          FILES_DIR: join(dir, 'files-it'),
        },
        `http://127.0.0.1:${italyApp}/api/health`,
      );
    };

    // All at once on the empty databases: the first to take a database's lock migrates it, the others wait.
    const kept = (name: ProcessName) => (started: Started) => void processes.set(name, started);
    const starts = await Promise.allSettled([
      ...(italianPortal ? [italianProcess().then(kept('portal-it'))] : []),
      portalProcess('portal-a').then(kept('portal-a')),
      portalProcess('portal-b').then(kept('portal-b')),
      startProcess(
        'accounts',
        ...node('account-service.js'),
        accountsEnv,
        `http://127.0.0.1:${accountsApp}/health`,
      ).then(kept('accounts')),
    ]);
    for (const start of starts) if (start.status === 'rejected') throw start.reason;

    const nginxDir = join(dir, 'nginx');
    const nginxConf = await writeNginxConfig(nginxDir, {
      certificate: { cert, key },
      accounts: {
        process: `127.0.0.1:${accountsApp}`,
        listen: `127.0.0.1:${accountsPort}`,
        serverName: '127.0.0.1',
      },
      portals: [
        {
          upstream: 'b2b_portal_cn',
          listen: `127.0.0.1:${portalPort}`,
          serverName: '127.0.0.1',
          processes: [`127.0.0.1:${portalA}`, `127.0.0.1:${portalB}`],
        },
        ...(italianPortal
          ? [
              {
                upstream: 'b2b_portal_it',
                listen: `${ITALIAN_HOST}:${italyPort}`,
                serverName: ITALIAN_HOST,
                processes: [`127.0.0.1:${italyApp}`],
              },
            ]
          : []),
      ],
    });
    const trustAll = new Agent({ connect: { ca: certificate } });
    cleanups.push(() => trustAll.close());
    processes.set(
      'nginx',
      await startProcess(
        'nginx',
        NGINX,
        nginxArguments(nginxDir, nginxConf),
        process.env,
        `${portal}/api/health`,
        trustAll,
      ),
    );

    const agents = new Map<string, Agent>();
    const agentFrom = (address: string) => {
      let agent = agents.get(address);
      if (!agent) {
        // undici's own connector leaves `localAddress` out, so the socket is made here.
        agent = new Agent({
          connect: (options, done) => {
            const target = { host: options.hostname, port: Number(options.port), localAddress: address };
            const secure = options.protocol === 'https:';
            const socket = secure
              ? tlsConnect({ ...target, ca: certificate, ALPNProtocols: ['http/1.1'] })
              : netConnect(target);
            socket
              .once(secure ? 'secureConnect' : 'connect', () => done(null, socket))
              .once('error', (error) => done(error, null));
          },
        });
        agents.set(address, agent);
        cleanups.push(() => agent!.close());
      }
      return agent;
    };

    return {
      portal,
      accounts,
      ...(italianPortal ? { italianPortal } : {}),
      certificate,
      databaseUrl,
      bucketUrl,
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      fetch: (url, { from = '127.0.0.1', ...init } = {}) =>
        undiciFetch(url, { ...init, dispatcher: agentFrom(from) }),
      async signal(name, signal) {
        const started = processes.get(name)!;
        started.child.kill(signal);
        return started.exited;
      },
      async restart(name) {
        processes.set(name, await portalProcess(name));
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
