import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const folder = new URL('.', import.meta.url);

describe('the values modules', () => {
  it('import no Zod and no schema module, except for types', async () => {
    const names = (await readdir(folder)).filter((name) => name.endsWith('-values.ts'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const source = await readFile(new URL(name, folder), 'utf8');
      const valueImports = [...source.matchAll(/^import (?!type )\{([^}]*)\} from '([^']+)'/gm)]
        .filter(([, names]) => names!.split(',').some((n) => n.trim() && !n.trim().startsWith('type ')))
        .map(([, , from]) => from!);
      const allowed = valueImports.filter((from) => from.endsWith('-values.ts') || from === './limits.ts');
      expect(valueImports, name).toEqual(allowed);
    }
  });
});
