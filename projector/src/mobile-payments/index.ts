import type { MobilePaymentEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { handlers } from './handlers';
import { schema, tables } from './schema';

/** M-Pesa payments by receipt: matched on arrival, or unmatched until staff assign or refund them. */
export const mobilePaymentsModel = defineReadModel<MobilePaymentEvent>({
  name: 'mobile-payments',
  tables,
  schema,
  handlers,
});
