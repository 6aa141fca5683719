import type { MemberFieldsInput } from '@pm/domain/saving-groups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { addGroupMember, toGroupMemberBody } from './add-group-member';
import { invalidateAfterMinistryWrite } from './invalidate';

/** One row the browser has already checked (spec: validation), with its row number in the file. */
export interface MemberRow {
  readonly row: number;
  readonly input: MemberFieldsInput;
}

export interface MemberUploadFailure {
  readonly row: number;
  /** '{member}: {server message or Upload failed}' or '{member}: Network error' (spec: error catalogue). */
  readonly message: string;
}

export interface MemberUploadResult {
  readonly uploaded: number;
  readonly failures: readonly MemberUploadFailure[];
}

/** spec: error catalogue: the server's own message, 'Network error' when it could not be reached, else 'Upload failed'. */
export const memberUploadFailure = (member: string, error: unknown): string => {
  if (isApiError(error))
    return `${member}: ${error.status === 0 ? t('Network error') : error.text || t('Upload failed')}`;
  if (error instanceof TypeError) return `${member}: ${t('Network error')}`;
  return `${member}: ${t('Upload failed')}`;
};

/**
 * spec: API calls "bulk upload makes one POST per row": the valid rows are sent one after another (so the member
 * numbers are checked in file order), and `onProgress` hears how many have been sent of how many. A refused
 * row does not stop the others.
 */
export const uploadGroupMembers = async (
  groupId: number,
  rows: readonly MemberRow[],
  onProgress: (sent: number, total: number) => void,
): Promise<MemberUploadResult> => {
  let uploaded = 0;
  const failures: MemberUploadFailure[] = [];
  onProgress(0, rows.length);
  for (const [index, { row, input }] of rows.entries()) {
    try {
      await addGroupMember(toGroupMemberBody(groupId, input));
      uploaded += 1;
    } catch (error) {
      failures.push({ row, message: memberUploadFailure(input.memberName, error) });
    }
    onProgress(index + 1, rows.length);
  }
  return { uploaded, failures };
};

interface UploadRequest {
  readonly groupId: number;
  readonly rows: readonly MemberRow[];
  readonly onProgress: (sent: number, total: number) => void;
}

/** The dialog shows the outcome and its toasts itself; this refreshes the lists once the rows are in. */
export const useUploadGroupMembers = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, rows, onProgress }: UploadRequest) =>
      uploadGroupMembers(groupId, rows, onProgress),
    onSettled: async (_result, _error, request) => {
      await invalidateAfterMinistryWrite(client, [`group-${request.groupId}`]);
    },
  });
};
