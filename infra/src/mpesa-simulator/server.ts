import { configOrExit } from '../config';
import { callbackPaths } from '../mpesa/port';
import { buildMpesaSimulator } from './simulator';

/**
 * The M-Pesa simulator as its own process (`npm start` without MPESA_CONSUMER_KEY): listens on
 * MPESA_SIMULATOR_PORT (PORT + 4 by default) and accepts the Daraja credentials the launcher gives the
 * services (MPESA_CONSUMER_KEY / MPESA_CONSUMER_SECRET, MPESA_SHORT_CODE, MPESA_PASS_KEY). Its paybill
 * payments are posted to MPESA_CALLBACK_BASE_URL's callback paths under MPESA_CALLBACK_SECRET (the one
 * origin under `npm start`) from the start, as if already registered; the command service registers the
 * same URLs when it starts. A person pays by hand on its page (GET /). A setting that is not valid stops it
 * at start, with a message naming it.
 */
const config = configOrExit();
const daraja = config.mpesa.daraja;
const secret = config.mpesa.callbackSecret;
const paths = secret ? callbackPaths(secret) : null;
const simulator = buildMpesaSimulator({
  consumerKey: daraja?.consumerKey ?? 'simulator',
  consumerSecret: daraja?.consumerSecret ?? 'simulator',
  shortCode: config.mpesa.shortCode,
  passKey: daraja?.passKey ?? 'simulator',
  // a parent takes a few seconds to read M-Pesa's prompt and enter their PIN: the screen shows the wait
  stkDelayMs: 4000,
  c2bUrls:
    paths && daraja?.callbackBaseUrl
      ? {
          confirmation: `${daraja.callbackBaseUrl}${paths.confirmation}`,
          validation: `${daraja.callbackBaseUrl}${paths.validation}`,
        }
      : undefined,
});
const stop = () => {
  void simulator.app.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await simulator.app.listen({ port: config.mpesa.simulatorPort, host: '127.0.0.1' });
