import { RESPONSE_METRICS } from '@b2b/contracts';
import { sql, tables, type Database } from '@b2b/db';
import type { SQL } from 'drizzle-orm';

const { businessResponseMetrics: metrics, inquiries, rfqs, rfqMatches, rfqQuotes } = tables;

const windowSpan = sql.raw(`interval '${RESPONSE_METRICS.windowDays} days'`);
const replySpan = sql.raw(`interval '${RESPONSE_METRICS.replyWithinHours} hours'`);

/** A list of business ids as one parameter, read the same way by node-postgres and PGlite. */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The figures of the given businesses (an `uuid[]`), from the timestamps themselves, written to their rows in one
 * statement. A case is a request the business received (a thread of the message center, but those an RFQ's award
 * opened: their RFQ is a case already) or an RFQ it was matched to, opened in the last 90 days. It is answered by the
 * business's first message in the thread (`inquiries.receiver_replied_at`) or its quote, and counts once answered, or once 48 hours passed without an
 * answer while one was still possible (the sender did not end the thread, the RFQ still took quotes): a case still
 * within its 48 hours, or taken away before them, neither helps nor hurts. The row also keeps when the figures next
 * change by time alone (`stale_at`): the oldest case leaving the window or the first waiting one passing 48 hours.
 */
function recomputeStatement(ids: SQL) {
  return sql`
    with target as (
      select business_id from unnest(${ids}) as asked (business_id)
      where exists (select 1 from ${tables.businesses} where ${tables.businesses.id} = asked.business_id)
    ),
    cases as (
      select ${inquiries.receiverBusinessID} as business_id, ${inquiries.createdAt} as opened_at,
        ${inquiries.receiverRepliedAt} as replied_at,
        case when ${inquiries.closedBy} = 'S' then ${inquiries.closedAt} end as shut_at
      from ${inquiries}
      where ${inquiries.receiverBusinessID} in (select business_id from target)
        and ${inquiries.createdAt} > now() - ${windowSpan}
        and not exists (select 1 from ${rfqs} where ${rfqs.awardInquiryID} = ${inquiries.id})
      union all
      select ${rfqMatches.businessID}, ${rfqMatches.createdAt},
        (select ${rfqQuotes.createdAt} from ${rfqQuotes}
          where ${rfqQuotes.rfqID} = ${rfqMatches.rfqID} and ${rfqQuotes.businessID} = ${rfqMatches.businessID}),
        least(coalesce(${rfqs.closedAt}, ${rfqs.closesAt}), ${rfqs.closesAt})
      from ${rfqMatches}
      join ${rfqs} on ${rfqs.id} = ${rfqMatches.rfqID}
      where ${rfqMatches.businessID} in (select business_id from target)
        and ${rfqMatches.createdAt} > now() - ${windowSpan}
    ),
    judged as (
      select business_id, opened_at, replied_at,
        replied_at is not null
          or (opened_at + ${replySpan} <= now() and (shut_at is null or shut_at >= opened_at + ${replySpan})) as counted,
        replied_at <= opened_at + ${replySpan} as on_time,
        case when replied_at is null and opened_at + ${replySpan} > now() then opened_at + ${replySpan} end as due_at
      from cases
    )
    insert into ${metrics} (business_id, cases, replied_within_48h, median_first_reply_seconds, computed_at, stale_at)
    select target.business_id,
      count(*) filter (where judged.counted),
      count(*) filter (where judged.on_time),
      round(percentile_cont(0.5) within group (order by extract(epoch from judged.replied_at - judged.opened_at))),
      now(),
      least(min(judged.opened_at) + ${windowSpan}, min(judged.due_at))
    from target
    left join judged on judged.business_id = target.business_id
    group by target.business_id
    on conflict (business_id) do update set
      cases = excluded.cases,
      replied_within_48h = excluded.replied_within_48h,
      median_first_reply_seconds = excluded.median_first_reply_seconds,
      computed_at = excluded.computed_at,
      stale_at = excluded.stale_at`;
}

/**
 * Recomputes one business's figures within `executor`'s transaction, after a write that may change them (its first
 * reply in a thread, its quote). Its row is locked first and the figures read in the statement after, so that two
 * replies committed at once are both seen by the later computation, whichever of them it belongs to.
 */
export async function recomputeResponseMetrics(executor: Database, businessID: string): Promise<void> {
  await executor.execute(sql`
    insert into ${metrics} (business_id) values (${businessID}::uuid)
    on conflict (business_id) do update set stale_at = ${metrics.staleAt}`);
  await executor.execute(recomputeStatement(uuidArray([businessID])));
}

/**
 * Notes that the businesses `businessIDs` (a statement selecting them) were sent a new case just now: their figures
 * change when it passes 48 hours unanswered, so the job looks at them then (a reply before recomputes them at once).
 * One statement for one business or the 10,000 an RFQ was matched to, taking their rows in id order so that two
 * postings at once never wait on each other crosswise.
 */
export async function noteResponseCases(executor: Database, businessIDs: SQL): Promise<void> {
  await executor.execute(sql`
    insert into ${metrics} (business_id, stale_at)
    select business_id, now() + ${replySpan} from (${businessIDs}) as opened (business_id) order by business_id
    on conflict (business_id) do update set
      stale_at = least(${metrics.staleAt}, excluded.stale_at)`);
}

/** The stored figures and the job that keeps them current as time passes. */
export function responseMetricsRepository(db: Database) {
  return {
    /**
     * Recomputes up to `limit` businesses whose figures have changed with time (oldest due first); several servers may
     * run it at once, each taking rows the others have not locked. Answers how many it recomputed.
     */
    async recomputeDue(limit: number): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ businessID: metrics.businessID })
          .from(metrics)
          .where(sql`${metrics.staleAt} <= now()`)
          .orderBy(metrics.staleAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        await tx.execute(recomputeStatement(uuidArray(due.map((row) => row.businessID))));
        return due.length;
      });
    },
  };
}
export type ResponseMetricsRepository = ReturnType<typeof responseMetricsRepository>;
