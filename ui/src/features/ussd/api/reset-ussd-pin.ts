import type { ResetUssdPinInput, ussdPinResetSchema } from '@pm/domain/api/ussd';
import type { z } from 'zod';
import { t } from '@/i18n';
import { apiSend, isApiError } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';

export const USSD_PIN_RESETS_URL = '/api/ussd/pin-resets';

/** The answer: the number, masked ('+2547******78'), and the position of the reset. */
export type UssdPinReset = z.infer<typeof ussdPinResetSchema>;

export interface PinResetRequest extends ResetUssdPinInput {
  /**
   * Made when the dialog opens and sent with every attempt of that opening: a double click, or a retry
   * after a lost answer, resets once.
   */
  readonly idempotencyKey: string;
}

/**
 * POST /api/ussd/pin-resets {phone, reason} with an Idempotency-Key → 200 {phone (masked), position}.
 * 404: no one with this number in the user's scope; 403: the role may not reset it.
 */
export const resetUssdPin = ({ phone, reason, idempotencyKey }: PinResetRequest): Promise<UssdPinReset> =>
  apiSend<UssdPinReset>(
    'POST',
    USSD_PIN_RESETS_URL,
    { phone, reason },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/**
 * Whether the next attempt needs a new Idempotency-Key: after a refusal (4xx) nothing was reset, so the
 * corrected attempt is a new request; after a lost answer or a server failure the reset may have been
 * done, and the retry keeps the key so it is answered what happened.
 */
export const needsNewKey = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/** The reset, its toasts ('USSD PIN reset for +2547******78'); nothing on screen lists PINs to refetch. */
export const useResetUssdPin = (callbacks: CommandCallbacks = {}) =>
  useCommand<PinResetRequest, UssdPinReset>({
    ...callbacks,
    mutationFn: resetUssdPin,
    success: (_request, result) => t('USSD PIN reset for {{phone}}', { phone: result.phone }),
    failure: t('Failed to reset the USSD PIN'),
  });
