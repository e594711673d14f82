import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthEnv } from '../../config.ts';
import { buildTestAuthApp } from '../../test/build-test-auth-app.ts';
import { PRIVATE_KEY_FILE } from './signing-keys.ts';

let database: DatabaseHandle;
let keysDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  keysDir = mkdtempSync(join(tmpdir(), 'b2b-keys-test-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(keysDir, { recursive: true, force: true });
});

async function jwksOf(env: Record<string, string>) {
  const app = await buildTestAuthApp({ database, env });
  try {
    return await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  } finally {
    await app.close();
  }
}

describe('signing keys', () => {
  it('publishes one Ed25519 public key, cacheable', async () => {
    const response = await jwksOf({ AUTH_KEYS_DIR: join(keysDir, 'shape') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const { keys } = response.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.stringMatching(/^[\w-]{43}$/),
      kid: expect.stringMatching(/^[\w-]{43}$/),
      alg: 'EdDSA',
      use: 'sig',
    });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('generates the key pair on the first start and reads the same one after a restart', async () => {
    const dir = join(keysDir, 'restart');
    const first = (await jwksOf({ AUTH_KEYS_DIR: dir })).json();
    const file = join(dir, PRIVATE_KEY_FILE);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = (await jwksOf({ AUTH_KEYS_DIR: dir })).json();
    expect(second).toEqual(first);
    expect(readdirSync(dir)).toEqual([PRIVATE_KEY_FILE]);
  });

  it('uses AUTH_PRIVATE_KEY and AUTH_PUBLIC_KEY when set, writing nothing', async () => {
    const pair = generateKeyPairSync('ed25519');
    const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const dir = join(keysDir, 'unused');
    const response = await jwksOf({
      AUTH_KEYS_DIR: dir,
      // As an environment file often writes it: one line with \n.
      AUTH_PRIVATE_KEY: privatePem.replaceAll('\n', '\\n'),
      AUTH_PUBLIC_KEY: publicPem,
    });
    const expectedX = pair.publicKey.export({ format: 'jwk' }).x;
    expect(response.json().keys[0].x).toBe(expectedX);
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses a public key that does not belong to the private key, and one of the two alone', async () => {
    const one = generateKeyPairSync('ed25519');
    const other = generateKeyPairSync('ed25519');
    await expect(
      buildTestAuthApp({
        database,
        env: {
          AUTH_PRIVATE_KEY: one.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          AUTH_PUBLIC_KEY: other.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        },
      }),
    ).rejects.toThrow('AUTH_PUBLIC_KEY is not the public key of AUTH_PRIVATE_KEY');
    expect(() =>
      loadAuthEnv({ AUTH_PRIVATE_KEY: one.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }),
    ).toThrow(/AUTH_PUBLIC_KEY/);
  });
});
