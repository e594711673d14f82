import { z } from 'zod';
import { REFERENCE_LANGUAGES } from './languages.ts';
import { BUSINESS_TYPE_CODES } from './refdata-values.ts';

export const CountrySchema = z.object({
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: z.string(),
  countryName: z.string(),
  /** Emoji flag. */
  emoji: z.string(),
  /** International dial code without the plus, e.g. `86`. */
  dialCode: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;

export const StateSchema = z.object({
  stateID: z.string(),
  stateName: z.string(),
  countryCode: z.string(),
});
export type State = z.infer<typeof StateSchema>;

export const GenderSchema = z.object({ code: z.string(), name: z.string() });
export type Gender = z.infer<typeof GenderSchema>;

export const LanguageSchema = z.object({ code: z.string(), languageName: z.string() });
export type Language = z.infer<typeof LanguageSchema>;

export const JobPositionSchema = z.object({ jobPositionID: z.string(), name: z.string() });
export type JobPosition = z.infer<typeof JobPositionSchema>;

export const BusinessTypeSchema = z.object({
  code: z.enum(BUSINESS_TYPE_CODES),
  businessTypeName: z.string(),
});
export type BusinessType = z.infer<typeof BusinessTypeSchema>;

export const SubCategorySchema = z.object({ id: z.string(), name: z.string(), order: z.number().int() });
export type SubCategory = z.infer<typeof SubCategorySchema>;

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  subCategories: z.array(SubCategorySchema),
});
export type Category = z.infer<typeof CategorySchema>;

export const IndustrySchema = z.object({
  id: z.string(),
  /** Four-digit code, 0001 to 0015. */
  key: z.string(),
  name: z.string(),
  /** Text of the industry card's button. */
  text: z.string(),
  /** Name of the lucide icon drawn on the card. */
  icon: z.string(),
  description: z.string(),
  order: z.number().int(),
});
export type Industry = z.infer<typeof IndustrySchema>;

export const IndustryTreeSchema = IndustrySchema.extend({ categories: z.array(CategorySchema) });
export type IndustryTree = z.infer<typeof IndustryTreeSchema>;

export const CountryCodeParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'code must be a two-letter ISO country code')
    .transform((c) => c.toUpperCase()),
});
export const IDParamsSchema = z.object({ id: z.uuid('id must be a UUID') });

/** `?lang=` of the reference lists and of the answers that name reference rows: absent, the names are English. */
export const ReferenceLanguageQuerySchema = z.object({
  lang: z.enum(REFERENCE_LANGUAGES, `lang is one of ${REFERENCE_LANGUAGES.join(', ')}`).optional(),
});
