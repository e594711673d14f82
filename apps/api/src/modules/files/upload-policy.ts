import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_TARGETS } from '@b2b/contracts';
import { Forbidden, ValidationError } from '@b2b/server-kit';

/** How long a signed upload form stays usable. */
export const UPLOAD_POLICY_TTL_SECONDS = 5 * 60;

/** What an upload request grants: one file, under one key, of at most `maxBytes`, until `expires`. */
export interface UploadPolicy {
  /** `<target>/<owner>/<fileID>`; the stored files add their width and extension to it. */
  key: string;
  contentType: string;
  maxBytes: number;
  /** Epoch seconds. */
  expires: number;
  owner: string;
  target: (typeof UPLOAD_TARGETS)[number];
  /** JSON of the request's extras, when it had any. */
  extras?: string;
}

const SIGNED_FIELDS = ['key', 'contentType', 'maxBytes', 'expires', 'owner', 'target'] as const;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY_PATTERN = new RegExp(`^(${UPLOAD_TARGETS.join('|')})/(${UUID})/(${UUID})$`);

function signatureOf(secret: string, policy: UploadPolicy): string {
  // A JSON array keeps the fields apart: no value can be shifted into its neighbour.
  const text = JSON.stringify([...SIGNED_FIELDS.map((f) => String(policy[f])), policy.extras ?? '']);
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** The form fields of a signed POST, every value a string as multipart carries it. */
export function signUploadPolicy(secret: string, policy: UploadPolicy): Record<string, string> {
  return {
    key: policy.key,
    contentType: policy.contentType,
    maxBytes: String(policy.maxBytes),
    expires: String(policy.expires),
    owner: policy.owner,
    target: policy.target,
    ...(policy.extras === undefined ? {} : { extras: policy.extras }),
    signature: signatureOf(secret, policy),
  };
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The policy the fields carry, once their signature proves this server issued them unchanged and they have not expired.
 * Missing fields are a 400; an altered or expired form a 403, as S3 answers a bad POST policy.
 */
export function verifyUploadPolicy(
  secret: string,
  fields: Record<string, string>,
  nowSeconds = Math.floor(Date.now() / 1000),
): UploadPolicy & { fileID: string } {
  const missing = [...SIGNED_FIELDS, 'signature'].filter((f) => fields[f] === undefined);
  if (missing.length > 0) {
    throw new ValidationError(
      `The upload form lacks ${missing.join(', ')}; send every field of the signed post before the file.`,
      missing.map((path) => ({ path, message: 'Required' })),
    );
  }
  const policy: UploadPolicy = {
    key: fields.key!,
    contentType: fields.contentType!,
    maxBytes: Number(fields.maxBytes),
    expires: Number(fields.expires),
    owner: fields.owner!,
    target: fields.target! as UploadPolicy['target'],
    ...(fields.extras === undefined ? {} : { extras: fields.extras }),
  };
  if (
    !sameText(signatureOf(secret, policy), fields.signature!) ||
    // The signature covers the text; these only turn an impossible combination into the same refusal.
    String(policy.maxBytes) !== fields.maxBytes ||
    String(policy.expires) !== fields.expires
  ) {
    throw new Forbidden('The upload form does not match its signature; request a new upload.');
  }
  if (policy.expires < nowSeconds) {
    throw new Forbidden('This upload permission has expired; request a new upload.');
  }
  const match = KEY_PATTERN.exec(policy.key);
  if (!match || match[1] !== policy.target || match[2] !== policy.owner) {
    throw new Forbidden('The upload form names a destination it does not grant.');
  }
  return { ...policy, fileID: match[3]! };
}
