import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  DiscardOrganizationProfileDraftMutation,
  DiscardOrganizationProfileDraftMutationVariables,
  OrganizationProfileDraftQuery,
  OrganizationProfileDraftQueryVariables,
  OrganizationProfilePreviewQuery,
  OrganizationProfilePreviewQueryVariables,
  PublishOrganizationProfileMutation,
  PublishOrganizationProfileMutationVariables,
  SaveOrganizationProfileDraftMutation,
  SaveOrganizationProfileDraftMutationVariables,
} from '../generated/operations';
import { ORGANIZATION_PROFILE_FIELDS } from './organizations';

/** Everything the profile editor shows: the draft's sections, its errors, files, terms and the toolbar. */
export const PROFILE_DRAFT_FIELDS = gql`
  fragment ProfileDraftFields on OrganizationProfileDraft {
    organizationId
    organizationName
    url
    hasDraft
    updatedAt
    toolbar
    viaSupport
    errors {
      field
      message
    }
    files {
      id
      name
      mimeType
      url
    }
    terms {
      industry {
        tid
        label
      }
      occupation {
        tid
        label
      }
      fieldOfStudy {
        tid
        label
      }
      benefit {
        tid
        label
      }
    }
    data {
      personalInfo {
        salutation
        firstName
        lastName
        phone
        position
      }
      companyInfo {
        name
        size
        address {
          countryCode
          addressLine1
          addressLine2
          administrativeArea
          locality
          zip
        }
      }
      info {
        name
        alternativeName
        logoFileId
        coverFileId
        organizationLocation
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
      }
      about {
        presentation
        industry
        size
        occupation
        fieldsOfStudy
      }
      benefits
      contactPeople {
        salutation
        firstName
        lastName
        photoFileId
        email
        position
        phone
        linkedinProfile
        contactInfo
      }
      gallery {
        fileId
        alt
        title
      }
      videos {
        coverFileId
        coverTitle
        source
      }
      furtherLocations {
        name
        address {
          countryCode
          addressLine1
          addressLine2
          administrativeArea
          locality
          zip
        }
      }
      faq {
        question
        answer
      }
      attachments
    }
  }
`;

export const ORGANIZATION_PROFILE_DRAFT: TypedDocumentNode<
  OrganizationProfileDraftQuery,
  OrganizationProfileDraftQueryVariables
> = gql`
  query OrganizationProfileDraft($organizationId: ID) {
    organizationProfileDraft(organizationId: $organizationId) {
      ...ProfileDraftFields
    }
  }
  ${PROFILE_DRAFT_FIELDS}
`;

export const SAVE_ORGANIZATION_PROFILE_DRAFT: TypedDocumentNode<
  SaveOrganizationProfileDraftMutation,
  SaveOrganizationProfileDraftMutationVariables
> = gql`
  mutation SaveOrganizationProfileDraft($organizationId: ID, $input: OrganizationProfileInput!) {
    saveOrganizationProfileDraft(organizationId: $organizationId, input: $input) {
      refused {
        field
        message
      }
      draft {
        ...ProfileDraftFields
      }
    }
  }
  ${PROFILE_DRAFT_FIELDS}
`;

export const PUBLISH_ORGANIZATION_PROFILE: TypedDocumentNode<
  PublishOrganizationProfileMutation,
  PublishOrganizationProfileMutationVariables
> = gql`
  mutation PublishOrganizationProfile($organizationId: ID) {
    publishOrganizationProfile(organizationId: $organizationId) {
      published
      errors {
        field
        message
      }
      draft {
        ...ProfileDraftFields
      }
    }
  }
  ${PROFILE_DRAFT_FIELDS}
`;

export const DISCARD_ORGANIZATION_PROFILE_DRAFT: TypedDocumentNode<
  DiscardOrganizationProfileDraftMutation,
  DiscardOrganizationProfileDraftMutationVariables
> = gql`
  mutation DiscardOrganizationProfileDraft($organizationId: ID) {
    discardOrganizationProfileDraft(organizationId: $organizationId) {
      ...ProfileDraftFields
    }
  }
  ${PROFILE_DRAFT_FIELDS}
`;

/** The draft as visitors would see it: the public page's own fragment. */
export const ORGANIZATION_PROFILE_PREVIEW: TypedDocumentNode<
  OrganizationProfilePreviewQuery,
  OrganizationProfilePreviewQueryVariables
> = gql`
  query OrganizationProfilePreview($organizationId: ID) {
    organizationProfilePreview(organizationId: $organizationId) {
      ...OrganizationProfileFields
    }
  }
  ${ORGANIZATION_PROFILE_FIELDS}
`;
