import { parentPort, workerData } from 'node:worker_threads';
import { liveFanout, type LiveFanoutInput } from './live-fanout.ts';

parentPort?.postMessage(await liveFanout(workerData as LiveFanoutInput));
