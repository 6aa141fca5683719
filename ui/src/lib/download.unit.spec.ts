import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('download file names', () => {
  it('reads a quoted or bare filename', () => {
    expect(filenameFromDisposition('attachment; filename="participants.csv"', 'x')).toBe('participants.csv');
    expect(filenameFromDisposition('attachment; filename=contributions.xlsx', 'x')).toBe(
      'contributions.xlsx',
    );
  });

  it('prefers the encoded filename* when the server sends both', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="export.csv"; filename*=UTF-8''Michango%20Januari.csv`,
        'x',
      ),
    ).toBe('Michango Januari.csv');
  });

  it('falls back when there is no header or no name in it', () => {
    expect(filenameFromDisposition(null, 'participants-template.csv')).toBe('participants-template.csv');
    expect(filenameFromDisposition('attachment', 'participants-template.xlsx')).toBe(
      'participants-template.xlsx',
    );
  });
});
