import type { UssdLanguage } from '@pm/domain';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import { AfricasTalkingGateway } from '@pm/infra/sms/africas-talking';
import { GatewayError, isAccepted } from '@pm/infra/sms/gateway';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { newCode } from './access';

const TEXT: Readonly<Record<UssdLanguage, (code: string) => string>> = {
  en: (code) =>
    `Your code for the programme's USSD service is ${code}. It expires in 10 minutes. Do not share it.`,
  sw: (code) =>
    `Nambari yako ya huduma ya USSD ya mpango ni ${code}. Inaisha baada ya dakika 10. Usimpe mtu.`,
};

/**
 * Sends a new one-time code to the number by SMS, straight through the gateway (Africa's Talking, or its
 * simulator under npm start) and not through the outbox: a code is no message to keep in the log or the
 * SMS history. Answers false when none could be sent (no gateway, the gateway refused, or the hour's
 * codes were sent already).
 */
export const sendCode = async (deps: CommandDeps, phone: string, lang: UssdLanguage): Promise<boolean> => {
  const settings = deps.config.sms;
  if (!settings) return false;
  const code = await newCode(deps.pool, phone);
  if (code === null) return false;
  try {
    const [answer] = await new AfricasTalkingGateway(settings).send({ to: [phone], text: TEXT[lang](code) });
    if (answer === undefined || !isAccepted(answer.statusCode)) return false;
    if (answer.messageId) {
      await execute(
        deps.pool,
        db
          .insertInto('ussd_code_messages')
          .values({ message_id: answer.messageId })
          .onConflict((oc) => oc.doNothing()),
      );
      await execute(
        deps.pool,
        db.deleteFrom('ussd_code_messages').where('sent_at', '<', sql<string>`now() - interval '7 days'`),
      );
    }
    return true;
  } catch (e) {
    if (e instanceof GatewayError) return false;
    throw e;
  }
};

/**
 * Whether a delivery report is of a code's SMS: the gateway reports every message of the account, and
 * one sent outside the outbox is acknowledged and left, not waited for as an outbox message is.
 */
export const isCodeMessage = async (deps: CommandDeps, messageId: string): Promise<boolean> =>
  (await firstRow(
    deps.pool,
    db.selectFrom('ussd_code_messages').select('message_id').where('message_id', '=', messageId),
  )) !== undefined;
