/**
 * The CV import of the resume wizard: the file goes up with uploadFile (the server action passes
 * the posted File in-process), then proposeResumeFromCv reads it. Plain strings, run by lib/data/resume-import.ts.
 */
export const UPLOAD_CV = /* GraphQL */ `
  mutation UploadCv($file: File!) {
    uploadFile(file: $file) {
      id
      name
    }
  }
`;

export const PROPOSE_RESUME_FROM_CV = /* GraphQL */ `
  mutation ProposeResumeFromCv($fileId: ID!) {
    proposeResumeFromCv(fileId: $fileId) {
      personalInfo {
        salutation
        firstName
        lastName
        email
        phone
        birthday
        homeLocationText
      }
      workExperience {
        id
        jobTitle
        companyName
        location
        period {
          start
          end
          current
        }
        summary
      }
      education {
        id
        institution
        degreeLevel {
          tid
          label
        }
        fieldOfStudy {
          tid
          label
        }
        studyProgram
        location
        period {
          start
          end
          current
        }
        summary
      }
      languageLevels {
        term {
          tid
          label
        }
        name
        level
      }
      skills {
        terms {
          tid
          label
        }
        free
      }
    }
  }
`;
