import { relations } from 'drizzle-orm';
import { jobAlerts, resumeAlerts } from './alerts';
import { jobApplicationAttachments, jobApplications } from './applications';
import { orderItems, orders, products, subscriptions } from './commerce';
import { gdprConsentInfoRevisions, gdprConsentInfos, gdprUserConsents } from './consent';
import { contactMessageAttachments, contactMessages, landingPages, routeSlugs } from './content';
import { files } from './files';
import { jobs } from './jobs';
import { organizationMembers, organizations } from './organizations';
import { resumeContactRequests, resumes } from './resumes';
import { accounts, sessions, userRoles, users } from './users';

/** Relations for Drizzle's relational queries (db.query.x.findMany({ with: … })). */

export const usersRelations = relations(users, ({ one, many }) => ({
  roles: many(userRoles),
  accounts: many(accounts),
  sessions: many(sessions),
  memberships: many(organizationMembers),
  ownedOrganizations: many(organizations, { relationName: 'organization_owner' }),
  activeOrganization: one(organizations, {
    fields: [users.activeOrganizationId],
    references: [organizations.id],
    relationName: 'user_active_organization',
  }),
  resumes: many(resumes),
  jobAlerts: many(jobAlerts),
  resumeAlerts: many(resumeAlerts),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
}));
export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const organizationsRelations = relations(organizations, ({ one, many }) => ({
  owner: one(users, { fields: [organizations.ownerId], references: [users.id], relationName: 'organization_owner' }),
  activeUsers: many(users, { relationName: 'user_active_organization' }),
  members: many(organizationMembers),
  jobs: many(jobs),
  subscriptions: many(subscriptions),
  orders: many(orders),
  contactRequests: many(resumeContactRequests),
  routes: many(routeSlugs),
}));
export const organizationMembersRelations = relations(organizationMembers, ({ one }) => ({
  organization: one(organizations, { fields: [organizationMembers.organizationId], references: [organizations.id] }),
  user: one(users, { fields: [organizationMembers.userId], references: [users.id] }),
}));

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  organization: one(organizations, { fields: [jobs.organizationId], references: [organizations.id] }),
  author: one(users, { fields: [jobs.authorId], references: [users.id] }),
  file: one(files, { fields: [jobs.fileId], references: [files.id], relationName: 'job_file' }),
  logo: one(files, { fields: [jobs.logoFileId], references: [files.id], relationName: 'job_logo' }),
  subscription: one(subscriptions, { fields: [jobs.subscriptionId], references: [subscriptions.id] }),
  applications: many(jobApplications),
  routes: many(routeSlugs),
}));

export const jobApplicationsRelations = relations(jobApplications, ({ one, many }) => ({
  job: one(jobs, { fields: [jobApplications.jobId], references: [jobs.id] }),
  applicant: one(users, { fields: [jobApplications.applicantId], references: [users.id] }),
  resume: one(resumes, { fields: [jobApplications.resumeId], references: [resumes.id] }),
  attachments: many(jobApplicationAttachments),
}));
export const jobApplicationAttachmentsRelations = relations(jobApplicationAttachments, ({ one }) => ({
  application: one(jobApplications, {
    fields: [jobApplicationAttachments.applicationId],
    references: [jobApplications.id],
  }),
  file: one(files, { fields: [jobApplicationAttachments.fileId], references: [files.id] }),
}));

export const resumesRelations = relations(resumes, ({ one, many }) => ({
  user: one(users, { fields: [resumes.userId], references: [users.id] }),
  contactRequests: many(resumeContactRequests),
}));
export const resumeContactRequestsRelations = relations(resumeContactRequests, ({ one }) => ({
  resume: one(resumes, { fields: [resumeContactRequests.resumeId], references: [resumes.id] }),
  organization: one(organizations, { fields: [resumeContactRequests.organizationId], references: [organizations.id] }),
  requestedBy: one(users, { fields: [resumeContactRequests.requestedById], references: [users.id] }),
  subscription: one(subscriptions, { fields: [resumeContactRequests.subscriptionId], references: [subscriptions.id] }),
}));

export const jobAlertsRelations = relations(jobAlerts, ({ one }) => ({
  user: one(users, { fields: [jobAlerts.userId], references: [users.id] }),
}));
export const resumeAlertsRelations = relations(resumeAlerts, ({ one }) => ({
  user: one(users, { fields: [resumeAlerts.userId], references: [users.id] }),
  organization: one(organizations, { fields: [resumeAlerts.organizationId], references: [organizations.id] }),
}));

export const productsRelations = relations(products, ({ many }) => ({
  subscriptions: many(subscriptions),
  orderItems: many(orderItems),
}));
export const ordersRelations = relations(orders, ({ one, many }) => ({
  organization: one(organizations, { fields: [orders.organizationId], references: [organizations.id] }),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  subscriptions: many(subscriptions),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));
export const subscriptionsRelations = relations(subscriptions, ({ one, many }) => ({
  organization: one(organizations, { fields: [subscriptions.organizationId], references: [organizations.id] }),
  product: one(products, { fields: [subscriptions.productId], references: [products.id] }),
  order: one(orders, { fields: [subscriptions.orderId], references: [orders.id] }),
  jobs: many(jobs),
}));

export const gdprConsentInfosRelations = relations(gdprConsentInfos, ({ many }) => ({
  revisions: many(gdprConsentInfoRevisions),
  consents: many(gdprUserConsents),
}));
export const gdprConsentInfoRevisionsRelations = relations(gdprConsentInfoRevisions, ({ one }) => ({
  info: one(gdprConsentInfos, { fields: [gdprConsentInfoRevisions.infoId], references: [gdprConsentInfos.id] }),
}));
export const gdprUserConsentsRelations = relations(gdprUserConsents, ({ one }) => ({
  user: one(users, { fields: [gdprUserConsents.userId], references: [users.id] }),
  info: one(gdprConsentInfos, { fields: [gdprUserConsents.infoId], references: [gdprConsentInfos.id] }),
  revision: one(gdprConsentInfoRevisions, {
    fields: [gdprUserConsents.infoRevisionId],
    references: [gdprConsentInfoRevisions.id],
  }),
}));

export const landingPagesRelations = relations(landingPages, ({ many }) => ({ routes: many(routeSlugs) }));
export const routeSlugsRelations = relations(routeSlugs, ({ one }) => ({
  landingPage: one(landingPages, { fields: [routeSlugs.landingPageId], references: [landingPages.id] }),
  job: one(jobs, { fields: [routeSlugs.jobId], references: [jobs.id] }),
  organization: one(organizations, { fields: [routeSlugs.organizationId], references: [organizations.id] }),
}));
export const contactMessagesRelations = relations(contactMessages, ({ one, many }) => ({
  user: one(users, { fields: [contactMessages.userId], references: [users.id] }),
  attachments: many(contactMessageAttachments),
}));
export const contactMessageAttachmentsRelations = relations(contactMessageAttachments, ({ one }) => ({
  message: one(contactMessages, { fields: [contactMessageAttachments.messageId], references: [contactMessages.id] }),
  file: one(files, { fields: [contactMessageAttachments.fileId], references: [files.id] }),
}));
export const filesRelations = relations(files, ({ one }) => ({
  owner: one(users, { fields: [files.ownerId], references: [users.id] }),
}));
