import { describe, it } from 'vitest';
import { anEvent, recordedBeforeIds } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { activityModel } from './index';

const spec = projectionSpec(activityModel);
const user = { kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' } as const;
const inProject = { project_id: 2, cluster_id: 1, region_id: 1 };
const place = { projectId: 2, clusterId: 1, regionId: 1 };

describe('activity read model', () => {
  it('tells the hierarchy and the register by code, each line where it happened', async () => {
    await spec
      .given([
        anEvent('RegionCreated', { regionId: 1, name: 'Western' }),
        anEvent('ClusterCreated', { clusterId: 1, regionId: 1, name: 'Kakamega' }),
        anEvent('ProjectCreated', { ...place, code: 'KE0420', name: 'Kakamega Central' }, { actor: user }),
        anEvent('ProjectStatusChanged', { projectId: 2, isActive: false }),
        anEvent('ParticipantRegistered', { id: 9, participantId: 'KE0420-009', ...place }),
        anEvent('ParticipantUpdated', { id: 9, participantId: 'KE0420-010' }),
        anEvent('ParticipantInactivated', { id: 9 }),
        anEvent('ContributionOpened', { id: 3, participantId: 9, ...place, month: '2026-11' }),
        anEvent('PaymentRecorded', { contributionId: 3, amount: 50000 }),
        recordedBeforeIds(anEvent('PaymentReversed', { contributionId: 3, amount: 50000 })),
      ])
      .then({
        activity: [
          {
            position: '1',
            summary: 'Region Western created',
            project_id: null,
            cluster_id: null,
            region_id: 1,
          },
          {
            position: '2',
            summary: 'Cluster Kakamega created',
            project_id: null,
            cluster_id: 1,
            region_id: 1,
          },
          { position: '3', summary: 'Project KE0420 Kakamega Central created', ...inProject },
          { position: '4', summary: 'Project KE0420 deactivated', ...inProject },
          { position: '5', summary: 'Participant KE0420-009 registered', ...inProject },
          { position: '6', summary: 'Participant KE0420-010 updated', ...inProject },
          { position: '7', summary: 'Participant KE0420-010 inactivated', ...inProject },
          { position: '9', summary: 'Payment of KES 500.00 recorded for KE0420-010 (2026-11)', ...inProject },
          {
            position: '10',
            summary: 'Payment of KES 500.00 reversed for KE0420-010 (2026-11)',
            ...inProject,
          },
        ],
      });
  });

  it('records the stream, type, actor and time of each line', async () => {
    await spec
      .given([anEvent('ProjectCreated', {}, { actor: user, occurredAt: '2026-11-21T09:30:00.000Z' })])
      .then({
        activity: [
          {
            stream_id: 'project-1',
            type: 'ProjectCreated',
            actor: user,
            occurred_at: '2026-11-21T09:30:00.000Z',
          },
        ],
      });
  });

  it("tells a group's loans, funds and requests by the group's name", async () => {
    await spec
      .given([
        anEvent('GroupRegistered', { groupId: 4, name: 'Upendo', ...place }),
        anEvent('GroupStatusChanged', { groupId: 4, status: 'Suspended' }),
        anEvent('LoanIssued', { loanId: 6, groupId: 4, amount: 300000 }),
        anEvent('LoanCompleted', { loanId: 6 }),
        anEvent('EmergencyFundCreated', { fundId: 7, groupId: 4 }),
        anEvent('DisbursementRequested', { fundId: 7, disbursementId: 1, amount: 100000 }),
        anEvent('DisbursementApproved', { fundId: 7, disbursementId: 1 }),
        anEvent('DisbursementRejected', { fundId: 7, disbursementId: 2 }),
        anEvent('LoanIssued', { loanId: 8, groupId: 99, amount: 1000 }),
      ])
      .then({
        activity: [
          { summary: 'Saving group Upendo registered', ...inProject },
          { summary: 'Saving group Upendo is now Suspended', ...inProject },
          { summary: 'Loan of KES 3,000.00 issued in Upendo', ...inProject },
          { summary: 'A loan in Upendo was repaid in full', ...inProject },
          { summary: 'Emergency fund created in Upendo', ...inProject },
          { summary: 'Emergency disbursement of KES 1,000.00 requested in Upendo', ...inProject },
          { summary: 'Emergency disbursement approved in Upendo', ...inProject },
          { summary: 'Emergency disbursement rejected in Upendo', ...inProject },
          {
            summary: 'Loan of KES 10.00 issued in a saving group',
            project_id: null,
            cluster_id: null,
            region_id: null,
          },
        ],
        activity_places: [
          { kind: 'fund', id: 7, label: 'Upendo', ...inProject },
          { kind: 'group', id: 4, label: 'Upendo', ...inProject },
          { kind: 'loan', id: 6, label: 'Upendo', ...inProject },
        ],
      });
  });

  it("keeps the template and values of each line, for the UI to tell it in the reader's language", async () => {
    await spec
      .given([
        anEvent('ProjectCreated', { ...place, code: 'KE0420', name: 'Kakamega Central' }),
        anEvent('ParticipantRegistered', { id: 9, participantId: 'KE0420-101', ...place }),
        anEvent('ContributionOpened', { id: 3, participantId: 9, ...place, month: '2026-11' }),
        anEvent('PaymentRecorded', { contributionId: 3, amount: 50000 }),
        anEvent('GroupRegistered', { groupId: 4, name: 'Umoja', ...place }),
        anEvent('GroupStatusChanged', { groupId: 4, status: 'Inactive' }),
        // what the feed never heard of is told by a sentence of its own, not an English word as a value
        anEvent('ProjectStatusChanged', { projectId: 77, isActive: true }),
        anEvent('LoanIssued', { loanId: 8, groupId: 99, amount: 1000 }),
        anEvent('ContributionOpened', { id: 5, participantId: 98, ...place, month: '2026-12' }),
        anEvent('PaymentReversed', { contributionId: 5, amount: 2500 }),
      ])
      .then({
        activity: [
          {
            position: '1',
            summary: 'Project KE0420 Kakamega Central created',
            summary_key: 'Project {{code}} {{name}} created',
            summary_params: { code: 'KE0420', name: 'Kakamega Central' },
          },
          {
            position: '2',
            summary: 'Participant KE0420-101 registered',
            summary_key: 'Participant {{participantId}} registered',
            summary_params: { participantId: 'KE0420-101' },
          },
          {
            position: '4',
            summary: 'Payment of KES 500.00 recorded for KE0420-101 (2026-11)',
            summary_key: 'Payment of {{amount}} recorded for {{label}}',
            summary_params: { amount: 'KES 500.00', label: 'KE0420-101 (2026-11)' },
          },
          {
            position: '5',
            summary: 'Saving group Umoja registered',
            summary_key: 'Saving group {{name}} registered',
            summary_params: { name: 'Umoja' },
          },
          {
            position: '6',
            summary: 'Saving group Umoja is now Inactive',
            summary_key: 'Saving group {{name}} is now Inactive',
            summary_params: { name: 'Umoja' },
          },
          {
            position: '7',
            summary: 'A project was activated',
            summary_key: 'A project was activated',
            summary_params: {},
          },
          {
            position: '8',
            summary: 'Loan of KES 10.00 issued in a saving group',
            summary_key: 'Loan of {{amount}} issued in a saving group',
            summary_params: { amount: 'KES 10.00' },
          },
          {
            position: '10',
            summary: 'Payment of KES 25.00 reversed for #98 (2026-12)',
            summary_key: 'Payment of {{amount}} reversed for {{label}}',
            summary_params: { amount: 'KES 25.00', label: '#98 (2026-12)' },
          },
        ],
      });
  });
});
