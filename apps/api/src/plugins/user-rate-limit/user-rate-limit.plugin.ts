import type { Database } from '@b2b/db';
import { RateLimited } from '@b2b/server-kit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { countWrite } from './write-counters.repository.ts';

/** The writes limited per person; likes and follows share one limit. */
export const USER_WRITE_LIMITS = [
  'comments',
  'reactions',
  'businesses',
  'uploads',
  'inquiries',
  'messages',
  'payments',
  'verifications',
  'boosts',
  'posts',
  'exports',
  'deletions',
  'liveTickets',
  'reviewReports',
] as const;
export type UserWriteLimit = (typeof USER_WRITE_LIMITS)[number];

export interface WriteAllowance {
  max: number;
  windowSeconds: number;
}

export interface UserRateLimitOptions {
  db: Database;
  limits: Record<UserWriteLimit, WriteAllowance>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each call against this per-person limit, beside the per-address one: past it, `429 RateLimited`. */
    userRateLimit?: UserWriteLimit;
  }
}

/**
 * Per-person write limits, declared per route with `config: {userRateLimit: name}`. A signed-in person has one
 * address per device but may use many, and an address may be shared by a whole office, so the per-address limit alone
 * neither stops one account flooding nor spares its colleagues. Counters live in the database, shared by every server.
 */
export const userRateLimit = fp(
  async (app: FastifyInstance, { db, limits }: UserRateLimitOptions) => {
    app.addHook('onRoute', (route) => {
      const name = route.config?.userRateLimit;
      if (!name) return;
      const { max, windowSeconds } = limits[name];
      const limit: preHandlerHookHandler = async (request: FastifyRequest) => {
        const user = await app.auth.requireUser(request);
        const { hits, secondsLeft } = await countWrite(db, {
          userID: user.userID,
          bucket: name,
          windowSeconds,
        });
        if (hits > max) throw new RateLimited(Math.max(1, secondsLeft));
      };
      route.preHandler = [...[route.preHandler ?? []].flat(), limit];
    });
  },
  { name: 'user-rate-limit', dependencies: ['auth'] },
);
