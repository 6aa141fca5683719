import { Button } from 'antd';
import { PageHeader } from '@/components/page-header';
import type { SavingGroup } from '@/features/saving-groups/api/get-saving-groups';
import { meetingDateText } from '@/features/saving-groups/components/meeting-format';
import { t } from '@/i18n';
import type { MeetingRun } from './use-meeting-run';

interface MeetingRunHeaderProps {
  readonly group: SavingGroup | null;
  readonly meetingDate: string;
  readonly setLines: MeetingRun['setLines'];
}

/** The form's title (group and date) and the button filling the agreed saving of those present. */
export function MeetingRunHeader({ group, meetingDate, setLines }: MeetingRunHeaderProps) {
  const saving = group ? Number(group.savingAmount) : null;
  return (
    <PageHeader
      title={t('Record Meeting')}
      subtitle={t('{{group}}, meeting of {{date}}', {
        group: group?.name ?? t('Group'),
        date: meetingDateText(meetingDate),
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
  );
}
