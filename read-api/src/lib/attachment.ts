/**
 * A Content-Disposition for a download under its original name (RFC 6266): an ASCII `filename` for old
 * clients, the exact name in `filename*` (UTF-8, percent-encoded). Quotes, backslashes and control
 * characters never reach the header.
 */
export const attachmentHeader = (name: string): string => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
