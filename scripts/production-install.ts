/**
 * What `npm test`'s production install suite does with the build: copies what a server needs into a fresh folder,
 * installs it there as production does (`npm ci --omit=dev`), and starts it with `npm run start:prod`.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface PackageJson {
  files?: string[];
}

interface Lockfile {
  packages: Record<string, { dev?: boolean }>;
}

/**
 * Packages a production install must not hold, named so a change that made one of them a runtime dependency again fails
 * here: the tools that run TypeScript and the libraries only the demo seed and `npm run refdata:countries` use.
 * (`typescript` itself stays: npm installs a devDependency that a runtime library names as an optional peer, as
 * i18next does for its types, and nothing the servers run imports it.)
 */
export const NOT_IN_PRODUCTION = [
  'tsx',
  'vite',
  'vitest',
  '@faker-js/faker',
  'country-state-city',
  'iso-3166-2',
];

const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;

/**
 * Copies what a production server needs from the checkout at `root` (built) to `target`: the lockfile, `.npmrc`, and of
 * the root and each workspace its `package.json` and what its `files` field lists (the build, the migrations, the
 * shipped intro video).
 */
export async function stageProduction(root: string, target: string): Promise<void> {
  const lockfile = await readJson<Lockfile>(join(root, 'package-lock.json'));
  // The lockfile names every workspace folder: its keys outside node_modules.
  const folders = Object.keys(lockfile.packages).filter((path) => !path.includes('node_modules'));
  for (const folder of folders) {
    const manifest = await readJson<PackageJson>(join(root, folder, 'package.json'));
    for (const path of ['package.json', ...(manifest.files ?? [])]) {
      await cp(join(root, folder, path), join(target, folder, path), { recursive: true });
    }
  }
  for (const path of ['package-lock.json', '.npmrc']) await cp(join(root, path), join(target, path));
}

/** The packages installed in `target` that the lockfile at `root` marks as needed only for development. */
export async function installedDevPackages(root: string, target: string): Promise<string[]> {
  const lockfile = await readJson<Lockfile>(join(root, 'package-lock.json'));
  return Object.entries(lockfile.packages)
    .filter(([path, entry]) => entry.dev && existsSync(join(target, path)))
    .map(([path]) => path);
}

/**
 * The environment of a production start on `port` and `authPort`, everything kept in `target` (its working folder).
 * Production wants https addresses: the public ones say https, as behind a load balancer that ends TLS, and the checks
 * reach the servers on their own plain-HTTP ports as that balancer would. Payments run in the sandbox, which production
 * allows only with ALLOW_SANDBOX_PAYMENTS, as on a staging portal; the secrets are made for the run.
 */
export function productionEnv(options: { port: number; authPort: number }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing of the caller's may reach the server: its databases and Redis, or a loader such as tsx's.
  for (const name of [
    'DATABASE_URL',
    'MIGRATION_DATABASE_URL',
    'AUTH_DATABASE_URL',
    'REDIS_URL',
    'NODE_OPTIONS',
  ])
    delete env[name];
  const keys = generateKeyPairSync('ed25519');
  const publicUrl = 'https://portal.example';
  return {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    AUTH_HOST: '127.0.0.1',
    AUTH_PORT: String(options.authPort),
    PUBLIC_URL: publicUrl,
    API_URL: `${publicUrl}/api`,
    FILES_URL: `${publicUrl}/files`,
    AUTH_URL: 'https://accounts.portal.example',
    FILES_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    MAIL_UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url'),
    AUTH_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    AUTH_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // The check has no mail server: its mails stay in the outbox, as production allows only when told so.
    MAIL_DISABLED: 'true',
    LOG_LEVEL: 'warn',
  };
}
