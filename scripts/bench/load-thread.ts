import { parentPort, workerData } from 'node:worker_threads';
import { runScenario, type LoadOptions, type Scenario, type Yardstick } from './run-scenario.ts';

export interface LoadThreadInput {
  baseUrl: string;
  scenario: Scenario;
  options: LoadOptions;
  yardstick?: Yardstick;
}

const { baseUrl, scenario, options, yardstick } = workerData as LoadThreadInput;
parentPort?.postMessage(await runScenario(baseUrl, scenario, options, yardstick));
