// The addresses of the endpoint table: every HTTP route of the API and of the account service, by name. This half loads
// no Zod, so the browser's public pages can call through it; each entry's schemas, tags, summary and security are in
// `endpoint-schemas/`, under the same name (decision 0012).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One route: its name in the table (the OpenAPI `operationId`), method and path (`:name` marks a path parameter). */
export interface Endpoint<
  K extends string = string,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
> {
  readonly key: K;
  readonly method: M;
  readonly path: P;
}

type Addresses = Record<string, readonly [HttpMethod, string]>;
type EndpointsOf<T extends Addresses> = {
  readonly [K in keyof T & string]: Endpoint<K, T[K][0], T[K][1]>;
};

const endpointsOf = <const T extends Addresses>(addresses: T) =>
  Object.fromEntries(
    Object.entries(addresses).map(([key, [method, path]]) => [key, { key, method, path }]),
  ) as EndpointsOf<T>;

/** The portal's API, relative to `API_URL` (the server mounts it under `/api`). */
export const endpoints = endpointsOf({
  health: ['GET', '/health'],

  searchBusinesses: ['POST', '/search/business'],
  searchProducts: ['POST', '/search/product'],
  searchUsers: ['POST', '/user/search'],
  searchSuggestions: ['GET', '/search/suggestions'],
  lastRegistered: ['GET', '/search/business/last-registered'],

  favoriteIDs: ['GET', '/user/favorites/ids'],
  favorites: ['GET', '/user/favorites/:type'],
  favoriteSave: ['PUT', '/user/favorites/:type/:id'],
  favoriteRemove: ['DELETE', '/user/favorites/:type/:id'],

  liveTicket: ['POST', '/live/ticket'],
  liveStream: ['GET', '/live/stream'],
});

/** The account service, relative to `AUTH_URL`: the calls a portal makes for its sessions, and its public keys. */
export const authEndpoints = endpointsOf({
  authHealth: ['GET', '/health'],
});

export type ApiEndpoints = typeof endpoints;
export type AuthEndpoints = typeof authEndpoints;
export type EndpointKey = keyof ApiEndpoints | keyof AuthEndpoints;

/** The names of a path's parameters: `'/a/:id/b/:name'` gives `'id' | 'name'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path with its parameters filled in, each encoded as one segment. */
export function pathWith(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
