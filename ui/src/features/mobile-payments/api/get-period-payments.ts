import { MAX_PAGE } from '@pm/domain/shared/bounds';
import { apiGetPage } from '@/lib/api-client';
import { MOBILE_PAYMENTS_URL, type MobilePayment } from './get-mobile-payments';

/**
 * Every payment the reader may see that was paid in the period (days in Kenya), whatever became of it:
 * what reconciliation compares the statement with. Read in the largest pages the list allows until one
 * comes back short; a payment arriving meanwhile can shift a row onto the next page, so a receipt read
 * twice is kept once.
 */
export const fetchPeriodPayments = async (
  period: { readonly from: string; readonly to: string },
  signal?: AbortSignal,
): Promise<MobilePayment[]> => {
  const byReceipt = new Map<string, MobilePayment>();
  for (let offset = 0; ; offset += MAX_PAGE) {
    const page = await apiGetPage<MobilePayment>(MOBILE_PAYMENTS_URL, {
      params: { status: 'all', from: period.from, to: period.to, limit: MAX_PAGE, offset },
      signal,
    });
    for (const row of page.rows) byReceipt.set(row.receipt, row);
    if (page.rows.length < MAX_PAGE) return [...byReceipt.values()];
  }
};
