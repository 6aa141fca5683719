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
import { mobilePaymentQueries } from './mobile-money';
import { notificationQueries } from './notification-queries';
import { participantQueries } from './participant-queries';
import { passbookQueries } from './passbook-queries';
import { payRequestQueries } from './pay-requests';
import { reportQueries } from './report-queries';
import { savingGroupQueries } from './saving-group-queries';
import { smsQueries } from './sms-queries';
import { userQueries } from './user-queries';
import { visitationQueries } from './visitations';

/** Every GET route of the API (the read API registers exactly these). */
export const QUERY_CONTRACTS: readonly QueryContract[] = [
  accountQueries,
  hierarchyQueries,
  participantQueries,
  mobilePaymentQueries,
  payRequestQueries,
  savingGroupQueries,
  meetingQueries,
  collectionQueries,
  visitationQueries,
  groupReportQueries,
  assetQueries,
  reportQueries,
  smsQueries,
  userQueries,
  notificationQueries,
  analyticsQueries,
  kpiQueries,
  auditQueries,
  documentQueries,
  cycleQueries,
  passbookQueries,
].flatMap((contracts) => Object.values(contracts));

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
  mobilePaymentQueries,
  notificationQueries,
  participantQueries,
  passbookQueries,
  payRequestQueries,
  reportQueries,
  savingGroupQueries,
  smsQueries,
  userQueries,
};
