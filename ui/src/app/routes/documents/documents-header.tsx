import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { PageHeader } from '@/components/page-header';
import { t } from '@/i18n';

interface DocumentsHeaderProps {
  /** The project's code, when one is chosen: it heads the title. */
  readonly code: string | null | undefined;
  readonly canUpload: boolean;
  readonly onUpload: () => void;
}

/** The page's title and, to the roles that upload, Upload Document. */
export function DocumentsHeader({ code, canUpload, onUpload }: DocumentsHeaderProps) {
  return (
    <PageHeader
      title={code ? t('{{code}} - Document Management', { code }) : t('Document Management')}
      subtitle={t("Upload, review and download the programme's documents")}
      actions={
        canUpload && (
          <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={onUpload}>
            {t('Upload Document')}
          </Button>
        )
      }
    />
  );
}
