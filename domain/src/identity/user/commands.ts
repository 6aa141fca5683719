import type { Actor } from '../../access/policy';
import type { Command } from '../../shared/decider';
import type { Language } from '../../shared/language';
import type { Assignment, NewAccount, Profile, Refusal } from './events';

export type RegisterUser = Command<'RegisterUser', { userId: number; username: string } & Profile>;
export type CreateUser = Command<'CreateUser', NewAccount>;

/** A change by another user: the acting user as the policy sees it (checked by decide), and a reason. */
interface ManagedChange {
  userId: number;
  /** null: the system (the demo seed, scripts) acts with SuperAdmin's reach. */
  actor: Actor | null;
  reason: string | null;
}

/** A profile field left undefined keeps its value. */
export type UpdateUser = Command<
  'UpdateUser',
  ManagedChange & { [K in keyof Profile]?: Profile[K] | undefined }
>;
export type DeactivateUser = Command<'DeactivateUser', ManagedChange>;
export type ReactivateUser = Command<'ReactivateUser', ManagedChange>;
export type ResetPassword = Command<'ResetPassword', ManagedChange>;
export type AssignRole = Command<'AssignRole', ManagedChange & Assignment>;
/** The signed-in user changed its own password (checked against the current one by the service). */
export type ChangePassword = Command<'ChangePassword', { userId: number }>;

/** The signed-in user chose its own language. */
export type ChooseLanguage = Command<'ChooseLanguage', { userId: number; language: Language }>;

/** Records a refused attempt on the stream of the user who made it. */
export type RecordRefusal = Command<'RecordRefusal', Refusal>;

export type UserCommand =
  | RegisterUser
  | CreateUser
  | UpdateUser
  | DeactivateUser
  | ReactivateUser
  | ResetPassword
  | AssignRole
  | ChangePassword
  | ChooseLanguage
  | RecordRefusal;
