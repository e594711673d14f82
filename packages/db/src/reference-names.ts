import type { ReferenceLanguage } from '@b2b/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A reference row's name in a language: its translation there (`names`, `{ "zh": "工业机器人" }`), else its English
 * name, which is also what an admin's row without a translation answers. No language, the English name.
 */
export const nameIn = (
  names: AnyColumn,
  name: AnyColumn,
  lang: ReferenceLanguage | undefined,
): SQL<string> => (lang ? sql<string>`coalesce(${names} ->> ${lang}, ${name})` : sql<string>`${name}`);
