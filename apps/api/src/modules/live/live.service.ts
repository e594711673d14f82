import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { LIVE_TICKET_SECONDS } from '@b2b/contracts';
import { AppError } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import type { UsersService } from '../users/users.service.ts';
import type { LiveEventsRepository } from './live-events.repository.ts';
import type { LiveHub } from './live-hub.ts';
import { serveStream } from './live-stream.ts';
import type { SessionWatch } from './session-watch.ts';
import type { StreamCaps } from './stream-caps.ts';

export interface LiveServiceOptions {
  repo: LiveEventsRepository;
  hub: LiveHub;
  access: Pick<BusinessAccessPolicy, 'identitiesOf'>;
  /** The portal profile a ticket belongs to, made on first use. */
  people: Pick<UsersService, 'ensureProfile'>;
  /** Whether a session was signed out or revoked since its token was issued. */
  isSessionRevoked(sessionID: string): Promise<boolean>;
  /** The sessions of the open streams, asked about together every heartbeat. */
  sessions: SessionWatch;
  heartbeatMs: number;
  /** The open streams of this process, capped per person and per address. */
  caps: StreamCaps;
}

/** The holder of a valid ticket. */
export interface StreamOwner {
  sessionID: string;
  userID: string;
}

/**
 * Live events per identity. A stream is opened with a one-time ticket asked for with the access token, and lives on
 * past that token's expiry and refresh; it ends when its session is signed out or revoked.
 */
export function liveService({
  repo,
  hub,
  access,
  people,
  isSessionRevoked,
  sessions,
  heartbeatMs,
  caps,
}: LiveServiceOptions) {
  return {
    async issueTicket(user: SessionUser): Promise<{ ticket: string; expiresIn: number }> {
      await people.ensureProfile(user);
      const ticket = randomBytes(32).toString('base64url');
      await repo.createTicket(
        ticket,
        { userID: user.userID, sessionID: user.sessionID },
        LIVE_TICKET_SECONDS,
      );
      return { ticket, expiresIn: LIVE_TICKET_SECONDS };
    },

    /** Uses a ticket up; a used, expired or unknown one, or one of a revoked session, is refused before the stream opens. */
    async ownerOf(ticket: string): Promise<StreamOwner> {
      const owner = await repo.redeemTicket(ticket);
      if (!owner || (await isSessionRevoked(owner.sessionID))) {
        throw new AppError(
          'TokenExpiredError',
          'This stream ticket has expired or was used: ask for a new one.',
        );
      }
      return owner;
    },

    /** Serves the owner's stream from `address`; past a cap, the oldest stream of the person or address closes. */
    serve(
      raw: ServerResponse,
      owner: StreamOwner,
      lastEventId: number | undefined,
      address: string,
    ): Promise<void> {
      return serveStream(raw, {
        hub,
        repo,
        userID: owner.userID,
        identities: () => access.identitiesOf(owner.userID),
        lastEventId,
        heartbeatMs,
        watchSession: (end) => sessions.watch(owner.sessionID, end),
        admit: (evict) => caps.admit({ userID: owner.userID, address, evict }),
      });
    },
  };
}
export type LiveService = ReturnType<typeof liveService>;
