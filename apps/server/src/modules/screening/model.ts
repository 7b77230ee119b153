/**
 * The learned part of the engine: the weights of the score's parts and the calibration curve,
 * read from `data/model.json` (written by `npm run train:screening`; numbers only). The engine
 * version names the model, so every score can be traced to the weights that made it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const PART_NAMES = ['skills', 'relevance', 'role', 'domain', 'experience', 'education'] as const;
export type PartName = (typeof PART_NAMES)[number];

const ModelSchema = z.object({
  description: z.string(),
  version: z.string().regex(/^[\w.-]+$/),
  weights: z.object(Object.fromEntries(PART_NAMES.map((p) => [p, z.number().min(0)])) as Record<PartName, z.ZodNumber>).strict(),
  calibration: z.object({ midpoint: z.number().min(0).max(1), steepness: z.number().positive() }).strict(),
  training: z.record(z.string(), z.unknown()).optional(),
});
export type ScreeningModel = z.infer<typeof ModelSchema>;

export const MODEL_URL = new URL('./data/model.json', import.meta.url);

export function parseModel(json: unknown): ScreeningModel {
  return ModelSchema.parse(json);
}

export const MODEL: ScreeningModel = parseModel(JSON.parse(readFileSync(MODEL_URL, 'utf8')));
