import { Alert, Progress } from 'antd';
import type { RunProgress } from '@/features/saving-groups/api/submit-meeting';
import type { RunLine } from '@/features/saving-groups/components/meeting-run-format';
import { t } from '@/i18n';

interface MeetingRunStatusProps {
  readonly progress: RunProgress | null;
  /** The lines that cannot be recorded as typed. */
  readonly blocked: readonly RunLine[];
}

/** How far the submission went, the line it stopped at, and the lines to correct before recording. */
export function MeetingRunStatus({ progress, blocked }: MeetingRunStatusProps) {
  return (
    <>
      {progress && (
        <Progress
          percent={Math.round((progress.done / Math.max(1, progress.total)) * 100)}
          aria-label={t('Recorded so far')}
        />
      )}
      {progress?.failed && (
        <Alert
          type="error"
          showIcon
          title={t('{{line}} was refused: {{message}}', {
            line: progress.failed.label,
            message: progress.failed.message,
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
    </>
  );
}
