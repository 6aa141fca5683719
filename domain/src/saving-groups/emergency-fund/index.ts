import type { Decider } from '../../shared/decider';
import type { EmergencyFundCommand } from './commands';
import { decide } from './decide';
import type { EmergencyFundEvent } from './events';
import { type EmergencyFundState, evolve, initialState } from './state';

export type * from './commands';
export type * from './events';
export {
  type CreatedFund,
  DISBURSEMENT_STATUSES,
  type DisbursementRequest,
  type DisbursementStatus,
  type EmergencyFundState,
  type FundBalance,
  fundBalance,
} from './state';

export const emergencyFundStream = (id: number): string => `emergency-fund-${id}`;
export const emergencyFundDecider: Decider<EmergencyFundCommand, EmergencyFundEvent, EmergencyFundState> = {
  decide,
  evolve,
  initialState,
};
