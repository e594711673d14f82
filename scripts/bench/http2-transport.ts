import http2 from 'node:http2';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { LiveTransport } from './live-fanout.ts';

/** Streams one connection carries: under nginx's 128 at once (`http2_max_concurrent_streams`), with room for calls. */
export const STREAMS_PER_CONNECTION = 80;

/**
 * The loopback addresses that `streams` streams come from, a connection of `STREAMS_PER_CONNECTION` each: 127.0.0.2
 * on (127.0.0.1 is the load's), as many people behind as many addresses.
 */
export function loopbackAddresses(streams: number): string[] {
  const count = Math.ceil(streams / STREAMS_PER_CONNECTION);
  if (count > 253) throw new Error(`${streams} streams need more than 253 loopback addresses`);
  return Array.from({ length: count }, (_, i) => `127.0.0.${i + 2}`);
}

/**
 * One HTTP/2 connection over TLS from the loopback address `localAddress`, as a browser holds one to the proxy with all
 * its tabs' requests multiplexed on it: the proxy then needs one connection per stream only on the processes' side.
 * nginx ends a connection after 1,000 requests (`keepalive_requests`), so a connection is given fewer.
 */
export function http2Transport(
  base: string,
  { certificate, localAddress }: { certificate: string; localAddress: string },
): LiveTransport & { close(): void } {
  const url = new URL(base);
  const session = http2.connect(base, {
    createConnection: () =>
      tlsConnect({
        socket: netConnect({ host: url.hostname, port: Number(url.port), localAddress }),
        ca: certificate,
        ALPNProtocols: ['h2'],
      }),
  });
  // A failure shows on the requests under way; the session's own event would otherwise end the process.
  session.on('error', () => undefined);
  const request = (headers: http2.OutgoingHttpHeaders, body?: string) => {
    const stream = session.request(headers, { endStream: body === undefined });
    if (body !== undefined) stream.end(body);
    return stream;
  };
  return {
    post: (path, token, body) =>
      new Promise((resolve, reject) => {
        const stream = request(
          {
            ':method': 'POST',
            ':path': path,
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body === undefined ? undefined : JSON.stringify(body),
        );
        let status = 0;
        let text = '';
        stream.setEncoding('utf8');
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.on('data', (chunk: string) => (text += chunk));
        stream.on('end', () => {
          if (status >= 200 && status < 300) resolve(JSON.parse(text) as unknown);
          else reject(new Error(`${path}: ${status} ${text}`));
        });
        stream.on('error', reject);
      }),
    open: (path, onText) =>
      new Promise((resolve, reject) => {
        const stream = request({ ':method': 'GET', ':path': path });
        stream.setEncoding('utf8');
        stream.on('response', (headers) => {
          if (headers[':status'] !== 200) {
            reject(new Error(`${path}: ${headers[':status']}`));
            stream.close();
            return;
          }
          const servedBy = headers['x-served-by'];
          resolve({
            ...(typeof servedBy === 'string' ? { servedBy } : {}),
            close: () => stream.close(),
          });
        });
        stream.on('data', (text: string) => onText(text, performance.now()));
        stream.on('error', reject);
      }),
    close: () => session.close(),
  };
}
