import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './attachment';

describe('attachment header', () => {
  it('gives the exact name in filename* and an ASCII fallback', () => {
    expect(attachmentHeader('Mkutano wa Jumatatu – 23.pdf')).toBe(
      `attachment; filename="Mkutano wa Jumatatu _ 23.pdf"; filename*=UTF-8''Mkutano%20wa%20Jumatatu%20%E2%80%93%2023.pdf`,
    );
  });

  it('keeps quotes, backslashes and line breaks out of the header', () => {
    const header = attachmentHeader('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_b_cSet-Cookie: x.pdf"')).toBe(true);
  });
});
