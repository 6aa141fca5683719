import type { FeePaymentRow, PenaltyRow, RegistrationFeeRow } from '@pm/domain/saving-groups/collection-rows';
import type {
  ImposePenaltyInput,
  RecordFeePaymentInput,
  SetRegistrationFeeInput,
} from '@pm/domain/saving-groups/collection-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from '@/i18n';
import { apiGet, apiSend, type CommandResult } from '@/lib/api-client';
import { centsToWire } from '@/lib/money';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { invalidateAfterMinistryWrite, useMinistryCommand } from './invalidate';

export type Penalty = PenaltyRow;
export type RegistrationFee = RegistrationFeeRow;
export type FeePayment = FeePaymentRow;

export const PENALTIES_URL = '/api/member-penalties';
export const REGISTRATION_FEES_URL = '/api/member-registration-fees';
export const FEE_PAYMENTS_URL = '/api/member-registration-fee-payments';

const listOf =
  <Row>(url: string) =>
  (groupId: number | undefined) =>
    queryOptions({
      queryKey: [url, { groupId }],
      queryFn: ({ signal }) => apiGet<Row[]>(url, { params: { groupId }, signal }),
    });

export const usePenalties = (groupId: number | undefined) =>
  useQuery(listOf<Penalty>(PENALTIES_URL)(groupId));
export const useRegistrationFees = (groupId: number | undefined) =>
  useQuery(listOf<RegistrationFee>(REGISTRATION_FEES_URL)(groupId));
export const useFeePayments = (groupId: number | undefined) =>
  useQuery(listOf<FeePayment>(FEE_PAYMENTS_URL)(groupId));

/** POST /api/member-penalties (spec: API calls): the amount in KES. */
export const toPenaltyBody = ({ amount, ...penalty }: ImposePenaltyInput) => ({
  ...penalty,
  amount: centsToWire(amount),
});

export const useAddPenalty = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<ReturnType<typeof toPenaltyBody>>(
    {
      url: PENALTIES_URL,
      success: t('Penalty added successfully'),
      failure: t('Failed to add penalty'),
      streams: (body) => [`group-${body.groupId}`],
    },
    callbacks,
  );

/** POST /api/member-penalties/{id}/pay: paid today; the loan fund takes it. */
export const usePayPenalty = (groupId: number, callbacks: CommandCallbacks = {}) =>
  useCommand<number, CommandResult>({
    ...callbacks,
    mutationFn: (penaltyId) => apiSend<CommandResult>('POST', `${PENALTIES_URL}/${penaltyId}/pay`, {}),
    success: t('Penalty marked as paid'),
    failure: t('Failed to mark the penalty paid'),
    invalidate: (client) => invalidateAfterMinistryWrite(client, [`group-${groupId}`]),
  });

/** PATCH /api/member-registration-fees/{groupId} (spec: API calls): feeAmount as a number of KES. */
export const useUpdateFee = (groupId: number, callbacks: CommandCallbacks = {}) =>
  useCommand<SetRegistrationFeeInput, CommandResult>({
    ...callbacks,
    mutationFn: ({ feeAmount, description }) =>
      apiSend<CommandResult>('PATCH', `${REGISTRATION_FEES_URL}/${groupId}`, {
        groupId,
        feeAmount: centsToWire(feeAmount),
        description,
      }),
    success: t('Registration fee updated successfully'),
    failure: t('Failed to update registration fee'),
    invalidate: (client) => invalidateAfterMinistryWrite(client, [`group-${groupId}`]),
  });

/** POST /api/member-registration-fee-payments: the group's fee, paid by one member. */
export const useRecordFeePayment = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<Omit<RecordFeePaymentInput, 'amount'>>(
    {
      url: FEE_PAYMENTS_URL,
      success: t('Registration fee recorded successfully'),
      failure: t('Failed to record the registration fee'),
      streams: (body) => [`group-${body.groupId}`],
    },
    callbacks,
  );
