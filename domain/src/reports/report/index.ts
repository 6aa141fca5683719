import type { Decider } from '../../shared/decider';
import type { ReportCommand } from './commands';
import { decide } from './decide';
import type { ReportEvent } from './events';
import { evolve, initialState, type ReportState } from './state';

export type * from './commands';
export type * from './events';
export type { ReportState } from './state';

export const reportStream = (id: number): string => `report-${id}`;
export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState> = {
  decide,
  evolve,
  initialState,
};
