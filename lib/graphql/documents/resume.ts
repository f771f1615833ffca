import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CompleteResumeWizardMutation,
  CompleteResumeWizardMutationVariables,
  MyResumeQuery,
  MyResumeQueryVariables,
  SaveResumeSectionMutation,
  SaveResumeSectionMutationVariables,
  SetResumeVisibilityMutation,
  SetResumeVisibilityMutationVariables,
} from '../generated/operations';

const PERIOD = gql`
  fragment ResumePeriodFields on ResumePeriod {
    start
    end
    current
  }
`;

/** The resume with every field the caller may see (the recruiter's view of a resume reads it too). */
export const RESUME = gql`
  fragment ResumeFields on Resume {
    id
    visible
    complete
    updatedAt
    completeness {
      percent
      missing
    }
    personalInfo {
      salutation
      photoFileId
      firstName
      lastName
      phone
      birthday
      homeLocation {
        label
      }
      about
    }
    jobPreferences {
      title
      desiredOccupation
      employmentType
      desiredLocation {
        label
      }
      radiusKm
      desiredSalary {
        amount
        unit
        currencyCode
      }
      careerStatus
      availableStart
      availabilityPeriods
    }
    education {
      id
      institution
      degreeLevel
      fieldOfStudy
      studyProgram
      location
      period {
        ...ResumePeriodFields
      }
      summary
    }
    workExperience {
      id
      jobTitle
      occupationalField
      employmentType
      companyName
      companyHidden
      location
      period {
        ...ResumePeriodFields
      }
      summary
    }
    languages {
      tids
      free
      notes
      levels {
        tid
        level
      }
    }
    skills {
      tids
      free
      notes
    }
  }
  ${PERIOD}
`;

export const MY_RESUME: TypedDocumentNode<MyResumeQuery, MyResumeQueryVariables> = gql`
  query MyResume {
    myResume {
      ...ResumeFields
    }
  }
  ${RESUME}
`;

export const SAVE_RESUME_SECTION: TypedDocumentNode<SaveResumeSectionMutation, SaveResumeSectionMutationVariables> =
  gql`
    mutation SaveResumeSection($input: ResumeSectionInput!, $wizard: Boolean) {
      saveResumeSection(input: $input, wizard: $wizard) {
        errors {
          field
          message
        }
        resume {
          ...ResumeFields
        }
      }
    }
    ${RESUME}
  `;

export const SET_RESUME_VISIBILITY: TypedDocumentNode<
  SetResumeVisibilityMutation,
  SetResumeVisibilityMutationVariables
> = gql`
  mutation SetResumeVisibility($visible: Boolean!) {
    setResumeVisibility(visible: $visible) {
      id
      visible
    }
  }
`;

export const COMPLETE_RESUME_WIZARD: TypedDocumentNode<
  CompleteResumeWizardMutation,
  CompleteResumeWizardMutationVariables
> = gql`
  mutation CompleteResumeWizard {
    completeResumeWizard {
      errors {
        field
        message
      }
      resume {
        id
        complete
      }
    }
  }
`;
