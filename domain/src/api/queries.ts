import { accountQueries } from './account-queries';
import { analyticsQueries } from './analytics-queries';
import { assetQueries } from './asset-queries';
import { auditQueries } from './audit-queries';
import { collectionQueries } from './collection-queries';
import type { QueryContract } from './contract';
import { cycleQueries } from './cycle-queries';
import { documentQueries } from './document-queries';
import { groupReportQueries } from './group-report-queries';
import { hierarchyQueries } from './hierarchy-queries';
import { kpiQueries } from './kpi-queries';
import { meetingQueries } from './meeting-queries';
import { notificationQueries } from './notification-queries';
import { participantQueries } from './participant-queries';
import { passbookQueries } from './passbook-queries';
import { reportQueries } from './report-queries';
import { savingGroupQueries } from './saving-group-queries';
import { smsQueries } from './sms-queries';
import { userQueries } from './user-queries';
import { visitationQueries } from './visitations';

/** Every GET route of the API (the read API registers exactly these). */
export const QUERY_CONTRACTS: readonly QueryContract[] = [
  ...Object.values(accountQueries),
  ...Object.values(hierarchyQueries),
  ...Object.values(participantQueries),
  ...Object.values(savingGroupQueries),
  ...Object.values(meetingQueries),
  ...Object.values(collectionQueries),
  ...Object.values(visitationQueries),
  ...Object.values(groupReportQueries),
  ...Object.values(assetQueries),
  ...Object.values(reportQueries),
  ...Object.values(smsQueries),
  ...Object.values(userQueries),
  ...Object.values(notificationQueries),
  ...Object.values(analyticsQueries),
  ...Object.values(kpiQueries),
  ...Object.values(auditQueries),
  ...Object.values(documentQueries),
  ...Object.values(cycleQueries),
  ...Object.values(passbookQueries),
];

export {
  accountQueries,
  analyticsQueries,
  assetQueries,
  auditQueries,
  collectionQueries,
  cycleQueries,
  documentQueries,
  hierarchyQueries,
  kpiQueries,
  meetingQueries,
  notificationQueries,
  participantQueries,
  passbookQueries,
  reportQueries,
  savingGroupQueries,
  smsQueries,
  userQueries,
};
