/**
 * The place field's suggestions (docs/product.md §9 autocomplete). A plain string with codegen's marker instead of a
 * gql document: the listing's small script sends it with fetch and should not ship a GraphQL parser.
 */
export const PLACE_SUGGESTIONS = /* GraphQL */ `
  query PlaceSuggestions($query: String!) {
    searchPlaces(query: $query, limit: 8) {
      label
      locationType
      administrativeArea
      countryCode
    }
  }
`;

/** A job's work places (the wizard): towns and postal codes with their point, which a job's place needs. */
export const WORK_PLACE_SUGGESTIONS = /* GraphQL */ `
  query WorkPlaceSuggestions($query: String!) {
    searchPlaces(query: $query, limit: 8) {
      label
      locationType
      zip
      administrativeArea
      countryCode
      lat
      lon
    }
  }
`;
