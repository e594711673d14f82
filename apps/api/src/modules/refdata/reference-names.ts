import type { Gender, IndustryTree, JobPosition, Language, ReferenceLanguage } from '@b2b/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The reference rows' names in one language: industries, categories, subcategories and job positions by their ids
 * (UUIDs, so no two tables share one), genders and languages by their codes.
 */
export interface ReferenceNames {
  byID: Map<string, string>;
  genders: Map<string, string>;
  languages: Map<string, string>;
}

export function referenceNames(
  tree: IndustryTree[],
  jobPositions: JobPosition[],
  genders: Gender[],
  languages: Language[],
): ReferenceNames {
  const byID = new Map<string, string>();
  for (const industry of tree) {
    byID.set(industry.id, industry.name);
    for (const category of industry.categories) {
      byID.set(category.id, category.name);
      for (const sub of category.subCategories) byID.set(sub.id, sub.name);
    }
  }
  for (const position of jobPositions) byID.set(position.jobPositionID, position.name);
  return {
    byID,
    genders: new Map(genders.map((gender) => [gender.code, gender.name])),
    languages: new Map(languages.map((language) => [language.code, language.languageName])),
  };
}

type Json = unknown;

/**
 * A copy of an answer with every reference name it embeds in the language of `names`, found by the shapes the contract
 * gives them: `{ id, name }` of an industry, category or subcategory (a product's, a business's industry),
 * `{ industryID, industryName, categoryID, name }` (a business's category), `{ jobPositionID, name }`,
 * `{ code, languageName }` and a `gender`'s `{ code, name }`. Everything else, and a row without a name in the
 * language, stays as it was; the answer's shape never changes.
 */
export function renameReferences(value: Json, names: ReferenceNames, key?: string): Json {
  if (Array.isArray(value)) return value.map((item) => renameReferences(item, names));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, Json>;
  const copy: Record<string, Json> = {};
  for (const [field, inner] of Object.entries(object)) copy[field] = renameReferences(inner, names, field);
  const nameOf = (map: Map<string, string>, id: Json) => (typeof id === 'string' ? map.get(id) : undefined);
  if (typeof object.name === 'string') {
    const name =
      key === 'gender'
        ? nameOf(names.genders, object.code)
        : (nameOf(names.byID, object.categoryID) ??
          nameOf(names.byID, object.jobPositionID) ??
          nameOf(names.byID, object.id));
    if (name) copy.name = name;
  }
  if (typeof object.industryName === 'string') {
    const name = nameOf(names.byID, object.industryID);
    if (name) copy.industryName = name;
  }
  if (typeof object.languageName === 'string') {
    const name = nameOf(names.languages, object.code);
    if (name) copy.languageName = name;
  }
  return copy;
}

/**
 * The `preSerialization` hook of a route whose answer names reference rows and that takes `?lang=`: the answer leaves
 * in that language. Without `lang` it is sent as the service gave it.
 */
export type NamesInRequestedLanguage = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => Promise<unknown>;

export function namesInRequestedLanguage(
  namesIn: (lang: ReferenceLanguage) => ReferenceNames | Promise<ReferenceNames>,
): NamesInRequestedLanguage {
  return async (request, reply, payload) => {
    // A refusal leaves as it is: the hook runs on it too, with a query that may have failed its schema, so its `lang`
    // can be any text, which the runtime's language names would throw on.
    if (reply.statusCode >= 300) return payload;
    const { lang } = request.query as { lang?: ReferenceLanguage };
    return lang ? renameReferences(payload, await namesIn(lang)) : payload;
  };
}
