import { DownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Typography, theme } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { t } from '@/i18n';
import { failureText, useToast } from '@/lib/toast';
import { useDownloadTemplate } from '../api/download-template';
import {
  type BulkUploadResult,
  type UploadProgress,
  useUploadParticipants,
} from '../api/upload-participants';
import {
  isAcceptedUploadFile,
  processingPercent,
  rowErrorLines,
  SENDING_SHARE,
  sendingPercent,
  UPLOAD_ACCEPT,
  uploadSummary,
} from './bulk-upload';

/** spec: states "Bulk upload": idle, uploading (sending, then the server reading the rows), success, error. */
type Stage =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending'; readonly fileName: string; readonly percent: number | null }
  | {
      readonly kind: 'processing';
      readonly fileName: string;
      readonly processed: number;
      readonly total: number | null;
    }
  | { readonly kind: 'done'; readonly fileName: string; readonly result: BulkUploadResult }
  | { readonly kind: 'failed'; readonly fileName: string; readonly message: string };

const IDLE: Stage = { kind: 'idle' };

function UploadProgressBar({ stage }: { readonly stage: Stage }) {
  if (stage.kind === 'sending') {
    const text =
      stage.percent === null
        ? t('Sending the file…')
        : t('Sending the file… {{percent}}%', { percent: stage.percent });
    return (
      <div>
        <Typography.Text>{text}</Typography.Text>
        <Progress
          percent={stage.percent ?? 0}
          status="active"
          aria-label={t('Upload progress')}
          aria-valuetext={text}
        />
      </div>
    );
  }
  if (stage.kind === 'processing') {
    // Everything is sent; the server reports how many rows it has processed while it works.
    const text =
      stage.total === null
        ? t('Processing rows…')
        : t('Processing rows… {{processed}} of {{total}}', {
            processed: stage.processed,
            total: stage.total,
          });
    return (
      <div>
        <Typography.Text>{text}</Typography.Text>
        <Progress
          percent={stage.total === null ? SENDING_SHARE : processingPercent(stage.processed, stage.total)}
          status="active"
          aria-label={t('Upload progress')}
          aria-valuetext={text}
        />
      </div>
    );
  }
  if (stage.kind === 'done') {
    return (
      <Progress
        percent={100}
        status={stage.result.errors.length === 0 ? 'success' : 'normal'}
        aria-label={t('Upload progress')}
      />
    );
  }
  return null;
}

function UploadErrors({ result }: { readonly result: BulkUploadResult }) {
  const { token } = theme.useToken();
  if (result.errors.length === 0) return null;
  return (
    <div>
      <Typography.Text strong id="upload-errors-heading">
        {t('Rows not uploaded ({{n}})', { n: result.errors.length })}
      </Typography.Text>
      <ul
        aria-labelledby="upload-errors-heading"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable to scroll it by keyboard
        tabIndex={0}
        data-testid="upload-errors"
        style={{
          maxHeight: 220,
          overflowY: 'auto',
          margin: `${token.marginXS}px 0 0`,
          padding: `${token.paddingXS}px ${token.paddingXS}px ${token.paddingXS}px ${token.paddingLG}px`,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {rowErrorLines(result.errors).map((line, index) => (
          // rows can repeat (several errors on one row), so the position is part of the key
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={`${index}-${line}`}>
            <Typography.Text type="danger">{line}</Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Bulk Upload (spec: screens): template download, file pick, real upload progress, results, 'Upload Another File'. */
export function BulkUploadDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>(IDLE);
  const upload = useUploadParticipants();
  const template = useDownloadTemplate();
  const busy = stage.kind === 'sending' || stage.kind === 'processing';

  const start = (file: File) => {
    const fileName = file.name;
    setStage({ kind: 'sending', fileName, percent: 0 });
    const onProgress = (progress: UploadProgress) =>
      setStage((current) => {
        // a late progress event never takes the dialog back from a result
        if (current.kind !== 'sending' && current.kind !== 'processing') return current;
        return progress.stage === 'processing'
          ? { kind: 'processing', fileName, processed: progress.processed, total: progress.total }
          : { kind: 'sending', fileName, percent: sendingPercent(progress.loaded, progress.total) };
      });
    upload.mutate(
      { file, onProgress },
      {
        onSuccess: (result) => {
          setStage({ kind: 'done', fileName, result });
          const summary = uploadSummary(result);
          if (summary.ok) toast.success(summary.description, summary.title);
          else toast.error(summary.title, summary.description);
        },
        onError: (error) => {
          const message = failureText(error, t('The file could not be uploaded'));
          setStage({ kind: 'failed', fileName, message });
          toast.error(t('Upload failed'), message);
        },
      },
    );
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // cleared so that picking the same file again (after fixing it) fires a change
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedUploadFile(file)) {
      toast.error(t('Invalid file type'), t('Please select a CSV or Excel file'));
      return;
    }
    start(file);
  };

  return (
    <Modal
      open={open}
      title={t('Bulk Upload Participants')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
      width={600}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <section aria-labelledby="template-heading">
          <Typography.Title level={3} id="template-heading" style={{ fontSize: 16 }}>
            {t('1. Download the template')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t(
              'One participant per row, with the columns of the template. Leave projectId empty to use your own project.',
            )}
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={template.isPending && template.variables === 'csv'}
              onClick={() => template.mutate('csv')}
            >
              {t('CSV Template')}
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={template.isPending && template.variables === 'xlsx'}
              onClick={() => template.mutate('xlsx')}
            >
              {t('Excel Template')}
            </Button>
          </Flex>
        </section>

        <section aria-labelledby="upload-heading">
          <Typography.Title level={3} id="upload-heading" style={{ fontSize: 16 }}>
            {t('2. Upload the filled file')}
          </Typography.Title>
          <input
            ref={input}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('Participants file')}
            data-testid="participants-file-input"
            onChange={onPick}
          />
          {stage.kind === 'idle' ? (
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden />}
              onClick={() => input.current?.click()}
            >
              {t('Choose File')}
            </Button>
          ) : (
            <Typography.Text>
              {t('File:')} <Typography.Text strong>{stage.fileName}</Typography.Text>
            </Typography.Text>
          )}
        </section>

        <div aria-live="polite">
          <Flex vertical gap={12}>
            <UploadProgressBar stage={stage} />
            {stage.kind === 'done' && (
              <Alert
                type={stage.result.errors.length === 0 ? 'success' : 'warning'}
                showIcon
                title={t('{{n}} participants uploaded successfully', { n: stage.result.success })}
                description={
                  stage.result.errors.length > 0
                    ? t('{{n}} rows were not uploaded; fix them and upload those rows again.', {
                        n: stage.result.errors.length,
                      })
                    : undefined
                }
              />
            )}
            {stage.kind === 'done' && <UploadErrors result={stage.result} />}
            {stage.kind === 'failed' && (
              <Alert type="error" showIcon title={t('Upload failed')} description={stage.message} />
            )}
          </Flex>
        </div>

        {(stage.kind === 'done' || stage.kind === 'failed') && (
          <div>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => setStage(IDLE)} disabled={busy}>
              {t('Upload Another File')}
            </Button>
          </div>
        )}
      </Flex>
    </Modal>
  );
}
