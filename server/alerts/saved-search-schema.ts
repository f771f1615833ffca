import { z } from 'zod';
import messages from '../../messages/de.json';
import type { SavedSearchArea } from '../db/schema';
import { formatMessage } from '../graphql/messages';
import { JOB_SEARCH_LIMITS } from '../search/job-search-query';

const m = messages.jobAlert.errors.savedSearch;
/** As long as the listing's URL lets a name or filter value be (lib/search/url-values.ts). */
const TEXT_MAX = JOB_SEARCH_LIMITS.keysLength;
/** As long as the listing's URL lets a state's name be. */
const AREA_NAME_MAX = 100;

const areaLabel = z.string().trim().min(1, m.place).max(TEXT_MAX, m.place);
const areaName = formatMessage(m.areaName, { max: AREA_NAME_MAX });

/** A state by name, a country by its two-letter code, a postal area by its 1–5 leading digits. */
const areaSchema: z.ZodType<SavedSearchArea> = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('administrativeArea'),
      value: z.string().trim().min(1, areaName).max(AREA_NAME_MAX, areaName),
      label: areaLabel,
    }),
    z.object({ kind: z.literal('country'), value: z.string().regex(/^[A-Z]{2}$/, m.country), label: areaLabel }),
    z.object({ kind: z.literal('postalArea'), value: z.string().regex(/^\d{1,5}$/, m.postalArea), label: areaLabel }),
  ],
  { error: m.areaKind },
);

/**
 * What a job alert may save, bounded like the listing's search (an alert re-runs it on every send): words,
 * filters, a place with a point or an area, each with a German message for the part that is wrong.
 */
export const savedSearchSchema = z.object({
  search: z
    .string()
    .max(JOB_SEARCH_LIMITS.keysLength, formatMessage(m.words, { max: JOB_SEARCH_LIMITS.keysLength }))
    .optional(),
  filters: z
    .array(
      z.object({
        field: z.string().max(50, m.filter),
        value: z.string().max(TEXT_MAX, m.filter),
        operator: z.string().max(10, m.filter).optional(),
      }),
    )
    .max(JOB_SEARCH_LIMITS.conditions, formatMessage(m.filters, { max: JOB_SEARCH_LIMITS.conditions })),
  geoLocation: z
    .object({
      label: z.string().max(TEXT_MAX, m.place),
      lat: z.number(m.place).min(-90, m.place).max(90, m.place),
      lon: z.number(m.place).min(-180, m.place).max(180, m.place),
      radius: z.number(m.place).positive(m.place).max(500, m.place).optional(),
      locationType: z.string().max(50, m.place).optional(),
    })
    .optional(),
  area: areaSchema.optional(),
});
