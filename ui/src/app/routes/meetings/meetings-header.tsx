import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';

interface MeetingsHeaderProps {
  /** Record Minutes and Schedule Meeting are offered (a group is chosen and the user manages groups). */
  readonly offersActions: boolean;
  readonly onMinutes: () => void;
  readonly onSchedule: () => void;
}

/** The page's title and, to those who manage the chosen group, Record Minutes and Schedule Meeting. */
export function MeetingsHeader({ offersActions, onMinutes, onSchedule }: MeetingsHeaderProps) {
  return (
    <PageHeader
      title={t('Meetings Management')}
      subtitle={t("A group's meetings, attendance and the money recorded at each")}
      actions={
        offersActions && (
          <>
            <Button icon={<FileTextOutlined aria-hidden />} onClick={onMinutes}>
              {t('Record Minutes')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onSchedule}>
              {t('Schedule Meeting')}
            </Button>
          </>
        )
      }
    />
  );
}
