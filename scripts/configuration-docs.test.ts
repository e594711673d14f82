import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { PortalEnvSchema } from '@b2b/api';
import { AuthEnvSchema } from '@b2b/auth';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** The environment schemas the table of docs/configuration.md describes, by the server they configure. */
const SCHEMAS: Record<string, z.ZodObject> = { portal: PortalEnvSchema, accounts: AuthEnvSchema };

/** Defaults the table gives in words, with the value each stands for on this machine. */
const WORDED_DEFAULTS: Record<string, string> = {
  '(empty)': '',
  'one per core': String(availableParallelism()),
};

interface TableRow {
  variable: string;
  /** The default column's text for this variable (a row of `A` / `B` splits `x` / `y` between them). */
  fallback: string;
}

/** The rows of the variables' table (the first table of the page): one per variable its first column names. */
function variableRows(markdown: string): TableRow[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  const table = lines.slice(start, end === -1 ? lines.length : end);
  return table.slice(2).flatMap((line) => {
    const [names = '', fallback = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const variables = [...names.matchAll(/`(\w+)`/g)].map((match) => match[1]!);
    const parts = fallback.split(' / ');
    return variables.map((variable, i) => ({
      variable,
      fallback: parts.length === variables.length ? parts[i]! : fallback,
    }));
  });
}

/** What the table and the schemas disagree about: variables one of them lacks, and defaults the table misstates. */
function configurationMismatches(rows: TableRow[], schemas: Record<string, z.ZodObject>): string[] {
  const problems: string[] = [];
  const documented = new Map(rows.map((row) => [row.variable, row.fallback]));
  const declared = new Set(Object.values(schemas).flatMap((schema) => Object.keys(schema.shape)));
  for (const variable of documented.keys()) {
    if (!declared.has(variable)) problems.push(`${variable}: in the table, in no schema`);
  }
  for (const [server, schema] of Object.entries(schemas)) {
    for (const [variable, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
      const fallback = documented.get(variable);
      if (fallback === undefined) {
        problems.push(`${variable}: in the ${server} schema, not in the table`);
        continue;
      }
      const unset = field.safeParse(undefined);
      const value = unset.success ? unset.data : undefined;
      if (value === undefined) {
        // No default in the schema: the table says (unset), or how the server works one out (from another variable).
        if (!fallback)
          problems.push(`${variable}: no default in the ${server} schema, none said in the table`);
        continue;
      }
      if (fallback === '(unset)') {
        problems.push(
          `${variable}: the table says (unset), the ${server} schema defaults to ${JSON.stringify(value)}`,
        );
        continue;
      }
      // The documented default, set as the variable's value, must configure what leaving it unset does.
      const written = [
        ...[...fallback.matchAll(/`([^`]*)`/g)].map((match) => match[1]!),
        ...Object.entries(WORDED_DEFAULTS)
          .filter(([words]) => fallback.includes(words))
          .map(([, text]) => text),
      ];
      const same = written.some((text) => {
        // Zod does not check a default, so a text default is compared as written too (`support@localhost`).
        if (text === value) return true;
        const parsed = field.safeParse(text);
        return parsed.success && isDeepStrictEqual(parsed.data, value);
      });
      if (!same) {
        problems.push(
          `${variable}: the table says ${fallback}, the ${server} schema defaults to ${JSON.stringify(value)}`,
        );
      }
    }
  }
  return problems;
}

const page = readFileSync(new URL('../docs/configuration.md', import.meta.url), 'utf8');

describe('docs/configuration.md', () => {
  it('lists every variable of the servers’ schemas, and only those, with their defaults', () => {
    expect(configurationMismatches(variableRows(page), SCHEMAS)).toEqual([]);
  });

  it('catches a variable left out, one no schema has and a default that drifted', () => {
    const drifted = page
      .replace(/^\| `LOG_LEVEL` .*\n/m, '')
      .replace('| `PGLITE_DIR` ', '| `PGLITE_FOLDER` ')
      .replace('`30/10m`', '`30/1h`')
      .replace('| `0.0.0.0` / `3000` ', '| `0.0.0.0` / `3100` ');
    expect(configurationMismatches(variableRows(drifted), SCHEMAS).sort()).toEqual([
      'LOG_LEVEL: in the accounts schema, not in the table',
      'LOG_LEVEL: in the portal schema, not in the table',
      'PGLITE_DIR: in the accounts schema, not in the table',
      'PGLITE_DIR: in the portal schema, not in the table',
      'PGLITE_FOLDER: in the table, in no schema',
      'PORT: the table says `3100`, the portal schema defaults to 3000',
      'USER_RATE_LIMIT_COMMENTS: the table says `30/1h`, the portal schema defaults to {"max":30,"windowSeconds":600}',
    ]);
  });
});
