import type { InterfaceLanguage } from './languages.ts';
import type { PortalConfig } from './portal.ts';

/*
 * How the portal's server renders pages on threads of their own: the thread runs the web app's renderer, and each API
 * call of a page's loaders crosses back to the server's thread, which holds the API, the database and the rate limits.
 * The messages travel on a channel of one page's render.
 */

/** A page to render on a render thread; `port` is the page's end of the channel to the server's thread. */
export interface PageRenderTask<Port> {
  url: string;
  portal: PortalConfig;
  language: InterfaceLanguage;
  port: Port;
}

/** An API call the page's render makes, sent to the server's thread. */
export interface RenderApiCall {
  id: number;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** What of a render's `fetch` options the API call carries: its method, headers and (a JSON text) body. */
export function renderApiCallInit(init: RequestInit): Pick<RenderApiCall, 'method' | 'headers' | 'body'> {
  return {
    method: init.method ?? 'GET',
    headers: init.headers as Record<string, string>,
    ...(typeof init.body === 'string' ? { body: init.body } : {}),
  };
}

/** The API's answer to a call, or why it could not be made. */
export type RenderApiAnswer =
  | { id: number; status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null }
  | { id: number; failed: string };

/** Sent to a render thread when the visitor left: the page's render stops. */
export interface RenderAbort {
  abort: true;
}

/** A rendered page as a render thread sends it: its largest parts already encoded, so the server's thread only joins them. */
export type ThreadRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; state: Uint8Array; body: Uint8Array };
