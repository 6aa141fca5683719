/** What the bar of a running upload shows: its line of text, the percent, and what a screen reader hears. */
export interface ProgressView {
  readonly text: string;
  readonly percent: number;
  /** Defaults to `text`. */
  readonly valueText?: string;
}

/**
 * The stages of a bulk upload: idle → checked (the browser has read and checked the rows, and waits for the
 * user; only where the rows are checked in the browser) → sending → done, or failed (the upload did not
 * happen). `checked` travels with the later stages, so the rows refused in the browser stay listed.
 */
export type UploadStage<Checked, Result> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checked'; readonly file: File; readonly checked: Checked }
  | {
      readonly kind: 'sending';
      readonly fileName: string;
      readonly checked: Checked | undefined;
      readonly progress: ProgressView;
    }
  | {
      readonly kind: 'done';
      readonly fileName: string;
      readonly checked: Checked | undefined;
      readonly result: Result;
    }
  | {
      readonly kind: 'failed';
      readonly fileName: string;
      readonly checked: Checked | undefined;
      readonly message: string;
    };

export const IDLE_STAGE = { kind: 'idle' } as const;

/** The file's name, once one is chosen. */
export const stageFileName = (stage: UploadStage<unknown, unknown>): string | null => {
  if (stage.kind === 'idle') return null;
  return stage.kind === 'checked' ? stage.file.name : stage.fileName;
};

/** The rows checked in the browser, in any stage after the check. */
export const stageChecked = <Checked>(stage: UploadStage<Checked, unknown>): Checked | undefined =>
  stage.kind === 'idle' ? undefined : stage.checked;

/** A progress report moves the bar of a running upload; a late one never takes the dialog back from a result. */
export const withProgress = <Checked, Result>(
  current: UploadStage<Checked, Result>,
  progress: ProgressView,
): UploadStage<Checked, Result> => (current.kind === 'sending' ? { ...current, progress } : current);

/** What the dialog toasts when an upload has finished: a success, or an error with its title. */
export interface Announcement {
  readonly ok: boolean;
  /** A success without one is titled 'Success'; an error without one 'Error'. */
  readonly title?: string;
  readonly description: string;
}
