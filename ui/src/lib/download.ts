import {
  currentMinPosition,
  errorFromResponse,
  MIN_POSITION_HEADER,
  type RequestOptions,
  withParams,
} from './api-client';

/** The file name of a Content-Disposition header (RFC 6266: filename* first), or the fallback. */
export const filenameFromDisposition = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || fallback;
};

/**
 * Downloads a file the server generates (exports, templates) through fetch rather than a plain link, so
 * a refusal becomes an ApiError the caller can show as a toast instead of a page of JSON. The read carries
 * X-Min-Position like every GET, so an export includes the user's own last write.
 */
export const downloadFile = async (
  url: string,
  params: RequestOptions['params'],
  fallbackName: string,
): Promise<string> => {
  const headers: Record<string, string> = { Accept: '*/*' };
  const minPosition = currentMinPosition();
  if (minPosition !== null) headers[MIN_POSITION_HEADER] = minPosition;
  const response = await fetch(withParams(url, params), { headers, credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
  const name = filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the browser's download; give it a moment before releasing it
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return name;
};

/** Saves text the browser made itself (e.g. a CSV template) as a file download. */
export const saveTextFile = (name: string, text: string, type = 'text/csv;charset=utf-8'): void => {
  const href = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
