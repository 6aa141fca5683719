import { Button, Flex, theme } from 'antd';
import { useNavigate } from 'react-router';
import type { GroupMeeting } from '@/features/saving-groups/api/get-group-meetings';
import { QUEUED_TEXT } from '@/features/saving-groups/api/invalidate';
import { submissionIdOf } from '@/features/saving-groups/api/submit-meeting';
import { CashBoxCard } from '@/features/saving-groups/components/cash-box';
import { MeetingRunCards } from '@/features/saving-groups/components/meeting-run-cards';
import {
  cashBox,
  lineProblems,
  type RunLine,
  runRequests,
} from '@/features/saving-groups/components/meeting-run-format';
import { MeetingRunTable } from '@/features/saving-groups/components/meeting-run-table';
import { t } from '@/i18n';
import { useToast } from '@/lib/toast';
import { QueuePanel } from '@/offline/queue-panel';
import { MeetingRunHeader } from './meeting-run-header';
import { MeetingRunStatus } from './meeting-run-status';
import type { MeetingRun } from './use-meeting-run';

interface MeetingRunFormProps {
  readonly data: MeetingRun;
  readonly groupId: number;
  readonly meetingId: number;
  readonly meeting: GroupMeeting;
  /** A phone's width: the lines as cards. */
  readonly phone: boolean;
}

/** The meeting's lines, the cash box, and Record Meeting, once the meeting is found. */
export function MeetingRunForm({ data, groupId, meetingId, meeting, phone }: MeetingRunFormProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const toast = useToast();
  const { group, fund, emergency, active, lines, setLines, clear, kept, run } = data;
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
  const lineProps = { lines, hasFund: emergency !== null, balances, onChange: change };
  return (
    <Flex vertical gap={token.marginLG}>
      <MeetingRunHeader group={group} meetingDate={meeting.meetingDate} setLines={setLines} />
      <CashBoxCard box={box} loading={fund.isLoading} />
      {phone ? <MeetingRunCards {...lineProps} /> : <MeetingRunTable {...lineProps} />}
      <MeetingRunStatus progress={run.progress} blocked={blocked} />
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
