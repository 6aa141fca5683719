import { DownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Typography, theme } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { t } from '@/i18n';
import { saveTextFile } from '@/lib/download';
import { useToast } from '@/lib/toast';
import { type MemberRow, type MemberUploadResult, useUploadGroupMembers } from '../api/upload-group-members';
import type { OneGroupDialogProps } from './create-fund-dialog';
import {
  isCsvFileName,
  MEMBER_TEMPLATE_CSV,
  MEMBER_TEMPLATE_NAME,
  NOT_CSV_MESSAGE,
  parseMemberCsv,
  uploadPercent,
  uploadSuccessMessage,
} from './member-upload';

/** idle → checked (the browser has read the file) → sending (one POST per row) → done. */
type Stage =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'checked';
      readonly fileName: string;
      readonly valid: readonly MemberRow[];
      readonly errors: readonly string[];
    }
  | {
      readonly kind: 'sending';
      readonly fileName: string;
      readonly errors: readonly string[];
      readonly sent: number;
      readonly total: number;
    }
  | {
      readonly kind: 'done';
      readonly fileName: string;
      readonly errors: readonly string[];
      readonly result: MemberUploadResult;
    };

const IDLE: Stage = { kind: 'idle' };

function Lines({
  id,
  title,
  lines,
}: {
  readonly id: string;
  readonly title: string;
  readonly lines: readonly string[];
}) {
  const { token } = theme.useToken();
  if (lines.length === 0) return null;
  return (
    <div>
      <Typography.Text strong id={id}>
        {title} ({lines.length})
      </Typography.Text>
      <ul
        aria-labelledby={id}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable to scroll it by keyboard
        tabIndex={0}
        data-testid={id}
        style={{
          maxHeight: 200,
          overflowY: 'auto',
          margin: `${token.marginXS}px 0 0`,
          padding: `${token.paddingXS}px ${token.paddingXS}px ${token.paddingXS}px ${token.paddingLG}px`,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders and lines may repeat
          <li key={`${index}-${line}`}>
            <Typography.Text type="danger">{line}</Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Bulk Upload (spec: screens, validation, API calls, error catalogue): the template is made here; the chosen CSV is read and checked in the
 * browser (valid rows kept, invalid ones reported), then the valid rows are sent one POST at a time with a
 * bar of rows sent over rows to send.
 */
export function BulkMemberUploadDialog({ open, groupId, groupName, onClose }: OneGroupDialogProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>(IDLE);
  const upload = useUploadGroupMembers();
  const busy = stage.kind === 'sending';

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // cleared so that picking the same file again (after fixing it) fires a change
    event.target.value = '';
    if (!file) return;
    if (!isCsvFileName(file.name)) {
      toast.error(t('Error'), t(NOT_CSV_MESSAGE));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast.error(t('Error'), t('The file could not be read'));
      return;
    }
    const result = parseMemberCsv(text);
    setStage({
      kind: 'checked',
      fileName: file.name,
      valid: result.valid,
      errors: result.errors.map((entry) => entry.error),
    });
  };

  const send = () => {
    if (stage.kind !== 'checked' || stage.valid.length === 0) return;
    const { fileName, errors, valid } = stage;
    setStage({ kind: 'sending', fileName, errors, sent: 0, total: valid.length });
    upload.mutate(
      {
        groupId,
        rows: valid,
        onProgress: (sent, total) =>
          setStage((current) => (current.kind === 'sending' ? { ...current, sent, total } : current)),
      },
      {
        onSuccess: (result) => {
          setStage({ kind: 'done', fileName, errors, result });
          if (result.uploaded > 0) toast.success(uploadSuccessMessage(result.uploaded));
          else toast.error(t('Error'), t('Upload failed'));
        },
        onError: () => {
          setStage({ kind: 'done', fileName, errors, result: { uploaded: 0, failures: [] } });
          toast.error(t('Error'), t('Upload failed'));
        },
      },
    );
  };

  const footer = (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose} disabled={busy}>
        {t('Close')}
      </Button>
      {stage.kind === 'checked' && (
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          disabled={stage.valid.length === 0}
          onClick={send}
        >
          {t('Upload {{n}} Member(s)', { n: stage.valid.length })}
        </Button>
      )}
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={t('Bulk Upload Members to {{group}}', { group: groupName })}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: !busy }}
      footer={footer}
      width={640}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <section aria-labelledby="member-template-heading">
          <Typography.Title level={3} id="member-template-heading" style={{ fontSize: 16 }}>
            {t('1. Download the template')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t(
              'One member per row with the nine columns of the template. Role is member, president, secretary or treasurer (blank means member).',
            )}
          </Typography.Paragraph>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => saveTextFile(MEMBER_TEMPLATE_NAME, MEMBER_TEMPLATE_CSV)}
          >
            {t('Download Template')}
          </Button>
        </section>

        <section aria-labelledby="member-upload-heading">
          <Typography.Title level={3} id="member-upload-heading" style={{ fontSize: 16 }}>
            {t('2. Choose the filled CSV file')}
          </Typography.Title>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('Members CSV file')}
            data-testid="members-file-input"
            onChange={(event) => void onPick(event)}
          />
          {stage.kind === 'idle' ? (
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden />}
              onClick={() => input.current?.click()}
            >
              {t('Choose CSV File')}
            </Button>
          ) : (
            <Typography.Text>
              {t('File:')} <Typography.Text strong>{stage.fileName}</Typography.Text>
            </Typography.Text>
          )}
        </section>

        <div aria-live="polite">
          <Flex vertical gap={12}>
            {stage.kind === 'checked' && (
              <Alert
                type={stage.valid.length === 0 ? 'error' : stage.errors.length > 0 ? 'warning' : 'info'}
                showIcon
                data-testid="member-upload-check"
                title={t('{{n}} valid row(s) ready to upload', { n: stage.valid.length })}
                description={
                  stage.errors.length > 0
                    ? t('{{n}} row(s) will not be uploaded; fix them and upload those rows again.', {
                        n: stage.errors.length,
                      })
                    : undefined
                }
              />
            )}
            {stage.kind === 'sending' && (
              <div>
                <Typography.Text>
                  {t('Uploading members… {{sent}} of {{total}}', { sent: stage.sent, total: stage.total })}
                </Typography.Text>
                <Progress
                  percent={uploadPercent(stage.sent, stage.total)}
                  status="active"
                  aria-label={t('Upload progress')}
                  aria-valuetext={t('{{sent}} of {{count}} members sent', {
                    sent: stage.sent,
                    count: stage.total,
                  })}
                />
              </div>
            )}
            {stage.kind === 'done' && (
              <>
                <Progress
                  percent={100}
                  status={stage.result.failures.length === 0 ? 'success' : 'normal'}
                  aria-label={t('Upload progress')}
                />
                <Alert
                  type={
                    stage.result.failures.length === 0 && stage.result.uploaded > 0 ? 'success' : 'warning'
                  }
                  showIcon
                  data-testid="member-upload-result"
                  title={uploadSuccessMessage(stage.result.uploaded)}
                  description={
                    stage.result.failures.length > 0
                      ? t('{{n}} member(s) were refused by the server.', { n: stage.result.failures.length })
                      : undefined
                  }
                />
                <Lines
                  id="member-upload-failures"
                  title={t('Members not uploaded')}
                  lines={stage.result.failures.map((failure) => failure.message)}
                />
              </>
            )}
            {stage.kind !== 'idle' && (
              <Lines id="member-upload-errors" title={t('Rows with errors')} lines={stage.errors} />
            )}
          </Flex>
        </div>

        {(stage.kind === 'done' || stage.kind === 'checked') && (
          <div>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => setStage(IDLE)}>
              {t('Choose Another File')}
            </Button>
          </div>
        )}
      </Flex>
    </Modal>
  );
}
