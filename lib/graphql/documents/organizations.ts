import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  GetOrganizationProfileQuery,
  GetOrganizationProfileQueryVariables,
  SearchOrganizationsQuery,
  SearchOrganizationsQueryVariables,
} from '../generated/operations';
import { SEARCH_FACET_FIELDS } from './search-facets';

export const ORGANIZATION_TEASER_FIELDS = gql`
  fragment OrganizationTeaserFields on OrganizationTeaser {
    id
    slug
    name
    url
    location
    openJobs
    featured
    logo {
      url
      alt
    }
    industries {
      tid
      label
    }
  }
`;

/** The employer search (docs/product.md §9: 12 per page, facets occupation, industry, field of study, featured 0-4). */
export const SEARCH_ORGANIZATIONS: TypedDocumentNode<SearchOrganizationsQuery, SearchOrganizationsQueryVariables> = gql`
  query SearchOrganizations($payload: OrganizationSearchPayload!) {
    searchOrganizations(payload: $payload) {
      total
      organizations {
        ...OrganizationTeaserFields
      }
      featured {
        ...OrganizationTeaserFields
      }
      facets {
        ...SearchFacetFields
      }
    }
  }
  ${ORGANIZATION_TEASER_FIELDS}
  ${SEARCH_FACET_FIELDS}
`;

/** docs/product.md §9 an image with its re-encoded sizes, for <picture> with srcset. */
export const PICTURE_FIELDS = gql`
  fragment PictureFields on Image {
    url
    alt
    title
    width
    height
    sizes
    sources {
      type
      srcset
    }
  }
`;

/**
 * Every public section of an organization page (docs/product.md §3), as the page and the editor's preview show them.
 */
export const ORGANIZATION_PROFILE_FIELDS = gql`
  fragment OrganizationProfileFields on OrganizationProfile {
    id
    slug
    name
    alternativeName
    url
    logo {
      ...PictureFields
    }
    cover {
      ...PictureFields
    }
    location
    address {
      countryCode
      addressLine1
      locality
      zip
      administrativeArea
    }
    website
    profiles {
      facebook
      twitter
      linkedin
      youtube
      xing
      instagram
      tiktok
      blueSky
    }
    presentation
    industries {
      tid
      label
    }
    size
    occupations {
      tid
      label
    }
    fieldsOfStudy {
      tid
      label
    }
    benefits {
      tid
      label
    }
    contactPeople {
      salutation
      firstName
      lastName
      photo {
        ...PictureFields
      }
      email
      position
      phone
      linkedinProfile
      contactInfo
    }
    gallery {
      ...PictureFields
    }
    videos {
      cover {
        ...PictureFields
      }
      coverTitle
      source
    }
    furtherLocations {
      name
      address {
        addressLine1
        zip
        locality
      }
    }
    faq {
      question
      answer
    }
    attachments {
      url
      name
      size
    }
    openJobs
    featured
  }
  ${PICTURE_FIELDS}
`;

/** Every public section of an organization page (docs/product.md §3). */
export const GET_ORGANIZATION_PROFILE: TypedDocumentNode<
  GetOrganizationProfileQuery,
  GetOrganizationProfileQueryVariables
> = gql`
  query GetOrganizationProfile($slug: String!) {
    getOrganizationProfile(slug: $slug) {
      ...OrganizationProfileFields
    }
  }
  ${ORGANIZATION_PROFILE_FIELDS}
`;
