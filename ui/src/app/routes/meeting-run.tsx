import { Alert, Button, Empty, Flex, Progress, Result, theme } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageHeader } from '@/components/page-header';
import { useEmergencyFunds } from '@/features/saving-groups/api/get-emergency-funds';
import { useGroupLoans } from '@/features/saving-groups/api/get-group-loans';
import { useGroupMeetings } from '@/features/saving-groups/api/get-group-meetings';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { useLoanFund } from '@/features/saving-groups/api/get-loan-fund';
import { QUEUED_TEXT } from '@/features/saving-groups/api/invalidate';
import { submissionIdOf, useSubmitMeeting } from '@/features/saving-groups/api/submit-meeting';
import { CashBoxCard } from '@/features/saving-groups/components/cash-box';
import { useMeetingDraft } from '@/features/saving-groups/components/meeting-draft';
import { meetingDateText } from '@/features/saving-groups/components/meeting-format';
import { MeetingRunCards } from '@/features/saving-groups/components/meeting-run-cards';
import {
  blankLine,
  cashBox,
  lineProblems,
  type RunLine,
  runRequests,
} from '@/features/saving-groups/components/meeting-run-format';
import { MeetingRunTable } from '@/features/saving-groups/components/meeting-run-table';
import { t } from '@/i18n';
import { useToast } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { QueuePanel } from '@/offline/queue-panel';
import { useQueuedCommands } from '@/offline/use-offline-queue';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * /saving-groups/meetings/record?groupId=&meetingId= (ours: what facilitators' apps offer): one screen to
 * mark attendance and record every member's saving, repayment, penalty and emergency contribution, with
 * the cash box before and after. Each request carries the meeting id and a key kept until it all
 * succeeds, so submitting again after a dropped connection records nothing twice. With no connection the
 * meeting is kept on the phone (its records listed below the form) and sent when the connection returns;
 * what is typed is kept in the browser until then, so a reload loses nothing.
 */
/** A phone's width: the meeting is laid out in cards. */
const PHONE_QUERY = '(max-width: 767px)';

export default function MeetingRunPage() {
  const { token } = theme.useToken();
  // a phone: one card per member, its name kept in view (a table there scrolled the name away)
  const phone = useMediaQuery(PHONE_QUERY);
  const navigate = useNavigate();
  const toast = useToast();
  const { groups, canManage } = useMinistryPage();
  const [groupId] = useIdParam('groupId');
  const [meetingId] = useIdParam('meetingId');
  const group = groups.find((g) => g.id === groupId) ?? null;
  const meetings = useGroupMeetings(groupId ?? undefined, { enabled: groupId !== null });
  const meeting = meetings.data?.find((m) => m.id === meetingId);
  const members = useGroupMembers(groupId ?? undefined, { enabled: groupId !== null });
  const loans = useGroupLoans(groupId ?? undefined, { enabled: groupId !== null });
  const fund = useLoanFund(groupId ?? undefined);
  const emergency = (useEmergencyFunds(groupId ?? undefined).data ?? []).find((f) => f.isActive) ?? null;
  const active = useMemo(() => (loans.data ?? []).filter((l) => l.status === 'active'), [loans.data]);
  const blank = useMemo(
    () =>
      (members.data ?? [])
        .filter((m) => m.isActive)
        .map((m) => blankLine(m.id, m.memberName, active.find((l) => l.borrowerId === m.id)?.id ?? null)),
    [members.data, active],
  );
  const { user } = useSignedInUser();
  const { lines, setLines, clear } = useMeetingDraft(user.id, meetingId, blank);
  const kept = useQueuedCommands(user.id);
  const run = useSubmitMeeting(meetingId ?? 0, [`group-${groupId}`, `meeting-${meetingId}`]);
  // reached by its address, the form is not shown to those who may not record (an Auditor reads the
  // meeting under Meetings instead)
  if (!canManage)
    return (
      <Result status="403" title={t('Record Meeting')} subTitle={t('Your role cannot record meetings.')} />
    );
  if (meetings.isLoading) return <FullPageSpinner label={t('Loading the meeting')} fullHeight={false} />;
  if (groupId === null || meetingId === null || !meeting)
    return <Empty description={t('Open a meeting from Meetings Management to record it')} />;
  const change = (memberId: number, patch: Partial<RunLine>) =>
    setLines((current) => current.map((l) => (l.memberId === memberId ? { ...l, ...patch } : l)));
  const balances = new Map(active.map((l) => [l.borrowerId, Number(l.outstanding)]));
  const box = cashBox(Number(fund.data?.available ?? 0), lines);
  // lines that cannot be recorded as typed: nothing is sent until each is corrected
  const blocked = lines.filter((l) => lineProblems(l, balances.get(l.memberId)).length > 0);
  const submit = async () => {
    const requests = runRequests(
      {
        meetingId,
        groupId,
        meetingDate: meeting.meetingDate,
        fundId: emergency?.id ?? null,
        submissionId: submissionIdOf(meetingId),
      },
      lines,
    );
    const outcome = await run.submit(requests);
    if (outcome === 'recorded') {
      toast.success(t('Meeting recorded successfully'));
      clear();
      navigate(`/saving-groups/meetings?groupId=${groupId}`);
    } else if (outcome === 'queued') {
      // kept on the phone: the form starts afresh, the records wait in the list below
      toast.success(t(QUEUED_TEXT));
      clear();
    }
  };
  const saving = group ? Number(group.savingAmount) : null;
  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Record Meeting')}
        subtitle={t('{{group}}, meeting of {{date}}', {
          group: group?.name ?? t('Group'),
          date: meetingDateText(meeting.meetingDate),
        })}
        actions={
          <Button
            onClick={() =>
              setLines((c) => c.map((l) => (l.present && l.saving === null ? { ...l, saving } : l)))
            }
          >
            {t('Agreed saving for those present')}
          </Button>
        }
      />
      <CashBoxCard box={box} loading={fund.isLoading} />
      {phone ? (
        <MeetingRunCards lines={lines} hasFund={emergency !== null} balances={balances} onChange={change} />
      ) : (
        <MeetingRunTable lines={lines} hasFund={emergency !== null} balances={balances} onChange={change} />
      )}
      {run.progress && (
        <Progress
          percent={Math.round((run.progress.done / Math.max(1, run.progress.total)) * 100)}
          aria-label={t('Recorded so far')}
        />
      )}
      {run.progress?.failed && (
        <Alert
          type="error"
          showIcon
          title={t('{{line}} was refused: {{message}}', {
            line: run.progress.failed.label,
            message: run.progress.failed.message,
          })}
          description={t(
            'What was recorded before stays recorded; correct the line and record again, nothing is recorded twice.',
          )}
        />
      )}
      {blocked.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('Correct the lines marked in red before recording: {{names}}', {
            names: blocked.map((l) => l.memberName).join(', '),
          })}
        />
      )}
      <Flex justify="end">
        <Button
          type="primary"
          size="large"
          disabled={blocked.length > 0}
          onClick={() => void submit()}
          loading={run.progress !== null && run.progress.done < run.progress.total && !run.progress.failed}
        >
          {t('Record Meeting')}
        </Button>
      </Flex>
      {kept.length > 0 && <QueuePanel commands={kept} />}
    </Flex>
  );
}
