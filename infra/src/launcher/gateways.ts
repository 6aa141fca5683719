import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { REFUSED_URL_WORDS } from '../mpesa/port';

/**
 * The SMS gateway of the services: Africa's Talking when AT_API_KEY is set, otherwise the local simulator
 * (its own process, on SMS_SIMULATOR_PORT or PORT + 3), which posts its delivery reports to the one origin
 * (PORT), as Africa's Talking does: the launcher holds that port while the command service restarts, and
 * the simulator posts a report again until it is taken. The delivery-report callback's secret
 * (SMS_CALLBACK_TOKEN) is made up when unset.
 */
export const smsGatewayEnv = (config: Config, env: NodeJS.ProcessEnv): { simulated: boolean } => {
  const token = config.smsCallbackToken ?? randomBytes(24).toString('base64url');
  env.SMS_CALLBACK_TOKEN = token;
  if (config.sms) return { simulated: false };
  const port = config.smsSimulator.port;
  Object.assign(env, {
    AT_USERNAME: 'sandbox',
    AT_API_KEY: 'simulator',
    AT_BASE_URL: `http://127.0.0.1:${port}`,
    SMS_SIMULATOR_PORT: String(port),
    SMS_CALLBACK_URL: `http://127.0.0.1:${config.port}/api/sms/delivery-reports?token=${token}`,
    // the simulator answers the dispatcher's question about a message a crash interrupted
    AT_STATUS_QUERY: '1',
  });
  return { simulated: true };
};

export const MPESA_SECRET_FILE = 'mpesa-callback-secret';

/**
 * A callback secret generated once into DATA_DIR/`file` and kept there (one it holds that is not
 * `usable` is made again): hex, a safe path segment with none of the words gateways refuse in a URL.
 */
const keptSecret = async (
  config: Config,
  file: string,
  usable: (kept: string) => boolean = () => true,
): Promise<string> => {
  await mkdir(config.dataDir, { recursive: true });
  const where = path.join(config.dataDir, file);
  const kept = existsSync(where) ? (await readFile(where, 'utf8')).trim() : '';
  if (kept && usable(kept)) return kept;
  const secret = randomBytes(24).toString('hex');
  await writeFile(where, secret, { mode: 0o600 });
  return secret;
};
export const USSD_SECRET_FILE = 'ussd-callback-secret';

/**
 * USSD_CALLBACK_SECRET when set; otherwise one generated once and kept under DATA_DIR, as the callback URL
 * registered with Africa's Talking carries it. When the SMS side is simulated, the simulator's USSD page
 * posts to the one origin's callback (USSD_CALLBACK_URL). Answers where a person dials by hand, if so.
 */
export const ussdGatewayEnv = async (
  config: Config,
  env: NodeJS.ProcessEnv,
  smsSimulated: boolean,
): Promise<string | null> => {
  const secret = config.ussd.callbackSecret ?? (await keptSecret(config, USSD_SECRET_FILE));
  env.USSD_CALLBACK_SECRET = secret;
  if (!smsSimulated) return null;
  env.USSD_CALLBACK_URL = `http://127.0.0.1:${config.port}/api/ussd/${secret}`;
  return `http://127.0.0.1:${config.smsSimulator.port}/ussd`;
};

/**
 * MPESA_CALLBACK_SECRET when set; otherwise one generated once and kept under DATA_DIR. Unlike the SMS
 * token it must outlive a restart: the callback URLs registered with M-Pesa carry it, and a confirmation
 * M-Pesa is still retrying from before the restart must still be taken.
 */
export const resolveMpesaCallbackSecret = async (config: Config): Promise<string> =>
  config.mpesa.callbackSecret ??
  // one kept by an earlier version may hold a word Safaricom refuses in a URL: made again then
  (await keptSecret(config, MPESA_SECRET_FILE, (kept) => !REFUSED_URL_WORDS.test(kept)));

/** What the local M-Pesa simulator is: where it listens and where a person makes a payment by hand. */
export interface SimulatedMpesa {
  readonly port: number;
  readonly page: string;
  readonly shortCode: string;
}

/**
 * M-Pesa for the services: Daraja when MPESA_CONSUMER_KEY is set, otherwise the local Daraja simulator
 * (its own process, on MPESA_SIMULATOR_PORT or PORT + 4). The services then drive the same Daraja adapter
 * against the simulator with the simulator's credentials, and the simulator posts its callbacks to the one
 * origin (PORT), where the launcher holds the port while the command service restarts and the simulator
 * posts a confirmation again until it is taken. MPESA_CALLBACK_SECRET is generated into DATA_DIR when unset.
 */
export const mpesaGatewayEnv = async (
  config: Config,
  env: NodeJS.ProcessEnv,
): Promise<SimulatedMpesa | null> => {
  env.MPESA_CALLBACK_SECRET = await resolveMpesaCallbackSecret(config);
  if (config.mpesa.daraja) return null;
  const port = config.mpesa.simulatorPort;
  Object.assign(env, {
    // what the simulator accepts: the simulator's process reads the same variables (../mpesa-simulator/server.ts)
    MPESA_CONSUMER_KEY: 'simulator',
    MPESA_CONSUMER_SECRET: 'simulator',
    MPESA_PASS_KEY: 'simulator',
    MPESA_INITIATOR: 'simulator',
    MPESA_SECURITY_CREDENTIAL: 'simulator',
    MPESA_SHORT_CODE: config.mpesa.shortCode,
    MPESA_BASE_URL: `http://127.0.0.1:${port}`,
    MPESA_SIMULATOR_PORT: String(port),
    MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${config.port}`,
  });
  return { port, page: `http://127.0.0.1:${port}/`, shortCode: config.mpesa.shortCode };
};
