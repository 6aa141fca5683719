import { z } from 'zod';
import { idSchema } from '../shared/bounds';
import { AGE_GROUPS } from '../shared/dates';
import { CONTENT_REQUIRED, CONTENT_TOO_LONG } from './message/decide';
import { RECIPIENT_TYPES } from './message/events';
import { normaliseKenyanPhone, PHONE_MESSAGE } from './phone';

export const RECIPIENT_TYPE_MESSAGE = 'Recipient type must be all, age_group, individual or custom_number';
export const AGE_GROUP_MESSAGE = 'Please choose an age group';
export const PARTICIPANT_MESSAGE = 'Please choose a participant';
export const PHONE_REQUIRED = 'Phone number is required';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The Compose Message form and POST /api/sms (spec "SMS Communication"). The server resolves the
 * recipients itself: `totalRecipients` is accepted for the specification's sake and ignored. The custom
 * number comes out in +254 form. `projectId` is the project of a SuperAdmin or ClusterAdmin; a
 * ProjectAdmin's own project is used when it is absent.
 */
export const sendSmsSchema = z
  .object({
    content: z.string({ error: CONTENT_REQUIRED }).trim().min(1, CONTENT_REQUIRED).max(160, CONTENT_TOO_LONG),
    recipientType: z.enum(RECIPIENT_TYPES, { error: RECIPIENT_TYPE_MESSAGE }),
    recipientFilter: optionalText(50),
    customPhoneNumber: optionalText(30),
    totalRecipients: z
      .number()
      .optional()
      .meta({ description: 'Ignored: the server counts the recipients from the register' }),
    projectId: idSchema('Please select a project').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (
      v.recipientType === 'age_group' &&
      !(AGE_GROUPS as readonly string[]).includes(v.recipientFilter ?? '')
    )
      issue('recipientFilter', AGE_GROUP_MESSAGE);
    if (v.recipientType === 'individual' && !/^[1-9]\d{0,9}$/.test(v.recipientFilter ?? ''))
      issue('recipientFilter', PARTICIPANT_MESSAGE);
    if (v.recipientType === 'custom_number') {
      if (!v.customPhoneNumber) issue('customPhoneNumber', PHONE_REQUIRED);
      else if (normaliseKenyanPhone(v.customPhoneNumber) === null) issue('customPhoneNumber', PHONE_MESSAGE);
    }
  })
  .transform(({ totalRecipients: _ignored, ...v }) => ({
    ...v,
    recipientFilter:
      v.recipientType === 'age_group' || v.recipientType === 'individual' ? v.recipientFilter : null,
    customPhoneNumber:
      v.recipientType === 'custom_number' ? normaliseKenyanPhone(v.customPhoneNumber ?? '') : null,
  }));
export type SendSmsInput = z.output<typeof sendSmsSchema>;
export type SendSmsFormValues = z.input<typeof sendSmsSchema>;
