import { describe, expect, it } from 'vitest';
import {
  isAcceptedUploadFile,
  processingPercent,
  progressView,
  rowErrorLines,
  sendingPercent,
  sendingView,
  uploadSummary,
} from './bulk-upload';

describe('upload file types', () => {
  it('accepts CSV and Excel files by type or by name', () => {
    expect(isAcceptedUploadFile({ name: 'children.csv', type: 'text/csv' })).toBe(true);
    expect(isAcceptedUploadFile({ name: 'export', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isAcceptedUploadFile({ name: 'children.XLSX', type: '' })).toBe(true);
    expect(isAcceptedUploadFile({ name: 'children.csv', type: 'application/octet-stream' })).toBe(true);
  });

  it('refuses other files', () => {
    expect(isAcceptedUploadFile({ name: 'photo.png', type: 'image/png' })).toBe(false);
    expect(isAcceptedUploadFile({ name: 'children.csv.exe', type: '' })).toBe(false);
  });
});

describe('upload progress', () => {
  it('scales the bytes sent onto 0-90, never beyond 90 before the answer', () => {
    expect(sendingPercent(0, 1000)).toBe(0);
    expect(sendingPercent(500, 1000)).toBe(10);
    expect(sendingPercent(1000, 1000)).toBe(20);
    expect(sendingPercent(2000, 1000)).toBe(20);
    expect(processingPercent(0, 5000)).toBe(20);
    expect(processingPercent(2500, 5000)).toBe(55);
    expect(processingPercent(5000, 5000)).toBe(90);
    expect(processingPercent(9000, 5000)).toBe(90);
  });

  it('claims no percentage when the total is unknown', () => {
    expect(sendingPercent(500, null)).toBeNull();
    expect(sendingPercent(0, 0)).toBeNull();
  });
});

describe('the upload bar', () => {
  it('says how much of the file is sent, or only that it is being sent', () => {
    expect(sendingView(0)).toEqual({ text: 'Sending the file… 0%', percent: 0 });
    expect(progressView({ stage: 'sending', loaded: 500, total: 1000 })).toEqual({
      text: 'Sending the file… 10%',
      percent: 10,
    });
    expect(progressView({ stage: 'sending', loaded: 500, total: null })).toEqual({
      text: 'Sending the file…',
      percent: 0,
    });
  });

  it("then follows the server's rows processed, when it has told how many there are", () => {
    expect(progressView({ stage: 'processing', processed: 0, total: null })).toEqual({
      text: 'Processing rows…',
      percent: 20,
    });
    expect(progressView({ stage: 'processing', processed: 2500, total: 5000 })).toEqual({
      text: 'Processing rows… 2500 of 5000',
      percent: 55,
    });
  });
});

describe('upload results', () => {
  it('reports success when every row was taken', () => {
    expect(uploadSummary({ success: 12, errors: [] })).toEqual({
      ok: true,
      title: 'Upload successful',
      description: '12 participants uploaded successfully',
    });
  });

  it('reports warnings with both counts when some rows failed', () => {
    expect(
      uploadSummary({ success: 2, errors: [{ row: 4, error: 'Gender must be Male or Female' }] }),
    ).toEqual({
      ok: false,
      title: 'Upload completed with warnings',
      description: '2 successful, 1 errors',
    });
  });

  it('lists each failed row in row order', () => {
    expect(
      rowErrorLines([
        { row: 7, error: 'Surname is required' },
        { row: 4, error: 'Gender must be Male or Female' },
      ]),
    ).toEqual(['Row 4: Gender must be Male or Female', 'Row 7: Surname is required']);
  });
});
