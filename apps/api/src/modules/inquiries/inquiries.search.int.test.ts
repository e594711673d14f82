import { INQUIRY_SUBJECTS, type Thread } from '@b2b/contracts';
import { eq, sql, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { mailOutbox } from '../mail/mail.repository.ts';
import { inquiriesRepository } from './inquiries.repository.ts';

const { app, database, visitor: person } = await useTestApp();

/** A busy business: this many threads, all from one buyer, and one more from another. */
const THREADS = 3000;
let owner: TestUser;
let businessID: string;
let buyerBusinessID: string;

beforeAll(async () => {
  owner = await person();
  const [buyer, other] = await Promise.all([person({ firstName: 'Grace', lastName: 'Hopper' }), person()]);
  ({ businessID } = await createBusiness(app, owner, { companyName: 'Busy Valve Works' }));
  ({ businessID: buyerBusinessID } = await createBusiness(app, other, { companyName: 'Quiet Imports' }));
  const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: buyer.headers });
  expect(profile.statusCode).toBe(200);
  await database.db.execute(sql`
    WITH made AS (
      INSERT INTO inquiries (id, sender_user_id, sender_id, receiver_business_id, subject)
      SELECT gen_random_uuid(), ${buyer.userID}, ${buyer.userID}, ${businessID}, ${INQUIRY_SUBJECTS[4]}
      FROM generate_series(1, ${THREADS}) RETURNING id)
    INSERT INTO inquiry_participants (identity_id, inquiry_id, side, counterpart_id, last_activity_at, unread)
    SELECT ${businessID}, id, 'R', ${buyer.userID}, now() - random() * interval '300 days', false FROM made`);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/business/request',
    headers: other.headers,
    payload: {
      to: businessID,
      from: buyerBusinessID,
      subject: 'Samples of the needle valve',
      message: 'Hello',
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await database.db.execute(sql`ANALYZE inquiry_participants`);
});

const search = async (q: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/business/request?ubid=${businessID}&q=${encodeURIComponent(q)}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Thread[] }>().data;
};

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** How many rows of the identities' thread views the page's query reads, from its plan as it ran. */
async function threadRowsRead(q: string): Promise<number> {
  const query = inquiriesRepository(database.db, mailOutbox('localhost'))
    .threadPage(businessID, { size: 20, search: q })
    .toSQL();
  const client = (
    database.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const result = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.params);
  const cell = Object.values(result.rows[0]!)[0];
  const [{ Plan }] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  const read = (node: PlanNode): number =>
    (node['Relation Name'] === 'inquiry_participants'
      ? (node['Actual Rows'] +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops']
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
  return read(Plan);
}

describe('searching a busy business’s threads', () => {
  it('finds a thread by the other side’s name or the subject, and by the name it has taken since', async () => {
    expect((await search('quiet imp')).map((t) => t.from.name)).toEqual(['Quiet Imports']);
    expect((await search('NEEDLE')).map((t) => t.subject)).toEqual(['Samples of the needle valve']);
    expect(await search('zzqxv')).toEqual([]);

    await database.db
      .update(tables.businesses)
      .set({ companyName: 'Loud Exports' })
      .where(eq(tables.businesses.id, buyerBusinessID));
    expect(await search('quiet imp')).toEqual([]);
    expect((await search('loud exp')).map((t) => t.from.name)).toEqual(['Loud Exports']);
    expect((await search('hopper')).length).toBe(20);
  });

  it('reads only the threads that match, not every thread of the business', async () => {
    expect(await threadRowsRead('zzqxv')).toBeLessThan(50);
    expect(await threadRowsRead('needle')).toBeLessThan(50);
    // A name most threads carry: the walk of the newest stops at the page's twenty.
    expect(await threadRowsRead('hopper')).toBeLessThan(200);
  });
});
