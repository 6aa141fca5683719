import { configOrExit } from '../config';
import { buildSmsSimulator } from './simulator';

/**
 * The SMS gateway simulator as its own process (`npm start` without AT_API_KEY): listens on
 * SMS_SIMULATOR_PORT (PORT + 3 by default), takes AT_USERNAME / AT_API_KEY, posts delivery reports to
 * SMS_CALLBACK_URL (the one origin under `npm start`; a report not taken is posted again) after
 * SMS_SIMULATOR_REPORT_DELAY_MS, and fails a share SMS_SIMULATOR_FAILURE_RATE (0 to 1, default 0.1) of the
 * numbers. Its USSD page (GET /ussd) dials USSD_SERVICE_CODE and posts the session's inputs to
 * USSD_CALLBACK_URL, as Africa's Talking does. A setting that is not valid stops it at start, with a message naming it.
 */
const config = configOrExit();
const simulator = buildSmsSimulator({
  username: config.sms?.username ?? 'sandbox',
  apiKey: config.sms?.apiKey ?? 'simulator',
  failureRate: config.smsSimulator.failureRate,
  callbackUrl: config.smsSimulator.callbackUrl,
  reportDelayMs: config.smsSimulator.reportDelayMs,
  ussd: { callbackUrl: config.smsSimulator.ussdCallbackUrl, serviceCode: config.ussd.serviceCode },
});
const stop = () => {
  void simulator.app.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await simulator.app.listen({ port: config.smsSimulator.port, host: '127.0.0.1' });
