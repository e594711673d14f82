import { parentPort, workerData } from 'node:worker_threads';
import { runScenario, type LoadOptions, type Scenario } from './run-scenario.ts';

export interface LoadThreadInput {
  baseUrl: string;
  scenario: Scenario;
  options: LoadOptions;
}

const { baseUrl, scenario, options } = workerData as LoadThreadInput;
parentPort?.postMessage(await runScenario(baseUrl, scenario, options));
