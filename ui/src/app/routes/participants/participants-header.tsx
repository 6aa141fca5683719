import { PlusOutlined } from '@ant-design/icons';
import { type ExportFormat, ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/page-header';
import { UploadAndAdd } from '@/components/upload-and-add';
import { t } from '@/i18n';

interface ParticipantsHeaderProps {
  /** The project's code, when one is chosen: it heads the title. */
  readonly code: string | null | undefined;
  readonly exporting: boolean;
  readonly onExport: (format: ExportFormat) => void;
  /** Upload and Add Participant are offered. */
  readonly canManage: boolean;
  readonly onUpload: () => void;
  readonly onAdd: () => void;
}

/** The page's title, the export of the participants shown, and to managers bulk upload and Add Participant. */
export function ParticipantsHeader(props: ParticipantsHeaderProps) {
  const { code, exporting, onExport, canManage, onUpload, onAdd } = props;
  return (
    <PageHeader
      title={code ? t('{{code}} - Participants', { code }) : t('Participants')}
      subtitle={t('Manage participant information and enrolment')}
      actions={
        <>
          <ExportMenu loading={exporting} onExport={onExport} />
          {canManage && (
            <UploadAndAdd
              addLabel={t('Add Participant')}
              addIcon={<PlusOutlined aria-hidden />}
              onUpload={onUpload}
              onAdd={onAdd}
            />
          )}
        </>
      }
    />
  );
}
