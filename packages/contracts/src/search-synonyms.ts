import { z } from 'zod';
import { dataEnvelope, SuccessSchema } from './envelope.ts';

export const SEARCH_SYNONYM_LIMITS = {
  /** A group joins at least two terms, and few: each term of a keyword's group is one more alternative searched. */
  minTerms: 2,
  maxTerms: 6,
  termChars: 60,
  /** Words of one term: a short phrase ("private label"), never a sentence. */
  termWords: 4,
} as const;

/** A term as searched: lower case, one space between words, letters and digits only (what the keyword's words are). */
const term = z
  .string('Each term is text')
  .transform((text) =>
    (
      text
        .normalize('NFC')
        .toLowerCase()
        .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
    ).join(' '),
  )
  .pipe(
    z
      .string()
      .min(1, 'A term needs a letter or a digit')
      .max(
        SEARCH_SYNONYM_LIMITS.termChars,
        `A term has at most ${SEARCH_SYNONYM_LIMITS.termChars} characters`,
      )
      .refine(
        (text) => text.split(' ').length <= SEARCH_SYNONYM_LIMITS.termWords,
        `A term has at most ${SEARCH_SYNONYM_LIMITS.termWords} words`,
      ),
  );

/** `POST admin/search-synonyms`, `PUT admin/search-synonyms/{synonymID}`: terms that mean the same to a buyer. */
export const SearchSynonymInputSchema = z.object({
  terms: z
    .array(term, 'terms is a list of words or phrases')
    .transform((terms) => [...new Set(terms)])
    .pipe(
      z
        .array(z.string())
        .min(SEARCH_SYNONYM_LIMITS.minTerms, 'Give at least two different terms')
        .max(SEARCH_SYNONYM_LIMITS.maxTerms, `Give at most ${SEARCH_SYNONYM_LIMITS.maxTerms} terms`),
    ),
});
export type SearchSynonymInput = z.input<typeof SearchSynonymInputSchema>;

export const SearchSynonymParamsSchema = z.object({
  synonymID: z.uuid('synonymID must be a synonym group id'),
});

export const SearchSynonymSchema = z.object({
  synonymID: z.uuid(),
  terms: z.array(z.string()),
  updatedAt: z.iso.datetime(),
});
export type SearchSynonym = z.infer<typeof SearchSynonymSchema>;

/** `GET admin/search-synonyms`: every group, alphabetically by its first term. */
export const SearchSynonymListAnswerSchema = dataEnvelope(z.array(SearchSynonymSchema));
export const SearchSynonymAnswerSchema = dataEnvelope(SearchSynonymSchema);
export const SearchSynonymDeletedAnswerSchema = SuccessSchema;
