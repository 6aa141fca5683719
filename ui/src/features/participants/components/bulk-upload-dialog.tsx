import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { BulkUploadFrame, type BulkUploadSpec } from '@/components/bulk-upload/bulk-upload-frame';
import { RowLines } from '@/components/bulk-upload/upload-parts';
import { t } from '@/i18n';
import { failureText } from '@/lib/toast';
import { useDownloadTemplate } from '../api/download-template';
import { type BulkUploadResult, useUploadParticipants } from '../api/upload-participants';
import {
  isAcceptedUploadFile,
  progressView,
  rowErrorLines,
  sendingView,
  UPLOAD_ACCEPT,
  uploadSummary,
} from './bulk-upload';

/** The summary of a finished upload and the rows the server refused. */
function UploadOutcome({ result }: { readonly result: BulkUploadResult }) {
  return (
    <>
      <Alert
        type={result.errors.length === 0 ? 'success' : 'warning'}
        showIcon
        title={t('{{n}} participants uploaded successfully', { n: result.success })}
        description={
          result.errors.length > 0
            ? t('{{n}} rows were not uploaded; fix them and upload those rows again.', {
                n: result.errors.length,
              })
            : undefined
        }
      />
      <RowLines
        headingId="upload-errors-heading"
        testId="upload-errors"
        heading={t('Rows not uploaded ({{n}})', { n: result.errors.length })}
        lines={rowErrorLines(result.errors)}
      />
    </>
  );
}

/**
 * Bulk Upload (spec: screens, states "Bulk upload"): template download, file pick; the file is sent at once and
 * the server checks its rows, with real progress (sending, then the rows processed); results, 'Upload Another File'.
 */
export function BulkUploadDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const upload = useUploadParticipants();
  const template = useDownloadTemplate();
  const templateButton = (format: 'csv' | 'xlsx', label: string) => (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={template.isPending && template.variables === format}
      onClick={() => template.mutate(format)}
    >
      {label}
    </Button>
  );
  const spec: BulkUploadSpec<undefined, BulkUploadResult, Parameters<typeof upload.mutate>[0]> = {
    title: t('Bulk Upload Participants'),
    width: 600,
    idPrefix: '',
    template: {
      hint: t(
        'One participant per row, with the columns of the template. Leave projectId empty to use your own project.',
      ),
      actions: (
        <Flex gap={8} wrap>
          {templateButton('csv', t('CSV Template'))}
          {templateButton('xlsx', t('Excel Template'))}
        </Flex>
      ),
    },
    file: {
      heading: t('2. Upload the filled file'),
      accept: UPLOAD_ACCEPT,
      label: t('Participants file'),
      testId: 'participants-file-input',
      choose: t('Choose File'),
      again: t('Upload Another File'),
    },
    accepts: isAcceptedUploadFile,
    refused: { title: t('Invalid file type'), description: t('Please select a CSV or Excel file') },
    mutation: upload,
    request: (file, _checked, onProgress) => ({
      file,
      onProgress: (progress) => onProgress(progressView(progress)),
    }),
    firstProgress: () => sendingView(0),
    announce: uploadSummary,
    failure: (error) => ({ message: failureText(error, t('The file could not be uploaded')) }),
    result: {
      clean: (result) => result.errors.length === 0,
      render: (result) => <UploadOutcome result={result} />,
    },
  };
  return <BulkUploadFrame open={open} onClose={onClose} spec={spec} />;
}
