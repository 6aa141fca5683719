import type { SmsReceiptEvent } from './events';

/** The switches of one project: its own (parents' payments) and each group's (members' money). */
export interface SmsReceiptsState {
  readonly project: boolean;
  /** groupId → on; a group never switched is off */
  readonly groups: Readonly<Record<number, boolean>>;
}

export const initialState = (): SmsReceiptsState => ({ project: false, groups: {} });

export const evolve = (state: SmsReceiptsState, event: SmsReceiptEvent): SmsReceiptsState => {
  switch (event.type) {
    case 'SmsReceiptsSet': {
      const d = event.data;
      if (d.scope === 'project') return { ...state, project: d.enabled };
      return d.groupId === null ? state : { ...state, groups: { ...state.groups, [d.groupId]: d.enabled } };
    }
    case 'SmsReceiptRefused':
      return state;
  }
};

/** Whether receipts are on for a group (scope 'group') or for the project's payments. */
export const receiptsOn = (state: SmsReceiptsState, groupId: number | null): boolean =>
  groupId === null ? state.project : state.groups[groupId] === true;
