import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUploadPolicy, verifyUploadPolicy, type UploadPolicy } from './upload-policy.ts';

const SECRET = 'a-secret-of-the-test-that-is-long-enough';
const owner = randomUUID();
const fileID = randomUUID();
const NOW = 1_800_000_000;
const policy: UploadPolicy = {
  key: `user/${owner}/${fileID}`,
  contentType: 'image/png',
  maxBytes: 2048,
  expires: NOW + 300,
  owner,
  target: 'user',
};

describe('upload policy', () => {
  it('gives back the policy it signed, with the file id of its key', () => {
    const fields = signUploadPolicy(SECRET, policy);
    expect(verifyUploadPolicy(SECRET, fields, NOW)).toEqual({ ...policy, fileID });
    const withExtras = signUploadPolicy(SECRET, { ...policy, extras: '{"slot":"cover"}' });
    expect(verifyUploadPolicy(SECRET, withExtras, NOW).extras).toBe('{"slot":"cover"}');
  });

  it('refuses any changed field, an extra added or dropped, and another secret', () => {
    const fields = signUploadPolicy(SECRET, policy);
    const changes: Record<string, string>[] = [
      { key: `user/${owner}/${randomUUID()}` },
      { contentType: 'image/gif' },
      { maxBytes: '2049' },
      { maxBytes: '02048' },
      { expires: String(NOW + 301) },
      { owner: randomUUID() },
      { target: 'business' },
      { extras: '{}' },
    ];
    for (const change of changes) {
      expect(() => verifyUploadPolicy(SECRET, { ...fields, ...change }, NOW), JSON.stringify(change)).toThrow(
        expect.objectContaining({ errorName: 'Forbidden' }),
      );
    }
    const withExtras = signUploadPolicy(SECRET, { ...policy, extras: '{"a":"b"}' });
    const { extras: _extras, ...withoutExtras } = withExtras;
    expect(() => verifyUploadPolicy(SECRET, withoutExtras, NOW)).toThrow(
      expect.objectContaining({ errorName: 'Forbidden' }),
    );
    expect(() => verifyUploadPolicy('another-secret-that-is-long-enough-too', fields, NOW)).toThrow(
      expect.objectContaining({ errorName: 'Forbidden' }),
    );
  });

  it('refuses an expired form with its own message, and accepts it up to its last second', () => {
    const fields = signUploadPolicy(SECRET, policy);
    expect(verifyUploadPolicy(SECRET, fields, NOW + 300).fileID).toBe(fileID);
    expect(() => verifyUploadPolicy(SECRET, fields, NOW + 301)).toThrow(/expired/);
  });

  it('refuses a key that does not match its owner and target even when signed', () => {
    const fields = signUploadPolicy(SECRET, { ...policy, key: `user/${randomUUID()}/${fileID}` });
    expect(() => verifyUploadPolicy(SECRET, fields, NOW)).toThrow(
      expect.objectContaining({ errorName: 'Forbidden' }),
    );
    const climbing = signUploadPolicy(SECRET, { ...policy, key: `user/${owner}/../../etc` });
    expect(() => verifyUploadPolicy(SECRET, climbing, NOW)).toThrow(
      expect.objectContaining({ errorName: 'Forbidden' }),
    );
  });

  it('lists the missing fields as a validation error', () => {
    const { signature: _signature, owner: _owner, ...rest } = signUploadPolicy(SECRET, policy);
    expect(() => verifyUploadPolicy(SECRET, rest, NOW)).toThrow(
      expect.objectContaining({
        errorName: 'ValidationError',
        fieldErrors: [
          { path: 'owner', message: 'Required' },
          { path: 'signature', message: 'Required' },
        ],
      }),
    );
  });
});
