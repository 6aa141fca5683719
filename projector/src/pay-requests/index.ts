import type { PayRequestEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { handlers } from './handlers';
import { schema, tables } from './schema';

/** Requests to pay by M-Pesa (STK push) and how each stands: sending, sent, then how it ended. */
export const payRequestsModel = defineReadModel<PayRequestEvent>({
  name: 'pay-requests',
  tables,
  schema,
  handlers,
});
