import { createServer } from 'node:net';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Two free neighbouring ports (portal, account service), so a test run never meets a running server or run. */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + 2 * Math.floor(Math.random() * 10000);
    if ((await portIsFree(port)) && (await portIsFree(port + 1))) return port;
  }
  throw new Error('found no two free neighbouring ports for a test server');
}
