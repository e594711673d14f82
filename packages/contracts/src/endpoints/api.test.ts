import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as contracts from '../index.ts';
import { endpoints } from './api.ts';

const folder = new URL('.', import.meta.url);
const domainObjects = Object.entries(contracts).filter(
  ([name]) =>
    name.endsWith('Endpoints') && !['filesEndpoints', 'authEndpoints', 'authServiceEndpoints'].includes(name),
) as [string, Record<string, unknown>][];

describe('the endpoint table', () => {
  it("gathers every API domain's entries, none named in two domains", () => {
    const names = domainObjects.flatMap(([, entries]) => Object.keys(entries));
    expect(names.length).toBeGreaterThan(90);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
  });

  it('has an address module for every schemas module, loading no Zod', async () => {
    const addresses = (await readdir(folder)).filter((name) => !/^(api|endpoint)\b/.test(name));
    const schemas = (await readdir(new URL('../endpoint-schemas/', folder))).filter(
      (name) => !/^(index|endpoint-schema)\b/.test(name),
    );
    expect(addresses.sort()).toEqual(schemas.sort());
    for (const name of addresses) {
      expect(await readFile(new URL(name, folder), 'utf8'), name).not.toMatch(/from '(zod|\.\.\/)/);
    }
  });
});
