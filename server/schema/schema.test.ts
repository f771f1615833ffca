import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import codegenConfig from '../../codegen';
import { contractFiles } from './contract-files';
import { loadSchema } from './load-schema';
import { resolvers } from './resolvers';

/**
 * docs/product.md §7 operations with their arguments, as the front end calls them, and the search and page operations.
 */
const CONTRACT: Record<'Query' | 'Mutation' | 'Subscription', Record<string, string[]>> = {
  Query: {
    adminOrganizations: ['query'],
    getUser: [],
    getAppConfig: [],
    getRoutInfo: ['slug', 'language'],
    getGdprConsentInfos: ['id', 'type', 'limit', 'offset', 'sorting', 'placement', 'language', 'path'],
    hasTheLatestConsent: ['type', 'placement'],
    updatableOrganizationProfiles: ['limit', 'offset'],
    getCredits: ['organizationId'],
    getSubscriptions: ['filters', 'sorting', 'limit', 'offset', 'showSubscriptionsFromAllFrontends', 'organizationId'],
    searchJobs: ['payload'],
    getJob: ['id'],
    jobBoardOverview: [],
    searchOrganizations: ['payload'],
    getOrganizationProfile: ['slug'],
    searchPlaces: ['query', 'limit'],
    suggestJobTitles: ['prefix', 'limit'],
    jobPostingContext: [],
    jobPosting: ['id'],
    moderationQueue: ['limit', 'offset'],
    // The applications inbox.
    applicationInbox: ['filter', 'limit', 'offset'],
    jobApplication: ['id'],
    // The job manager.
    jobManager: ['organizationId', 'filter', 'sort', 'page', 'pageSize'],
    jobStatistics: ['jobId', 'from', 'to'],
    employerDashboard: ['organizationId'],
    jobExtensionQuote: ['jobId'],
    workspaceContext: [],
    organizationTeam: ['organizationId'],
    teamInvitation: ['token'],
    organizationChanges: ['organizationId', 'limit', 'offset'],
    supportOrganizations: ['query'],
    // Profile editing.
    organizationProfileDraft: ['organizationId'],
    organizationProfilePreview: ['organizationId'],
    // Commerce.
    shopProducts: [],
    checkout: [],
    checkoutQuote: ['input'],
    organizationOrders: ['organizationId', 'limit', 'offset'],
    siteOrders: ['status', 'limit', 'offset'],
    // Applying with an account.
    myApplications: ['limit', 'offset'],
    applicationPrefill: ['jobId'],
    // Data rights.
    privacyOverview: [],
    accountErasureLink: ['token'],
    // The account.
    myAccount: [],
    myJobAlerts: [],
    myConsents: [],
    mySeekerOverview: [],
    // The employer mail switches of the account.
    myEmployerMailSettings: [],
    // The resume.
    myResume: [],
    resume: ['id'],
    // The resume's privacy from employers.
    resumePrivacy: ['resumeId'],
    blockableOrganizations: ['resumeId', 'name'],
    // The resume search.
    searchResumes: ['payload'],
    // Contact requests.
    recruiterResume: ['id'],
    myResumeContactRequests: [],
    sentResumeContactRequests: ['limit', 'offset'],
    // Resume alerts.
    myResumeAlerts: [],
    // The blog.
    blogPosts: ['page', 'size'],
    blogPost: ['slug'],
    blogEditorPosts: ['page'],
    blogEditorPost: ['id'],
    // The Merkliste.
    myBookmarks: [],
    bookmarkedJobs: ['jobIds'],
  },
  Mutation: {
    createCustomerOrganization: ['input'],
    setOrganizationTrusted: ['organizationId', 'trusted'],
    mergeOrganizations: ['duplicateId', 'keepId'],
    createGdprUserConsent: ['mail', 'infoId'],
    uploadFile: ['file'],
    saveJobPosting: ['id', 'input'],
    submitJobPosting: ['id'],
    approveJobPosting: ['id'],
    rejectJobPosting: ['id', 'reason'],
    archiveJobPosting: ['id'],
    setApplicationStatus: ['id', 'status', 'mail'],
    addApplicationNote: ['id', 'body'],
    duplicateJobPosting: ['id'],
    extendJobPosting: ['id', 'expectedCharge'],
    archiveJobPostings: ['ids'],
    inviteTeamMember: ['organizationId', 'email'],
    revokeTeamInvitation: ['id'],
    removeTeamMember: ['organizationId', 'userId'],
    acceptTeamInvitation: ['token'],
    setActiveOrganization: ['organizationId'],
    saveOrganizationProfileDraft: ['organizationId', 'input'],
    publishOrganizationProfile: ['organizationId'],
    discardOrganizationProfileDraft: ['organizationId'],
    placeOrder: ['input'],
    markOrderPaid: ['orderId', 'paymentDate'],
    cancelOrder: ['orderId', 'reason'],
    refundOrder: ['orderId', 'reason'],
    requestAccountErasure: [],
    confirmAccountErasure: ['token'],
    deleteKeptFile: ['id'],
    // The CV import of the resume wizard.
    proposeResumeFromCv: ['fileId'],
    // The account.
    updateAccountName: ['input'],
    requestEmailChange: ['email'],
    confirmEmailChange: ['token'],
    changePassword: ['currentPassword', 'newPassword'],
    requestPasswordReset: ['email'],
    resetPassword: ['token', 'password'],
    updateMyJobAlert: ['id', 'label', 'interval'],
    setMyJobAlertPaused: ['id', 'paused'],
    deleteMyJobAlert: ['id'],
    updateMyEmployerMailSettings: ['input'],
    // The resume.
    saveResumeSection: ['input', 'wizard'],
    setResumeVisibility: ['visible'],
    completeResumeWizard: [],
    // The resume's privacy from employers.
    blockResumeOrganization: ['resumeId', 'organizationId', 'name'],
    unblockResumeOrganization: ['resumeId', 'organizationId'],
    setCurrentEmployerShown: ['resumeId', 'shown'],
    // Contact requests.
    requestResumeContact: ['resumeId', 'message'],
    decideResumeContactRequest: ['id', 'decision'],
    // Resume alerts.
    saveResumeAlert: ['payload', 'label', 'interval'],
    updateResumeAlert: ['id', 'interval'],
    deleteResumeAlert: ['id'],
    // The blog.
    saveBlogPost: ['id', 'input'],
    publishBlogPost: ['id'],
    unpublishBlogPost: ['id'],
    // The Merkliste.
    saveBookmark: ['jobId'],
    removeBookmark: ['jobId'],
    removeAllBookmarks: [],
    mergeBookmarks: ['jobIds'],
  },
  Subscription: {
    jobDescriptionDraft: ['input', 'language'],
  },
};

