import { DownloadOutlined } from '@ant-design/icons';
import type { MemberCsvResult } from '@pm/domain/saving-groups/member-csv';
import { Alert, Button } from 'antd';
import { BulkUploadFrame, type BulkUploadSpec } from '@/components/bulk-upload/bulk-upload-frame';
import { RowLines } from '@/components/bulk-upload/upload-parts';
import { t } from '@/i18n';
import { saveTextFile } from '@/lib/download';
import { type MemberUploadResult, useUploadGroupMembers } from '../api/upload-group-members';
import type { OneGroupDialogProps } from './create-fund-dialog';
import {
  isCsvFileName,
  MEMBER_TEMPLATE_CSV,
  MEMBER_TEMPLATE_NAME,
  memberProgressView,
  NOT_CSV_MESSAGE,
  NOTHING_UPLOADED,
  parseMemberCsv,
  uploadAnnouncement,
  uploadSuccessMessage,
} from './member-upload';

/** What the browser's check found: the rows to send and the refused rows' lines. */
type CheckedRows = MemberCsvResult;

function CheckSummary({ checked }: { readonly checked: CheckedRows }) {
  const { valid, errors } = checked;
  return (
    <Alert
      type={valid.length === 0 ? 'error' : errors.length > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="member-upload-check"
      title={t('{{n}} valid row(s) ready to upload', { n: valid.length })}
      description={
        errors.length > 0
          ? t('{{n}} row(s) will not be uploaded; fix them and upload those rows again.', {
              n: errors.length,
            })
          : undefined
      }
    />
  );
}

function UploadOutcome({ result }: { readonly result: MemberUploadResult }) {
  return (
    <>
      <Alert
        type={result.failures.length === 0 && result.uploaded > 0 ? 'success' : 'warning'}
        showIcon
        data-testid="member-upload-result"
        title={uploadSuccessMessage(result.uploaded)}
        description={
          result.failures.length > 0
            ? t('{{n}} member(s) were refused by the server.', { n: result.failures.length })
            : undefined
        }
      />
      <RowLines
        headingId="member-upload-failures"
        testId="member-upload-failures"
        heading={`${t('Members not uploaded')} (${result.failures.length})`}
        lines={result.failures.map((failure) => failure.message)}
        maxHeight={200}
      />
    </>
  );
}

/**
 * Bulk Upload (spec: screens, validation, API calls, error catalogue): the template is made here; the chosen CSV
 * is read and checked in the browser (valid rows kept, invalid ones reported), then the valid rows are sent one
 * POST at a time with a bar of rows sent over rows to send.
 */
export function BulkMemberUploadDialog({ open, groupId, groupName, onClose }: OneGroupDialogProps) {
  const upload = useUploadGroupMembers();
  const spec: BulkUploadSpec<CheckedRows, MemberUploadResult, Parameters<typeof upload.mutate>[0]> = {
    title: t('Bulk Upload Members to {{group}}', { group: groupName }),
    width: 640,
    idPrefix: 'member-',
    lockWhileBusy: true,
    template: {
      hint: t(
        'One member per row with the nine columns of the template. Role is member, president, secretary or treasurer (blank means member).',
      ),
      actions: (
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => saveTextFile(MEMBER_TEMPLATE_NAME, MEMBER_TEMPLATE_CSV)}
        >
          {t('Download Template')}
        </Button>
      ),
    },
    file: {
      heading: t('2. Choose the filled CSV file'),
      accept: '.csv,text/csv',
      label: t('Members CSV file'),
      testId: 'members-file-input',
      choose: t('Choose CSV File'),
      again: t('Choose Another File'),
    },
    accepts: (file) => isCsvFileName(file.name),
    refused: { title: t('Error'), description: t(NOT_CSV_MESSAGE) },
    check: {
      read: parseMemberCsv,
      canSend: (checked) => checked.valid.length > 0,
      summary: (checked) => <CheckSummary checked={checked} />,
      confirm: (checked) => t('Upload {{n}} Member(s)', { n: checked.valid.length }),
      refusedRows: (checked) => checked.errors.map((entry) => entry.error),
      refusedTitle: t('Rows with errors'),
    },
    mutation: upload,
    request: (_file, checked, onProgress) => ({
      groupId,
      rows: checked?.valid ?? [],
      onProgress: (sent, total) => onProgress(memberProgressView(sent, total)),
    }),
    firstProgress: (checked) => memberProgressView(0, checked?.valid.length ?? 0),
    announce: uploadAnnouncement,
    failure: () => ({ result: NOTHING_UPLOADED }),
    result: {
      clean: (result) => result.failures.length === 0,
      render: (result) => <UploadOutcome result={result} />,
    },
  };
  return <BulkUploadFrame open={open} onClose={onClose} spec={spec} />;
}
