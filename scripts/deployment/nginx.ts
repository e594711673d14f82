/**
 * nginx for a deployment run: a certificate made for the run, and the shipped configuration (`deploy/nginx`) filled in
 * as an operator fills it, under process-level settings that let nginx run as an ordinary user in a folder of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where Debian puts nginx. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

function exec(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors}`)),
    );
  });
}

/** A certificate for the loopback addresses given and localhost, valid for a day. */
export async function makeCertificate(dir: string, addresses: string[]) {
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
    `subjectAltName=${addresses.map((address) => `IP:${address}`).join(',')},DNS:localhost`,
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/**
 * A shipped configuration file with its `${NAME}`s filled in, as an operator does: a line naming `${PORTAL_PROCESS}` is
 * written once per portal process. A name left unfilled is an error.
 */
async function filledNginxConfig(
  file: 'b2b-industrial.conf' | 'b2b-portal.conf',
  values: Record<string, string>,
  portalProcesses: string[] = [],
): Promise<string> {
  const template = await readFile(join(root, 'deploy/nginx', file), 'utf8');
  const fill = (line: string) =>
    line.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`deploy/nginx/${file}: no value for \${${name}}`);
      return value;
    });
  return template
    .split('\n')
    .flatMap((line) =>
      line.includes('${PORTAL_PROCESS}')
        ? portalProcesses.map((address) => fill(line.replace('${PORTAL_PROCESS}', address)))
        : [fill(line)],
    )
    .join('\n');
}

/** One country portal behind the proxy: its upstream's name, its public address and its processes' addresses. */
export interface ProxiedPortal {
  upstream: string;
  listen: string;
  serverName: string;
  processes: string[];
}

/**
 * Writes, in `dir`, the shipped files filled in for the account service and each portal, and the `nginx.conf` that
 * includes them: answers that file's path.
 */
export async function writeNginxConfig(
  dir: string,
  setup: {
    certificate: { cert: string; key: string };
    accounts: { process: string; listen: string; serverName: string };
    portals: ProxiedPortal[];
  },
): Promise<string> {
  const temp = join(dir, 'temp');
  await mkdir(temp, { recursive: true });
  const tls = { TLS_CERTIFICATE: setup.certificate.cert, TLS_CERTIFICATE_KEY: setup.certificate.key };
  const files: [string, string][] = [
    [
      'b2b-industrial.conf',
      await filledNginxConfig('b2b-industrial.conf', {
        ...tls,
        ACCOUNT_SERVICE: setup.accounts.process,
        ACCOUNTS_LISTEN: setup.accounts.listen,
        ACCOUNTS_SERVER_NAME: setup.accounts.serverName,
      }),
    ],
  ];
  for (const portal of setup.portals) {
    files.push([
      `${portal.upstream}.conf`,
      await filledNginxConfig(
        'b2b-portal.conf',
        {
          ...tls,
          PORTAL_UPSTREAM: portal.upstream,
          PORTAL_LISTEN: portal.listen,
          PORTAL_SERVER_NAME: portal.serverName,
        },
        portal.processes,
      ),
    ]);
  }
  for (const [name, text] of files) await writeFile(join(dir, name), text);
  // The process-level settings of a run as an ordinary user in a folder of its own; the shipped files are the `http`
  // part an operator includes.
  const conf = join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      // A proxied live stream holds two connections, or one beside its client's HTTP/2 connection: the benchmark
      // opens 10,000 (the worker's open files stay under the limit of 20,000 that way).
      'events { worker_connections 16384; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
      ),
      ...files.map(([name]) => `  include ${join(dir, name)};`),
      '}',
    ].join('\n'),
  );
  return conf;
}

/** nginx's arguments to run `conf` in the foreground, its errors on standard error. */
export const nginxArguments = (dir: string, conf: string) => ['-p', dir, '-c', conf, '-e', 'stderr'];
