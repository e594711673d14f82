/**
 * Compiles the servers to JavaScript (`npm run build`, after the web app), so that `npm run start:prod` runs them with
 * Node alone. Each runtime package's `tsconfig.build.json` names its entry; what the entry imports is compiled into the
 * package's `dist`, beside `src`, so the tests and the demo seed stay out, and the paths the code takes from
 * `import.meta.url` (`../migrations`, `../../../assets/intro`) hold. The packages' `exports` point Node at `dist` under
 * the `compiled` condition. The compiler only removes types here: `npm run typecheck` checks them.
 */
import { cp, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { runMain } from './run-main.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The packages the servers run, and the start script (`dist/start.js`). */
const PROJECTS = [
  'packages/contracts',
  'packages/server-kit',
  'packages/db',
  'apps/api',
  'apps/auth',
  'scripts',
];

/**
 * What the compiler writes itself: the modules and the JSON files they import (tests are modules no entry imports).
 * Any other file of a source folder is read at run time beside its module, so the build copies it.
 */
const COMPILED = /\.(tsx?|json)$/;

function parsedConfig(project: string): ts.ParsedCommandLine {
  const path = join(root, project, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(path, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${path}: not readable`);
  return parsed;
}

/** Copies the files the compiler does not write (the account pages' CSS) from `from` to `to`. */
async function copyReadFiles(from: string, to: string) {
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || COMPILED.test(entry.name)) continue;
    const source = join(entry.parentPath, entry.name);
    await cp(source, join(to, relative(from, source)));
  }
}

/** Source files parsed once for every project: the servers' programs share the packages they import. */
const parsed = new Map<string, ts.SourceFile | undefined>();

function compilerHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    if (!parsed.has(fileName)) parsed.set(fileName, read(fileName, language, ...rest));
    return parsed.get(fileName);
  };
  return host;
}

async function build(project: string) {
  const config = parsedConfig(project);
  const { rootDir, outDir } = config.options;
  if (!rootDir || !outDir) throw new Error(`${project}/tsconfig.build.json: set rootDir and outDir`);
  // A module renamed or removed since the last build must not linger in the output.
  await rm(outDir, { recursive: true, force: true });
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host: compilerHost(config.options),
  });
  const result = program.emit();
  const problems = [...config.errors, ...program.getSyntacticDiagnostics(), ...result.diagnostics];
  if (problems.length > 0) {
    const host = {
      getCanonicalFileName: (f: string) => f,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(problems, host));
  }
  // The start script's folder holds the other commands and their files, which production does not run.
  if (project !== 'scripts') await copyReadFiles(rootDir, outDir);
  console.log(`${relative(root, rootDir) || '.'} → ${relative(root, outDir)}`);
}

runMain(async () => {
  for (const project of PROJECTS) await build(project);
});
