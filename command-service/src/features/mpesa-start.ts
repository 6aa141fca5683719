import type { Config } from '@pm/infra/config';
import { DarajaGateway } from '@pm/infra/mpesa/daraja';
import { callbackPaths, type MobileMoneyGateway } from '@pm/infra/mpesa/port';
import type { FastifyBaseLogger } from 'fastify';

export interface C2bRegistration {
  /** Tries after the first failure before giving up. */
  readonly retries: number;
  /** The wait before the first retry; doubling after each. */
  readonly firstDelayMs: number;
}

const DEFAULTS: C2bRegistration = { retries: 5, firstDelayMs: 2000 };

/**
 * The paybill URLs M-Pesa is told to post to: the callback paths under MPESA_CALLBACK_BASE_URL, or under
 * the one origin on this machine when it is unset (`npm start`). Null without MPESA_CALLBACK_SECRET, when
 * no callback is accepted anyway.
 */
export const c2bUrlsOf = (
  config: Config,
): { readonly confirmationUrl: string; readonly validationUrl: string } | null => {
  const secret = config.mpesa.callbackSecret;
  if (!secret) return null;
  const base = (config.mpesa.daraja?.callbackBaseUrl || `http://127.0.0.1:${config.port}`).replace(
    /\/+$/,
    '',
  );
  const paths = callbackPaths(secret);
  return { confirmationUrl: `${base}${paths.confirmation}`, validationUrl: `${base}${paths.validation}` };
};

/**
 * Registers the paybill URLs with M-Pesa (Daraja, or the local simulator under `npm start`), once the
 * service is listening, so that a parent's paybill payment reaches it. A failure never stops the service:
 * it is logged as a warning and tried again after a doubling wait, a few times; the timers do not keep the
 * process alive. Answers when the registration is done or given up (the caller need not wait).
 */
export const registerMpesaUrlsAtStart = async (
  config: Config,
  log: FastifyBaseLogger,
  options: Partial<C2bRegistration> & { readonly gateway?: MobileMoneyGateway } = {},
): Promise<boolean> => {
  const settings = config.mpesa.daraja;
  if (!settings) return false;
  const urls = c2bUrlsOf(config);
  if (!urls) {
    log.warn(
      'M-Pesa is configured but MPESA_CALLBACK_SECRET is not: no paybill payment can reach the product',
    );
    return false;
  }
  const { retries, firstDelayMs } = { ...DEFAULTS, ...options };
  const gateway = options.gateway ?? new DarajaGateway(settings);
  // the log names where, never the secret segment
  const where = new URL(urls.confirmationUrl).origin;
  for (let attempt = 0; ; attempt++) {
    try {
      await gateway.registerC2bUrls(urls);
      log.info(`M-Pesa paybill URLs registered under ${where}`);
      return true;
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      if (attempt >= retries) {
        log.warn(
          `Registering the M-Pesa paybill URLs under ${where} failed ${attempt + 1} times (${why}); paybill payments may not reach the product until it restarts`,
        );
        return false;
      }
      const delayMs = firstDelayMs * 2 ** attempt;
      log.warn(
        `Registering the M-Pesa paybill URLs under ${where} failed (${why}); trying again in ${(delayMs / 1000).toFixed(1)} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    }
  }
};
