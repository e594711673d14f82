import { NotFound } from '@b2b/server-kit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AdministratorsRepository } from './administrators.repository.ts';

/**
 * Guards every route declared after it in the plugin it is given. Without a session the auth plugin's own check answers
 * 401; anyone who is not an administrator gets the same 404 as an unknown address, before the input is read, so that
 * nobody learns the administration exists.
 */
export function guardAdministration(
  app: FastifyInstance,
  administrators: Pick<AdministratorsRepository, 'isAdministrator'>,
): void {
  const guard: onRequestHookHandler = async (request) => {
    const user = await app.auth.requireUser(request);
    if (!(await administrators.isAdministrator(user.userID))) {
      throw new NotFound(`There is no route ${request.method} ${request.url.split('?')[0]}.`);
    }
  };
  // After the session check, which the auth plugin puts first among each route's own hooks.
  app.addHook('onRoute', (route) => {
    route.onRequest = [...[route.onRequest ?? []].flat(), guard];
  });
}
