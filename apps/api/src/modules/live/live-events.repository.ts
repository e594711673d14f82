import { createHash } from 'node:crypto';
import type { LiveEventBody, LiveEventType } from '@b2b/contracts';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, gt, inArray, sql, tables, type Database } from '@b2b/db';

const { liveEvents, liveTickets } = tables;

/** The notification channel every server listens to; its payload is one `LiveEvent` as JSON. */
export const LIVE_CHANNEL = 'live_events';

/** An event as streams send it; `id` is its SSE id. */
export type LiveEvent = LiveEventBody & { id: number };

/** How long events are kept for reconnecting streams. */
const EVENTS_KEPT = '1 day';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export function liveEventsRepository(db: Database) {
  return {
    /** The newest event id of all, where a stream that opens without `Last-Event-ID` starts. */
    async latestID(): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)::bigint`.mapWith(Number) })
        .from(liveEvents);
      return row?.id ?? 0;
    },

    /** The identities' events after `afterID`, oldest first: what a reconnecting stream missed. */
    async since(identityIds: string[], afterID: number, limit: number): Promise<LiveEvent[]> {
      const rows = await db
        .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
        .from(liveEvents)
        .where(and(inArray(liveEvents.identityID, identityIds), gt(liveEvents.id, afterID)))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      // Each row was written from one LiveEventBody, so its type and its data go together.
      return rows as LiveEvent[];
    },

    async createTicket(ticket: string, owner: { userID: string; sessionID: string }, seconds: number) {
      await db.insert(liveTickets).values({
        ticketHash: hashOf(ticket),
        ...owner,
        expiresAt: sql`now() + make_interval(secs => ${seconds})`,
      });
      // Tickets nobody used go with the next one asked for, so the table holds only live ones; so do events older than
      // any reconnect needs (a client away longer reloads its lists anyway).
      await db.delete(liveTickets).where(sql`${liveTickets.expiresAt} < now()`);
      await db.delete(liveEvents).where(sql`${liveEvents.createdAt} < now() - ${EVENTS_KEPT}::interval`);
    },

    /** Uses a ticket up: its owner when it was valid and unused, else null. */
    async redeemTicket(ticket: string): Promise<{ userID: string; sessionID: string } | null> {
      const [row] = await db
        .delete(liveTickets)
        .where(and(eq(liveTickets.ticketHash, hashOf(ticket)), sql`${liveTickets.expiresAt} >= now()`))
        .returning({ userID: liveTickets.userID, sessionID: liveTickets.sessionID });
      return row ?? null;
    },
  };
}
export type LiveEventsRepository = ReturnType<typeof liveEventsRepository>;

/** The given identities, each once, as the query of recipients `publishLiveEventsTo` takes. */
export const selectIdentities = (identityIds: string[]): SQL =>
  sql`select unnest(array[${sql.join(
    [...new Set(identityIds)].map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[])`;

/**
 * Records an event of `type` for each identity `recipients` selects (a query of distinct identity ids, read as `r(id)`),
 * its data built from `r.id` in SQL (so that a count in it reads the caller's writes before it), and notifies every
 * server of each, within the caller's transaction: a stream sends an event only once it is committed, and a
 * reconnecting client finds it in the table. One statement, whatever the number of identities: a reply waits for no
 * more round trips to tell ten thousand streams than to tell one.
 */
export async function publishLiveEventsTo(
  executor: Database,
  recipients: SQL,
  type: LiveEventType,
  data: SQL,
): Promise<void> {
  await executor.execute(sql`
    with events as (
      insert into ${liveEvents} (identity_id, type, data)
      select r.id, ${type}, ${data} from (${recipients}) as r(id)
      returning id, type, data
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object('id', id, 'type', type, 'data', data)::text) from events`);
}
