import type { SmsReceiptEvent, SmsSwitchKind } from './events';

/** One kind of switch of a project: its own (parents) and each group's (members). */
export interface SmsSwitches {
  readonly project: boolean;
  /** groupId → on; a group never switched is off */
  readonly groups: Readonly<Record<number, boolean>>;
}

/**
 * The switches of one project: receipts (its own: parents' payments; each group's: members' money) and
 * reminders (its own: contributions due; each group's: loans due and meetings).
 */
export interface SmsReceiptsState extends SmsSwitches {
  readonly reminders: SmsSwitches;
}

export const initialState = (): SmsReceiptsState => ({
  project: false,
  groups: {},
  reminders: { project: false, groups: {} },
});

const switched = (switches: SmsSwitches, groupId: number | null, enabled: boolean): SmsSwitches =>
  groupId === null
    ? { ...switches, project: enabled }
    : { ...switches, groups: { ...switches.groups, [groupId]: enabled } };

export const evolve = (state: SmsReceiptsState, event: SmsReceiptEvent): SmsReceiptsState => {
  switch (event.type) {
    case 'SmsReceiptsSet': {
      const d = event.data;
      if (d.scope === 'group' && d.groupId === null) return state;
      const target = d.scope === 'project' ? null : d.groupId;
      if (d.kind === 'reminders')
        return { ...state, reminders: switched(state.reminders, target, d.enabled) };
      const receipts = switched(state, target, d.enabled);
      return { ...state, project: receipts.project, groups: receipts.groups };
    }
    case 'SmsReceiptRefused':
    case 'SmsReminderRefused':
      return state;
  }
};

/** Whether receipts are on for a group (scope 'group') or for the project's payments. */
export const receiptsOn = (state: SmsReceiptsState, groupId: number | null): boolean =>
  groupId === null ? state.project : state.groups[groupId] === true;

/** Whether reminders are on for a group (loans and meetings) or for the project's contributions. */
export const remindersOn = (state: SmsReceiptsState, groupId: number | null): boolean =>
  groupId === null ? state.reminders.project : state.reminders.groups[groupId] === true;

/** Whether the switch of this kind is on for a group, or for the project (groupId null). */
export const switchOn = (state: SmsReceiptsState, kind: SmsSwitchKind, groupId: number | null): boolean =>
  kind === 'reminders' ? remindersOn(state, groupId) : receiptsOn(state, groupId);
