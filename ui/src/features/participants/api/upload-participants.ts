import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiGet,
  currentMinPosition,
  errorFromResponse,
  MIN_POSITION_HEADER,
  notePosition,
} from '@/lib/api-client';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

export const BULK_UPLOAD_URL = `${PARTICIPANTS_URL}/bulk-upload`;

/** The answer of POST /api/participants/bulk-upload (spec: fields "Bulk upload result"). */
export interface BulkUploadResult {
  readonly success: number;
  readonly errors: readonly { readonly row: number; readonly error: string }[];
  readonly position?: string;
}

/** What is known while an upload runs: bytes sent (total null when the browser cannot tell), then done sending. */
export type UploadProgress =
  | { readonly stage: 'sending'; readonly loaded: number; readonly total: number | null }
  | { readonly stage: 'processing'; readonly processed: number; readonly total: number | null };

interface ServerProgress {
  readonly total: number;
  readonly processed: number;
  readonly done: boolean;
}

const isResult = (value: unknown): value is BulkUploadResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { success?: unknown }).success === 'number' &&
  Array.isArray((value as { errors?: unknown }).errors);

/**
 * POST /api/participants/bulk-upload (multipart, field `file`) through XMLHttpRequest, because fetch
 * cannot report upload progress. Same rules as the api-client: cookies, X-Min-Position, the answer's
 * position remembered, and a non-success answer turned into an ApiError with the server's message.
 */
export const uploadParticipants = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<BulkUploadResult> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', BULK_UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // The server records the rows it has processed under this id while it works; we poll it.
    const uploadId = `upload-${crypto.randomUUID()}`;
    xhr.setRequestHeader('X-Upload-Id', uploadId);
    let polling: ReturnType<typeof setInterval> | undefined;
    const stopPolling = () => clearInterval(polling);
    const poll = () =>
      apiGet<ServerProgress>(`${BULK_UPLOAD_URL}/${uploadId}/progress`)
        .then((p) => {
          if (polling !== undefined && p.total > 0)
            onProgress({ stage: 'processing', processed: p.processed, total: p.total });
        })
        .catch(() => {});
    const minPosition = currentMinPosition();
    if (minPosition !== null) xhr.setRequestHeader(MIN_POSITION_HEADER, minPosition);
    xhr.upload.onprogress = (event) =>
      onProgress({
        stage: 'sending',
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : null,
      });
    // every byte is out: from here the server is reading the rows, and nothing more is known until it answers
    xhr.upload.onload = () => {
      onProgress({ stage: 'processing', processed: 0, total: null });
      polling = setInterval(poll, 400);
    };
    xhr.onerror = () => {
      stopPolling();
      reject(new ApiError(0, 'The upload could not reach the server'));
    };
    xhr.onabort = () => {
      stopPolling();
      reject(new ApiError(0, 'The upload was cancelled'));
    };
    xhr.onload = async () => {
      stopPolling();
      polling = undefined;
      if (xhr.status < 200 || xhr.status >= 300) {
        const response = new Response(xhr.responseText || null, {
          status: xhr.status,
          statusText: xhr.statusText,
        });
        reject(await errorFromResponse(response));
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        reject(new ApiError(xhr.status, 'The server answered the upload with something other than JSON'));
        return;
      }
      if (!isResult(body)) {
        reject(new ApiError(xhr.status, 'The server answered the upload without a result'));
        return;
      }
      if (body.position !== undefined) notePosition(body.position);
      resolve(body);
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });

interface UploadRequest {
  readonly file: File;
  readonly onProgress: (progress: UploadProgress) => void;
}

/** The dialog shows the outcome itself (counts, per-row errors) and its toasts; this only refreshes the lists. */
export const useUploadParticipants = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadRequest) => uploadParticipants(file, onProgress),
    onSuccess: async (result) => {
      if (result.success > 0) await invalidateAfterParticipantWrite(client);
    },
  });
};
