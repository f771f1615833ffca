/**
 * The Merkliste's operations (docs/product.md §1.4 BOOKMARKS_FEATURE_ACTIVE). Plain strings with codegen's marker,
 * as the place suggestions': the toggles and the header's count are small scripts on every public page of a site
 * and send them with fetch, without a GraphQL parser. The server's gate (lib/data/bookmarks.ts) parses the ones it
 * runs.
 */

/** The ids of the signed-in user's saved jobs: which toggles are pressed, and the header's count. */
export const BOOKMARK_IDS = /* GraphQL */ `
  query BookmarkIds {
    myBookmarks {
      items {
        job {
          jobId
        }
      }
    }
  }
`;

/** The signed-in user's Merkliste as its page shows it. */
export const MY_BOOKMARKS = /* GraphQL */ `
  query MyBookmarks {
    myBookmarks {
      limit
      items {
        savedAt
        job {
          jobId
          title
          organizationName
          locationLabel
          online
        }
      }
    }
  }
`;

/** The public data of the jobs a browser keeps before sign-in (at most 100). */
export const BOOKMARKED_JOBS = /* GraphQL */ `
  query BookmarkedJobs($jobIds: [ID!]!) {
    bookmarkedJobs(jobIds: $jobIds) {
      jobId
      title
      organizationName
      locationLabel
      online
    }
  }
`;

export const SAVE_BOOKMARK = /* GraphQL */ `
  mutation SaveBookmark($jobId: ID!) {
    saveBookmark(jobId: $jobId) {
      jobIds
    }
  }
`;

export const REMOVE_BOOKMARK = /* GraphQL */ `
  mutation RemoveBookmark($jobId: ID!) {
    removeBookmark(jobId: $jobId) {
      jobIds
    }
  }
`;

export const REMOVE_ALL_BOOKMARKS = /* GraphQL */ `
  mutation RemoveAllBookmarks {
    removeAllBookmarks {
      jobIds
    }
  }
`;

/** On sign-in: the jobs the browser kept join the account's list (then the browser's list is emptied). */
export const MERGE_BOOKMARKS = /* GraphQL */ `
  mutation MergeBookmarks($jobIds: [ID!]!) {
    mergeBookmarks(jobIds: $jobIds) {
      jobIds
      added
      notKept
    }
  }
`;
