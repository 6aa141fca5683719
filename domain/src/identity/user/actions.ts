/** The kinds of user-management action (spec: fields user_management_actions.actionType). */
export const USER_ACTION_TYPES = [
  'create_user',
  'update_user',
  'deactivate_user',
  'reactivate_user',
  'reset_password',
  'assign_role',
] as const;
export type UserActionType = (typeof USER_ACTION_TYPES)[number];
