import { tables, type DatabaseHandle } from '@b2b/db';
import { generateDemoData } from '@b2b/db/seed';
import { openTestDatabase } from '@b2b/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthApp } from '../../app.ts';
import { buildTestAuthApp } from '../../test/build-test-auth-app.ts';
import { handoffOf, postForm } from '../../test/flows.ts';

let database: DatabaseHandle;
let app: AuthApp;
let demoEmails: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  await generateDemoData(database.db, { factor: 0.05, onlyIfEmpty: true });
  app = await buildTestAuthApp({ database });
  demoEmails = (await database.db.select({ email: tables.accounts.email }).from(tables.accounts)).map(
    (r) => r.email,
  );
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

it.each(['demo@b2bindustrial.test', 'a generated demo person'])(
  'signs in %s with the demo password',
  async (who) => {
    const email = who.includes('@') ? who : demoEmails.find((e) => e.endsWith('@demo.b2bindustrial.test'));
    expect(email).toBeDefined();
    const response = await postForm(app, '/login', { email, password: 'DemoPass!2026' });
    expect(response.statusCode).toBe(303);
    handoffOf(response.headers.location);
  },
);
