import { sql, tables, type Database } from '@b2b/db';

const counters = tables.userWriteCounters;

/**
 * Counts one write of a person against a limit, in one statement so that servers writing at once never lose a hit: a
 * window that has passed starts again at 1. Answers the hits of the current window and the seconds until it ends.
 */
export async function countWrite(
  db: Database,
  write: { userID: string; bucket: string; windowSeconds: number },
): Promise<{ hits: number; secondsLeft: number }> {
  const expired = sql`${counters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(counters)
    .values({
      userID: write.userID,
      bucket: write.bucket,
      hits: 1,
      windowEndsAt: sql`now() + make_interval(secs => ${write.windowSeconds})`,
    })
    .onConflictDoUpdate({
      target: [counters.userID, counters.bucket],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${counters.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${counters.windowEndsAt} END`,
      },
    })
    .returning({
      hits: counters.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from ${counters.windowEndsAt} - now()))::int`,
    });
  return row!;
}
