import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UploadStageView } from './bulk-upload-frame';
import { IDLE_STAGE, stageChecked, stageFileName, type UploadStage, withProgress } from './upload-stage';

interface Checked {
  readonly valid: number;
  readonly refused: readonly string[];
}
interface Result {
  readonly uploaded: number;
}
type Stage = UploadStage<Checked, Result>;

const file = { name: 'members.csv' } as File;
const checked: Checked = { valid: 2, refused: ['Row 3: Incorrect number of columns'] };
const sending: Stage = {
  kind: 'sending',
  fileName: 'members.csv',
  checked,
  progress: { text: 'Uploading members… 0 of 2', percent: 0 },
};
const done: Stage = { kind: 'done', fileName: 'members.csv', checked, result: { uploaded: 2 } };

const view = {
  idPrefix: 'member-',
  check: {
    summary: (c: Checked) => <p>{`${c.valid} valid row(s) ready to upload`}</p>,
    confirm: (c: Checked) => `Upload ${c.valid} Member(s)`,
    refusedRows: (c: Checked) => c.refused,
    refusedTitle: 'Rows with errors',
  },
  result: {
    clean: (r: Result) => r.uploaded > 0,
    render: (r: Result) => <p>{`Successfully uploaded ${r.uploaded} member(s)`}</p>,
  },
};
const render = (stage: Stage, shown: typeof view | Omit<typeof view, 'check'> = view) =>
  renderToStaticMarkup(<UploadStageView stage={stage} view={shown} />);

describe('the stages of a bulk upload', () => {
  it('know the chosen file and the rows checked in the browser once there are some', () => {
    expect(stageFileName(IDLE_STAGE)).toBeNull();
    expect(stageFileName({ kind: 'checked', file, checked })).toBe('members.csv');
    expect(stageFileName(done)).toBe('members.csv');
    expect(stageChecked<Checked>(IDLE_STAGE)).toBeUndefined();
    expect(stageChecked(done)).toBe(checked);
  });

  it('move the bar only while sending: a late report never takes a result back', () => {
    const moved = withProgress(sending, { text: 'Uploading members… 1 of 2', percent: 50 });
    expect(moved).toEqual({ ...sending, progress: { text: 'Uploading members… 1 of 2', percent: 50 } });
    expect(withProgress(done, { text: 'late', percent: 10 })).toBe(done);
    expect(withProgress(IDLE_STAGE, { text: 'late', percent: 10 })).toBe(IDLE_STAGE);
  });
});

describe('the live part of a bulk upload dialog', () => {
  it('shows nothing before a file is chosen', () => {
    const html = render(IDLE_STAGE);
    expect(html).not.toContain('<p>');
    expect(html).not.toContain('progressbar');
    expect(html).not.toContain('<ul');
  });

  it("shows the check's summary and the refused rows under their titled list", () => {
    const html = render({ kind: 'checked', file, checked });
    expect(html).toContain('2 valid row(s) ready to upload');
    expect(html).toContain('id="member-upload-errors"');
    expect(html).toContain('data-testid="member-upload-errors"');
    expect(html).toContain('Rows with errors (1)');
    expect(html).toContain('Row 3: Incorrect number of columns');
  });

  it('shows the running bar with its text and what a screen reader hears', () => {
    const html = render({ ...sending, progress: { ...sending.progress, valueText: '0 of 2 members sent' } });
    expect(html).toContain('Uploading members… 0 of 2');
    expect(html).toContain('aria-label="Upload progress"');
    expect(html).toContain('aria-valuetext="0 of 2 members sent"');
    expect(html).toContain('aria-valuenow="0"');
  });

  it('shows the full bar and the result, and keeps the rows refused in the browser listed', () => {
    const html = render(done);
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('Successfully uploaded 2 member(s)');
    expect(html).toContain('Rows with errors (1)');
  });

  it('shows a failed upload with its message, and no refused rows where nothing is checked in the browser', () => {
    const { check: _, ...serverChecked } = view;
    const html = render(
      { kind: 'failed', fileName: 'children.csv', checked: undefined, message: 'The file is empty' },
      serverChecked,
    );
    expect(html).toContain('Upload failed');
    expect(html).toContain('The file is empty');
    expect(html).not.toContain('upload-errors');
  });
});
