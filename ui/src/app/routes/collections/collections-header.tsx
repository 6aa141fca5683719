import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';

interface CollectionsHeaderProps {
  /** Add Penalty and Record Saving are offered (a group is chosen and the user manages groups). */
  readonly offersActions: boolean;
  readonly onPenalty: () => void;
  readonly onSaving: () => void;
}

/** The page's title and, to those who manage the chosen group, Add Penalty and Record Saving. */
export function CollectionsHeader({ offersActions, onPenalty, onSaving }: CollectionsHeaderProps) {
  return (
    <PageHeader
      title={t('Collections Management')}
      subtitle={t("Savings, penalties and registration fees of a group's members")}
      actions={
        offersActions && (
          <>
            <Button onClick={onPenalty}>{t('Add Penalty')}</Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onSaving}>
              {t('Record Saving')}
            </Button>
          </>
        )
      }
    />
  );
}
