// The addresses of the endpoint table, one domain per file beside this one: every HTTP route of the API and of the
// account service, by name. This half loads no Zod, so the browser's public pages can call through it; each entry's
// schemas, tags, summary and security are in `endpoint-schemas/`, under the same name (decision 0012). A page's
// bundle carries only the domains it calls: the web client imports a domain's object, never `endpoints`, which
// gathers them all for the servers.

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

/**
 * The entries of one domain of the table, each named by its key. Marked free of side effects, so that a bundle leaves
 * out the domains a page does not call.
 */
export const endpointsOf = /* @__NO_SIDE_EFFECTS__ */ <const T extends Addresses>(addresses: T) =>
  Object.fromEntries(
    Object.entries(addresses).map(([key, [method, path]]) => [key, { key, method, path }]),
  ) as EndpointsOf<T>;

/** The names of a path's parameters: `'/a/:id/b/:name'` gives `'id' | 'name'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The endpoint's address on a server (`AUTH_URL`, `API_URL`), its parameters filled in. */
export const addressOn = (
  base: string,
  endpoint: Endpoint,
  params?: Readonly<Record<string, string | number>>,
) => `${base.replace(/\/+$/, '')}${pathWith(endpoint.path, params)}`;

/** The path with its parameters filled in, each encoded as one segment. */
export function pathWith(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
