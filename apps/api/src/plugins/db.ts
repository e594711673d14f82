import type { Database, Driver } from '@b2b/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: Driver;
  }
}

/** Makes the database handle the launcher opened available to every module; the launcher owns its lifetime. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; driver: Driver }) => {
    app.decorate('db', options.db);
    app.decorate('dbDriver', options.driver);
  },
  { name: 'db' },
);
