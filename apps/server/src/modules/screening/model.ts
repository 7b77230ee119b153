/**
 * The learned part of the engine: the weights of the score's parts (one set for English postings,
 * one for German ones), how much of the skills and relevance parts focus makes (`focus.ts`), how
 * much of the role part the resume's role titles, headline and title line make (`role.ts`) and the calibration
 * curve, read from `data/model.json` (written by `npm run train:screening`; numbers only). The
 * engine version names the model, so every score can be traced to the weights that made it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const PART_NAMES = ['skills', 'relevance', 'role', 'domain', 'experience', 'education'] as const;
export type PartName = (typeof PART_NAMES)[number];

export const MODEL_LANGUAGES = ['en', 'de'] as const;
export type ModelLanguage = (typeof MODEL_LANGUAGES)[number];

const PartWeightsSchema = z.object(Object.fromEntries(PART_NAMES.map((p) => [p, z.number().min(0)])) as Record<PartName, z.ZodNumber>).strict();
/** Share of the skills part that is the skills found times focus, and of the relevance part that is focus times length (the rest: skills found, BM25 relevance). */
const FocusMixSchema = z.object({ skills: z.number().min(0).max(1), relevance: z.number().min(0).max(1) }).strict();
const byLanguage = <T extends z.ZodTypeAny>(schema: T) => z.object({ en: schema, de: schema }).strict();
/**
 * Shares of the role part that are the title's words in the resume's role titles, in its recent
 * role titles and in its headline, and the most of the title that one short line holds
 * (`role.ts`); the rest is the title's words anywhere in it.
 */
const share = z.number().min(0).max(1);
const RoleMixSchema = z
  .object({ titles: share, recentTitles: share, headline: share, titleLine: share })
  .strict()
  .refine((m) => m.titles + m.recentTitles + m.headline + m.titleLine <= 1.001, 'role shares sum to more than 1');

const ModelSchema = z.object({
  description: z.string(),
  version: z.string().regex(/^[\w.-]+$/),
  weights: byLanguage(PartWeightsSchema),
  focus: byLanguage(FocusMixSchema),
  role: byLanguage(RoleMixSchema),
  calibration: z.object({ midpoint: z.number().min(0).max(1), steepness: z.number().positive() }).strict(),
  training: z.record(z.string(), z.unknown()).optional(),
});
export type ScreeningModel = z.infer<typeof ModelSchema>;

export const MODEL_URL = new URL('./data/model.json', import.meta.url);

export function parseModel(json: unknown): ScreeningModel {
  return ModelSchema.parse(json);
}

export const MODEL: ScreeningModel = parseModel(JSON.parse(readFileSync(MODEL_URL, 'utf8')));
