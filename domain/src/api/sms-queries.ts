import { z } from 'zod';
import { projectQuerySchema } from '../shared/bounds';
import { smsReceiptSettingsSchema } from '../sms/receipt-schemas';
import { smsReminderRowSchema, smsRowSchema, smsStatsSchema } from '../sms/rows';
import { contractsOf } from './contract';

export const smsQuerystring = z.object({ projectId: projectQuerySchema });
export type SmsQuery = z.output<typeof smsQuerystring>;

const { query } = contractsOf('SMS');

/** The SMS screen, for the roles that may send (SuperAdmin, ClusterAdmin, ProjectAdmin), in their scope. */
export const smsQueries = {
  listSms: query('/api/sms', 'SMS messages in scope, newest first, with their delivery figures', {
    querystring: smsQuerystring,
    response: z.array(smsRowSchema),
    errors: [403],
  }),
  smsStats: query('/api/sms/stats', 'Total Sent, Delivered, Failed and Delivery Rate over the scope', {
    querystring: smsQuerystring,
    response: smsStatsSchema,
    errors: [403],
  }),
  smsReceipts: query(
    '/api/sms/receipts',
    'The SMS receipt switches of the projects in scope and of their groups, with the receipts not sent',
    { querystring: smsQuerystring, response: z.array(smsReceiptSettingsSchema), errors: [403] },
  ),
  smsReminders: query(
    '/api/sms/reminders',
    'The SMS reminders in scope, newest first: what each is about, whom it was for, when it is due and ' +
      'where its SMS is (queued, sent, delivered, failed, or refused for a number that is no phone number)',
    { querystring: smsQuerystring, response: z.array(smsReminderRowSchema), errors: [403] },
  ),
} as const;
