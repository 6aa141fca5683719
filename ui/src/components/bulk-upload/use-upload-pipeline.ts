import type { UseMutationResult } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { t } from '@/i18n';
import { useToast } from '@/lib/toast';
import {
  type Announcement,
  IDLE_STAGE,
  type ProgressView,
  stageChecked,
  type UploadStage,
  withProgress,
} from './upload-stage';

/** Reading and checking the rows in the browser before anything is sent; the user then confirms the upload. */
export interface BrowserCheck<Checked> {
  /** The file's text → the rows to send and the rows refused. */
  readonly read: (text: string) => Checked;
  /** Whether anything is left to send. */
  readonly canSend: (checked: Checked) => boolean;
}

/** What differs between two bulk uploads' pipelines: the file they take, the check, the endpoint, the toasts. */
export interface UploadPipeline<Checked, Result, Variables> {
  readonly accepts: (file: File) => boolean;
  /** The toast of a file `accepts` refuses. */
  readonly refused: { readonly title: string; readonly description: string };
  /** Absent: the file is sent as soon as it is chosen, and the server checks its rows. */
  readonly check?: BrowserCheck<Checked>;
  /** The upload; its own callbacks refresh the lists. */
  readonly mutation: Pick<UseMutationResult<Result, Error, Variables>, 'mutate'>;
  /** The mutation's variables, with a way to move the bar. */
  readonly request: (
    file: File,
    checked: Checked | undefined,
    onProgress: (progress: ProgressView) => void,
  ) => Variables;
  /** The bar as the upload starts. */
  readonly firstProgress: (checked: Checked | undefined) => ProgressView;
  readonly announce: (result: Result) => Announcement;
  /** A failed upload: a result to show and announce as any other, or the message of a failed stage. */
  readonly failure: (error: unknown) => { readonly result: Result } | { readonly message: string };
}

export interface UploadPipelineState<Checked, Result> {
  readonly stage: UploadStage<Checked, Result>;
  /** Rows are being sent. */
  readonly busy: boolean;
  /** The rows checked in the browser, from the check on. */
  readonly checked: Checked | undefined;
  readonly pick: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  readonly send: () => void;
  readonly reset: () => void;
}

/**
 * One bulk upload's stages (upload-stage.ts): `pick` takes the chosen file (refused, checked in the browser,
 * or sent at once), `send` sends checked rows, `reset` goes back to choosing a file.
 */
export const useUploadPipeline = <Checked, Result, Variables>(
  pipeline: UploadPipeline<Checked, Result, Variables>,
): UploadPipelineState<Checked, Result> => {
  const toast = useToast();
  const [stage, setStage] = useState<UploadStage<Checked, Result>>(IDLE_STAGE);

  const start = (file: File, checked: Checked | undefined) => {
    const fileName = file.name;
    setStage({ kind: 'sending', fileName, checked, progress: pipeline.firstProgress(checked) });
    const onProgress = (progress: ProgressView) => setStage((current) => withProgress(current, progress));
    const finish = (result: Result) => {
      setStage({ kind: 'done', fileName, checked, result });
      const { ok, title, description } = pipeline.announce(result);
      if (ok) toast.success(description, title);
      else toast.error(title ?? t('Error'), description);
    };
    pipeline.mutation.mutate(pipeline.request(file, checked, onProgress), {
      onSuccess: finish,
      onError: (error) => {
        const failure = pipeline.failure(error);
        if ('result' in failure) return finish(failure.result);
        setStage({ kind: 'failed', fileName, checked, message: failure.message });
        toast.error(t('Upload failed'), failure.message);
      },
    });
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // cleared so that picking the same file again (after fixing it) fires a change
    event.target.value = '';
    if (!file) return;
    if (!pipeline.accepts(file)) {
      toast.error(pipeline.refused.title, pipeline.refused.description);
      return;
    }
    if (!pipeline.check) return start(file, undefined);
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast.error(t('Error'), t('The file could not be read'));
      return;
    }
    setStage({ kind: 'checked', file, checked: pipeline.check.read(text) });
  };

  const send = () => {
    if (stage.kind !== 'checked' || !pipeline.check?.canSend(stage.checked)) return;
    start(stage.file, stage.checked);
  };

  return {
    stage,
    busy: stage.kind === 'sending',
    checked: stageChecked(stage),
    pick,
    send,
    reset: () => setStage(IDLE_STAGE),
  };
};
