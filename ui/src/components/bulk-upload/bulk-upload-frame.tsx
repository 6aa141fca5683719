import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { t } from '@/i18n';
import { FinishedProgress, RowLines, RunningProgress } from './upload-parts';
import { stageChecked, stageFileName, type UploadStage } from './upload-stage';
import { type BrowserCheck, type UploadPipeline, useUploadPipeline } from './use-upload-pipeline';

/** How the rows checked in the browser are shown, and the button that sends them. */
export interface CheckView<Checked> {
  /** The summary of the check, while the dialog waits for the user. */
  readonly summary: (checked: Checked) => ReactNode;
  /** The button that sends the rows: 'Upload 3 Member(s)'. */
  readonly confirm: (checked: Checked) => string;
  /** The rows the check refused, listed from the check on; and the list's title. */
  readonly refusedRows: (checked: Checked) => readonly string[];
  readonly refusedTitle: string;
}

/** What a bulk upload dialog shows around the pipeline: its texts, its template and how a result reads. */
export interface BulkUploadView<Checked, Result> {
  readonly title: string;
  readonly width: number;
  /** Prefixes the ids of the headings ('template-heading') and of the refused rows' list ('upload-errors'). */
  readonly idPrefix: string;
  /** The dialog cannot be closed while rows are sent. */
  readonly lockWhileBusy?: boolean;
  readonly template: { readonly hint: string; readonly actions: ReactNode };
  readonly file: {
    readonly heading: string;
    readonly accept: string;
    /** The hidden file input's accessible name and test id. */
    readonly label: string;
    readonly testId: string;
    /** 'Choose File' */
    readonly choose: string;
    /** 'Upload Another File', once there is a check or a result to leave. */
    readonly again: string;
  };
  readonly check?: CheckView<Checked>;
  readonly result: {
    /** Every row went in: the full bar turns green. */
    readonly clean: (result: Result) => boolean;
    /** The summary and the rows the server refused. */
    readonly render: (result: Result) => ReactNode;
  };
}

export interface BulkUploadSpec<Checked, Result, Variables>
  extends UploadPipeline<Checked, Result, Variables>,
    Omit<BulkUploadView<Checked, Result>, 'check'> {
  readonly check?: BrowserCheck<Checked> & CheckView<Checked>;
}

/** The live part of the dialog: the check, the bar, the result or the failure, and the refused rows. */
export function UploadStageView<Checked, Result>({
  stage,
  view,
}: {
  readonly stage: UploadStage<Checked, Result>;
  readonly view: Pick<BulkUploadView<Checked, Result>, 'check' | 'result' | 'idPrefix'>;
}) {
  const checked = stageChecked(stage);
  const refused = view.check && checked !== undefined ? view.check.refusedRows(checked) : [];
  return (
    <div aria-live="polite">
      <Flex vertical gap={12}>
        {stage.kind === 'checked' && view.check?.summary(stage.checked)}
        {stage.kind === 'sending' && <RunningProgress progress={stage.progress} />}
        {stage.kind === 'done' && (
          <>
            <FinishedProgress clean={view.result.clean(stage.result)} />
            {view.result.render(stage.result)}
          </>
        )}
        {stage.kind === 'failed' && (
          <Alert type="error" showIcon title={t('Upload failed')} description={stage.message} />
        )}
        {view.check && (
          <RowLines
            headingId={`${view.idPrefix}upload-errors`}
            testId={`${view.idPrefix}upload-errors`}
            heading={`${view.check.refusedTitle} (${refused.length})`}
            lines={refused}
            maxHeight={200}
          />
        )}
      </Flex>
    </div>
  );
}

function FileSection({
  idPrefix,
  file,
  fileName,
  onPick,
}: {
  readonly idPrefix: string;
  readonly file: BulkUploadView<unknown, unknown>['file'];
  readonly fileName: string | null;
  readonly onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby={`${idPrefix}upload-heading`}>
      <Typography.Title level={3} id={`${idPrefix}upload-heading`} style={{ fontSize: 16 }}>
        {file.heading}
      </Typography.Title>
      <input
        ref={input}
        type="file"
        accept={file.accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={file.label}
        data-testid={file.testId}
        onChange={onPick}
      />
      {fileName === null ? (
        <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {file.choose}
        </Button>
      ) : (
        <Typography.Text>
          {t('File:')} <Typography.Text strong>{fileName}</Typography.Text>
        </Typography.Text>
      )}
    </section>
  );
}

/**
 * A bulk upload dialog (spec: screens "Bulk Upload"): 1. the template, 2. the file; then, where the rows are
 * checked in the browser, the check and the button that sends the valid ones; the bar; the result with the
 * rows not uploaded; and a way back to choosing another file.
 */
export function BulkUploadFrame<Checked, Result, Variables>({
  open,
  onClose,
  spec,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly spec: BulkUploadSpec<Checked, Result, Variables>;
}) {
  const { stage, busy, pick, send, reset } = useUploadPipeline(spec);
  const locked = spec.lockWhileBusy === true && busy;
  const footer = (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose} disabled={locked}>
        {t('Close')}
      </Button>
      {stage.kind === 'checked' && spec.check && (
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          disabled={!spec.check.canSend(stage.checked)}
          onClick={send}
        >
          {spec.check.confirm(stage.checked)}
        </Button>
      )}
    </Flex>
  );
  return (
    <Modal
      open={open}
      title={spec.title}
      onCancel={locked ? undefined : onClose}
      closable={spec.lockWhileBusy ? !busy : undefined}
      mask={spec.lockWhileBusy ? { closable: !busy } : undefined}
      footer={footer}
      width={spec.width}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <section aria-labelledby={`${spec.idPrefix}template-heading`}>
          <Typography.Title level={3} id={`${spec.idPrefix}template-heading`} style={{ fontSize: 16 }}>
            {t('1. Download the template')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{spec.template.hint}</Typography.Paragraph>
          {spec.template.actions}
        </section>
        <FileSection
          idPrefix={spec.idPrefix}
          file={spec.file}
          fileName={stageFileName(stage)}
          onPick={(event) => void pick(event)}
        />
        <UploadStageView stage={stage} view={spec} />
        {(stage.kind === 'done' || stage.kind === 'failed' || stage.kind === 'checked') && (
          <div>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={reset}>
              {spec.file.again}
            </Button>
          </div>
        )}
      </Flex>
    </Modal>
  );
}
