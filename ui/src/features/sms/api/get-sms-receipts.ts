import type { SmsReceiptSettings } from '@pm/domain/sms/receipt-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type { SmsReceiptSettings };

export const SMS_RECEIPTS_URL = '/api/sms/receipts';

/** GET /api/sms/receipts: the receipt switches of the projects in scope and of their groups. */
export const smsReceiptsQueryOptions = (projectId?: number) =>
  queryOptions({
    queryKey: [SMS_RECEIPTS_URL, { projectId }],
    queryFn: ({ signal }) =>
      apiGet<SmsReceiptSettings[]>(SMS_RECEIPTS_URL, { params: { projectId }, signal }),
  });

export const useSmsReceipts = (projectId?: number) => useQuery(smsReceiptsQueryOptions(projectId));
