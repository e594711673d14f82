import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const manifest = readJson('../package.json') as {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string; onFail: string } };
};
const lockfile = readJson('../package-lock.json') as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
};

/**
 * Packages whose declared range leaves out Nodes they run on, each with why it runs there. `cookie@2` says `>=22`, but
 * it is an ES module with nothing newer than `require()` of ES modules needs, which Node has from 20.19 on: every
 * `npm test` on Node 20 renders pages through it.
 */
const DECLARED_TOO_NARROW = new Set(['node_modules/cookie']);

/** The oldest Node of each line the floor admits: `^20.19.0 || ^22.13.0 || >=24` → 20.19.0, 22.13.0, 24.0.0. */
const lowestOfEachLine = manifest.engines.node
  .split('||')
  .map((part) => semver.minVersion(part.trim())!.version);

describe('the Node floor', () => {
  it('is enforced at install with the range engines declares', () => {
    expect(manifest.devEngines.runtime).toEqual({
      name: 'node',
      version: manifest.engines.node,
      onFail: 'error',
    });
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it('is what every locked package accepts: raise it when a dependency needs a newer Node', () => {
    const refusing = Object.entries(lockfile.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      // A platform's binary that this machine does not install (sharp's for 32-bit Windows) is not the floor's concern.
      if (!range || DECLARED_TOO_NARROW.has(path) || (entry.optional && entry.os)) return [];
      const refused = lowestOfEachLine.filter((version) => !semver.satisfies(version, range));
      return refused.length > 0 ? [`${path} (${range}) refuses ${refused.join(', ')}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
