import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_AUDIENCE } from '@b2b/contracts';
import { tables } from '@b2b/db';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testPortalEnv } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createTestTokens } from '../../test/test-tokens.ts';

const PROTECTED = '/api/user/profile';

const { app, database, tokens } = await useTestApp();

async function call(authorization?: string) {
  const response = await app.inject({
    method: 'GET',
    url: PROTECTED,
    ...(authorization ? { headers: { authorization } } : {}),
  });
  return { status: response.statusCode, body: response.json<{ success: boolean; name?: string }>() };
}

const refusedWith = (name: string) => ({
  status: 401,
  body: expect.objectContaining({ success: false, name }),
});

describe('access tokens on a protected route', () => {
  it('answers 200 to a valid token', async () => {
    const { status, body } = await call(`Bearer ${await tokens.signAccessToken()}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });

  it('answers TokenNotFound without a token, or with another scheme', async () => {
    expect(await call()).toEqual(refusedWith('TokenNotFound'));
    expect(await call(`Basic ${Buffer.from('a:b').toString('base64')}`)).toEqual(
      refusedWith('TokenNotFound'),
    );
  });

  it('answers JsonWebTokenError to a token whose payload was changed by one character', async () => {
    const [header, payload, signature] = (await tokens.signAccessToken()).split('.') as [
      string,
      string,
      string,
    ];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string };
    // Another user id of the same length: still a well-formed token, only the signature no longer matches.
    const last = claims.sub.at(-1) === '0' ? '1' : '0';
    const altered = { ...claims, sub: `${claims.sub.slice(0, -1)}${last}` };
    const tampered = `${header}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    expect(await call(`Bearer ${tampered}`)).toEqual(refusedWith('JsonWebTokenError'));
  });

  it('answers JsonWebTokenError to a token signed by another key, with its own kid or with ours', async () => {
    const stranger = await createTestTokens();
    expect(await call(`Bearer ${await stranger.signAccessToken()}`)).toEqual(
      refusedWith('JsonWebTokenError'),
    );

    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const ourKid = tokens.keySet.keys[0]!.kid!;
    const forged = await new SignJWT({
      sid: randomUUID(),
      email: 'mallory@example.com',
      email_verified: false,
      given_name: 'Mallory',
      family_name: 'M',
      country: 'CN',
      business_type: 'MA',
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: ourKid })
      .setSubject(randomUUID())
      .setIssuer(new URL(testPortalEnv().AUTH_URL).origin)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await call(`Bearer ${forged}`)).toEqual(refusedWith('JsonWebTokenError'));
  });

  it('answers JsonWebTokenError to garbage, a wrong issuer or an unsigned token', async () => {
    expect(await call('Bearer not-a-token')).toEqual(refusedWith('JsonWebTokenError'));
    expect(await call('Bearer a.b.c')).toEqual(refusedWith('JsonWebTokenError'));
    const otherIssuer = await tokens.signAccessToken({ issuer: 'https://evil.example' });
    expect(await call(`Bearer ${otherIssuer}`)).toEqual(refusedWith('JsonWebTokenError'));
    const [, payload] = (await tokens.signAccessToken()).split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await call(`Bearer ${none}`)).toEqual(refusedWith('JsonWebTokenError'));
  });

  it('answers TokenExpiredError to an expired token', async () => {
    const expired = await tokens.signAccessToken({ expiresInSeconds: -30 });
    expect(await call(`Bearer ${expired}`)).toEqual(refusedWith('TokenExpiredError'));
  });

  it('answers TokenExpiredError to a token it accepted before, once that token has expired', async () => {
    const token = await tokens.signAccessToken({ expiresInSeconds: 2 });
    expect((await call(`Bearer ${token}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await call(`Bearer ${token}`)).toEqual(refusedWith('TokenExpiredError'));
  });

  it('answers SessionError once the session is revoked, while its token is still unexpired', async () => {
    const sessionID = randomUUID();
    const token = await tokens.signAccessToken({ sessionID });
    expect((await call(`Bearer ${token}`)).status).toBe(200);
    await database.db
      .insert(tables.sessionRevocations)
      .values({ sessionID, expiresAt: new Date(Date.now() + 900_000) });
    expect(await call(`Bearer ${token}`)).toEqual(refusedWith('SessionError'));
    expect((await call(`Bearer ${await tokens.signAccessToken()}`)).status).toBe(200);
  });
});
