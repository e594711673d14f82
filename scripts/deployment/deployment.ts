/**
 * A deployment of the built product as operators run several processes: two portal processes and the account service
 * (`dist/portal.js`, `dist/account-service.js`, started as `npm run start:portal` and `start:accounts` start them) on one
 * fresh PostgreSQL database and the local Redis, files on an S3 protocol server (s3rver, a process of its own), mail to
 * a real SMTP server, and nginx in front ending TLS (a certificate made for the run) with the configuration
 * `deploy/nginx/b2b-industrial.conf` that the deployment guide ships.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';
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

export type ProcessName = 'portal-a' | 'portal-b' | 'accounts';

export interface Deployment {
  /** The public addresses, through nginx (https). */
  portal: string;
  accounts: string;
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function exec(command: string, args: string[], cwd = root): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors}`)),
    );
  });
}

/** A certificate for 127.0.0.1 and localhost, valid for a day. */
async function makeCertificate(dir: string) {
  const cert = join(dir, 'certificate.pem');
  const key = join(dir, 'certificate-key.pem');
  await exec('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/** The shipped configuration with its `${NAME}`s filled in; a name left unfilled is an error. */
async function filledNginxConfig(values: Record<string, string>): Promise<string> {
  const template = await readFile(join(root, 'deploy/nginx/b2b-industrial.conf'), 'utf8');
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/b2b-industrial.conf: no value for \${${name}}`);
    return value;
  });
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

export async function startDeployment(options: { smtpUrl: string }): Promise<Deployment> {
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
    const { cert, key } = await makeCertificate(dir);
    const certificate = await readFile(cert, 'utf8');
    const [portalPort, accountsPort, portalA, portalB, accountsApp, s3Port, metricsPort] = (await Promise.all(
      Array.from({ length: 7 }, freePort),
    )) as [number, number, number, number, number, number, number];
    const portal = `https://127.0.0.1:${portalPort}`;
    const accounts = `https://127.0.0.1:${accountsPort}`;

    // A database of the run's own, dropped at the end.
    const databaseName = `b2b_deployment_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${databaseName}` }).toString();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${databaseName} with (force)`);
      await client.end();
    });

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
      PORTAL_ORIGINS: portal,
      AUTH_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      RATE_LIMIT_PER_MINUTE: String(DEPLOYMENT_LIMITS.perAddressPerMinute),
    };
    const portalEnv = (name: ProcessName, port: number): NodeJS.ProcessEnv => ({
      ...shared,
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
    });
    const accountsEnv: NodeJS.ProcessEnv = {
      ...shared,
      AUTH_HOST: '127.0.0.1',
      AUTH_PORT: String(accountsApp),
      AUTH_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
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

    // All three at once on the empty database: the first to take the lock migrates it, the others wait.
    const kept = (name: ProcessName) => (started: Started) => void processes.set(name, started);
    const starts = await Promise.allSettled([
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
    await mkdir(join(nginxDir, 'temp'), { recursive: true });
    await writeFile(
      join(nginxDir, 'b2b-industrial.conf'),
      await filledNginxConfig({
        PORTAL_1: `127.0.0.1:${portalA}`,
        PORTAL_2: `127.0.0.1:${portalB}`,
        ACCOUNT_SERVICE: `127.0.0.1:${accountsApp}`,
        PORTAL_LISTEN: `127.0.0.1:${portalPort}`,
        PORTAL_SERVER_NAME: '127.0.0.1',
        ACCOUNTS_LISTEN: `127.0.0.1:${accountsPort}`,
        ACCOUNTS_SERVER_NAME: '127.0.0.1',
        TLS_CERTIFICATE: cert,
        TLS_CERTIFICATE_KEY: key,
      }),
    );
    // The process-level settings of a run as an ordinary user in a folder of its own; the shipped file is the `http`
    // part an operator includes.
    const temp = join(nginxDir, 'temp');
    await writeFile(
      join(nginxDir, 'nginx.conf'),
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        'worker_processes 1;',
        'daemon off;',
        `pid ${join(nginxDir, 'nginx.pid')};`,
        'error_log stderr warn;',
        'events { worker_connections 4096; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
        ),
        `  include ${join(nginxDir, 'b2b-industrial.conf')};`,
        '}',
      ].join('\n'),
    );
    const trustAll = new Agent({ connect: { ca: certificate } });
    cleanups.push(() => trustAll.close());
    processes.set(
      'nginx',
      await startProcess(
        'nginx',
        NGINX,
        ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-e', 'stderr'],
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
