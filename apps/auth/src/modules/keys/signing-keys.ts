import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';

export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as published in the JWKS, with its `kid`. */
  publicJwk: JWK & { kid: string; alg: 'EdDSA'; use: 'sig' };
}

export const PRIVATE_KEY_FILE = 'signing-key.pem';

/**
 * Reads the key from the environment when given (production), otherwise from `keysDir`, generating an Ed25519 pair there
 * on the first start. The public key is always derived from the private one, so the two cannot disagree.
 */
export async function loadSigningKeys(options: {
  privateKeyPem?: string | undefined;
  publicKeyPem?: string | undefined;
  keysDir: string;
}): Promise<SigningKeys> {
  const privateKey = createPrivateKey(options.privateKeyPem ?? readOrCreatePrivateKey(options.keysDir));
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(`The signing key must be Ed25519, not ${privateKey.asymmetricKeyType}`);
  }
  const publicKey = createPublicKey(privateKey);
  if (options.publicKeyPem && !createPublicKey(options.publicKeyPem).equals(publicKey)) {
    throw new Error('AUTH_PUBLIC_KEY is not the public key of AUTH_PRIVATE_KEY');
  }
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicKey, publicJwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
}

function readOrCreatePrivateKey(keysDir: string): string {
  const file = join(keysDir, PRIVATE_KEY_FILE);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // Written aside and linked into place: link fails if another process won the race, and nobody reads half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, pem, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(file, 'utf8');
}
