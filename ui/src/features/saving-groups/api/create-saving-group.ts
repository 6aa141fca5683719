import type { CreateSavingGroupInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { centsToWire } from '@/lib/money';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { SAVING_GROUPS_URL } from './get-saving-groups';
import { invalidateAfterMinistryWrite } from './invalidate';

/** The body of POST /api/saving-groups (spec: API calls): numbers as numbers, money in KES, maxLoanAmount null when blank. */
export interface SavingGroupBody {
  readonly name: string;
  readonly description: string;
  readonly groupCode: string | null;
  readonly presidentName: string;
  readonly presidentPhone: string;
  readonly secretaryName: string;
  readonly secretaryPhone: string;
  readonly treasurerName: string;
  readonly treasurerPhone: string;
  readonly totalMembers: number;
  readonly maleMembers: number;
  readonly femaleMembers: number;
  readonly meetingDay: string;
  readonly meetingTime: string;
  readonly meetingLocation: string;
  readonly meetingFrequency: string;
  readonly savingAmount: number;
  readonly serviceChargeRate: number;
  readonly maxLoanAmount: number | null;
  readonly bankName: string | null;
  readonly accountNumber: string | null;
  readonly registrationDate: string;
  readonly cycleDuration: number;
  readonly projectId: number | null;
}

/** The schema's output (money in cents) as the wire wants it (money in KES). */
export const toSavingGroupBody = (
  input: CreateSavingGroupInput,
  projectId: number | null,
): SavingGroupBody => ({
  name: input.name,
  description: input.description,
  groupCode: input.groupCode,
  presidentName: input.presidentName,
  presidentPhone: input.presidentPhone,
  secretaryName: input.secretaryName,
  secretaryPhone: input.secretaryPhone,
  treasurerName: input.treasurerName,
  treasurerPhone: input.treasurerPhone,
  totalMembers: input.totalMembers,
  maleMembers: input.maleMembers,
  femaleMembers: input.femaleMembers,
  meetingDay: input.meetingDay,
  meetingTime: input.meetingTime,
  meetingLocation: input.meetingLocation,
  meetingFrequency: input.meetingFrequency,
  savingAmount: centsToWire(input.savingAmount),
  serviceChargeRate: input.serviceChargeRate,
  maxLoanAmount: input.maxLoanAmount === null ? null : centsToWire(input.maxLoanAmount),
  bankName: input.bankName,
  accountNumber: input.accountNumber,
  registrationDate: input.registrationDate,
  cycleDuration: input.cycleDuration,
  projectId,
});

/** POST /api/saving-groups → 201 {id, position}. */
export const createSavingGroup = (body: SavingGroupBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', SAVING_GROUPS_URL, body);

export const useCreateSavingGroup = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: createSavingGroup,
    success: t('Saving group created successfully'),
    failure: t('Failed to create saving group'),
    invalidate: (client) => invalidateAfterMinistryWrite(client),
  });
