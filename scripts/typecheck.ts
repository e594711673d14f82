/**
 * `npm run typecheck`: `tsc --noEmit` over every workspace that has a `typecheck` script, and over `scripts`, as many
 * at once as the machine has cores (the compiler uses one each). Each project's output is printed whole when it ends,
 * so that two projects' errors never interleave; the exit code is 1 when any project has an error.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** The workspaces' folders (`apps/*` and `packages/*`), the apps first: they take longest, so they start first. */
async function projects(): Promise<string[]> {
  const { workspaces } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const folders = await Promise.all(
    workspaces.map(async (pattern) => {
      const parent = pattern.replace(/\/\*$/, '');
      const entries = await readdir(join(root, parent), { withFileTypes: true });
      return entries.filter((entry) => entry.isDirectory()).map((entry) => `${parent}/${entry.name}`);
    }),
  );
  const withScript = await Promise.all(
    folders.flat().map(async (folder) => {
      const manifest = await readFile(join(root, folder, 'package.json'), 'utf8').then(
        (text) => JSON.parse(text) as { scripts?: Record<string, string> },
        () => ({ scripts: undefined }),
      );
      return manifest.scripts?.typecheck ? [folder] : [];
    }),
  );
  const apps = (folder: string) => (folder.startsWith('apps/') ? 0 : 1);
  return [...withScript.flat().sort((a, b) => apps(a) - apps(b)), 'scripts'];
}

/** Checks one project; resolves with whether it passed, after printing its output. */
function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

async function main() {
  const queue = await projects();
  let failed = false;
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  process.exitCode = failed ? 1 : 0;
}

void main();