describe("the GraphQL contract (server/schema/base.graphql and the domains' files)", () => {
  const schema = loadSchema();

  it('has exactly the docs/product.md §7 operations with their arguments, each with a resolver', () => {
    for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
      const fields = schema.getType(root)!.toConfig() as { fields: Record<string, { args?: Record<string, unknown> }> };
      expect(
        Object.fromEntries(Object.entries(fields.fields).map(([name, f]) => [name, Object.keys(f.args ?? {})])),
      ).toEqual(CONTRACT[root]);
      expect(Object.keys(resolvers[root] ?? {}).sort()).toEqual(Object.keys(CONTRACT[root]).sort());
    }
  });

  it('defines the roots once, in the base file, and every domain file only extends them', () => {
    const roots = new Set(['Query', 'Mutation', 'Subscription']);
    const definedIn = contractFiles().flatMap((file) =>
      parse(readFileSync(file, 'utf8'))
        .definitions.filter((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && roots.has(d.name.value))
        .map(() => path.relative(process.cwd(), file)),
    );
    expect(definedIn).toEqual([
      'server/schema/base.graphql',
      'server/schema/base.graphql',
      'server/schema/base.graphql',
    ]);
  });

  it('defaults getSubscriptions to 100 per page (§7) and requires a slug for getRoutInfo', () => {
    const query = schema.getQueryType()!.getFields();
    expect(query.getSubscriptions.args.find((a) => a.name === 'limit')).toMatchObject({ defaultValue: 100 });
    expect(String(query.getRoutInfo.args.find((a) => a.name === 'slug')?.type)).toBe('String!');
  });

  it('has generated types that match the schema (run `npx graphql-codegen` after changing it)', async () => {
    const outputs: Array<{ filename: string; content: string }> = await generate(
      { ...codegenConfig, silent: true, cwd: process.cwd() },
      false,
    );
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const onDisk = readFileSync(path.resolve(output.filename), 'utf8');
      expect(onDisk, `${output.filename} is out of date`).toBe(output.content);
    }
  }, 60_000);
});
