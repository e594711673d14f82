import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

export interface SigningSecretOptions {
  /** FILES_SIGNING_SECRET, when set. */
  secret?: string | undefined;
  /** FILES_SECRET_FILE: where a generated secret is kept. */
  file: string;
  /** FILES_DIR: the secret must not lie in the folder this server publishes. */
  filesDir: string;
}

/**
 * The key that signs upload forms. Configured, it is used as given (production requires it: every server must sign
 * alike). Otherwise the first start generates one and keeps it in a file, so that a restart does not void the forms
 * handed out and the servers of one machine share it.
 */
export async function resolveSigningSecret(options: SigningSecretOptions): Promise<string> {
  if (options.secret) return options.secret;
  const file = resolve(options.file);
  if (file.startsWith(resolve(options.filesDir) + sep)) {
    throw new Error('FILES_SECRET_FILE must not be inside FILES_DIR, which is served to everyone');
  }
  try {
    return await readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another server process started at the same moment and wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readSecret(file);
}

async function readSecret(file: string): Promise<string> {
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret (at least 32 characters)`);
  return secret;
}
