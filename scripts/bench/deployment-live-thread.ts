import { parentPort, workerData } from 'node:worker_threads';
import { http2Transport } from './http2-transport.ts';
import { liveFanout, type LiveFanoutInput } from './live-fanout.ts';

export interface DeploymentLiveInput extends LiveFanoutInput {
  /** The PEM of the proxy's certificate. */
  certificate: string;
  /** The loopback addresses the streams come from, one HTTP/2 connection each. */
  addresses: string[];
}

const input = workerData as DeploymentLiveInput;
const transports = input.addresses.map((localAddress) =>
  http2Transport(input.base, { certificate: input.certificate, localAddress }),
);
try {
  parentPort?.postMessage(await liveFanout(input, transports));
} finally {
  transports.forEach((transport) => transport.close());
}
