import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { optional, parseArgs } from '../../graphql/validation';
import { suggestPlaces } from '../../places/suggest-places';
import type { Place, QueryResolvers, QuerySearchPlacesArgs } from '../generated/resolvers-types';

const args = z.object({ query: z.string().trim().min(1).max(100), limit: optional(z.number().int().min(1).max(20)) });

/** The middle of a site's quick-pick places: suggestions near it come first. */
export function regionCentre(region: GraphQLContext['region']): { lat: number; lon: number } {
  const { fixtures } = region.GEO_INFO;
  return {
    lat: fixtures.reduce((sum, f) => sum + f.lat, 0) / fixtures.length,
    lon: fixtures.reduce((sum, f) => sum + f.lng, 0) / fixtures.length,
  };
}

/**
 * searchPlaces: place autocomplete (docs/product.md §9, from 1 character) over the local gazetteer and postal codes, no
 * outside service; states and countries come with their locationType, so the form searches them by address.
 */
export function searchPlaces(ctx: GraphQLContext, raw: QuerySearchPlacesArgs): Place[] {
  const { query, limit } = parseArgs(args, raw);
  return suggestPlaces(query, { near: regionCentre(ctx.region), limit: limit ?? 10 }).map((p) => ({
    label: p.label,
    locationType: p.locationType,
    zip: p.zip,
    administrativeArea: p.state,
    countryCode: p.countryCode,
    lat: p.point?.lat ?? null,
    lon: p.point?.lon ?? null,
  }));
}

export const placeQueries: Pick<QueryResolvers, 'searchPlaces'> = {
  searchPlaces: (_parent, args, ctx) => searchPlaces(ctx, args),
};
