import { buildSmsSimulator } from './simulator';

/**
 * The SMS gateway simulator as its own process (`npm start` without AT_API_KEY): listens on
 * SMS_SIMULATOR_PORT, takes AT_USERNAME / AT_API_KEY, posts delivery reports to SMS_CALLBACK_URL (the one
 * origin under `npm start`; a report not taken is posted again) and fails a share
 * SMS_SIMULATOR_FAILURE_RATE (0 to 1, default 0.1) of the numbers.
 */
const rate = Number(process.env.SMS_SIMULATOR_FAILURE_RATE ?? '0.1');
const simulator = buildSmsSimulator({
  username: process.env.AT_USERNAME ?? 'sandbox',
  apiKey: process.env.AT_API_KEY ?? 'simulator',
  failureRate: Number.isFinite(rate) ? Math.min(Math.max(rate, 0), 1) : 0.1,
  callbackUrl: process.env.SMS_CALLBACK_URL,
  reportDelayMs: Number(process.env.SMS_SIMULATOR_REPORT_DELAY_MS ?? '1500'),
});
const stop = () => {
  void simulator.app.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await simulator.app.listen({ port: Number(process.env.SMS_SIMULATOR_PORT ?? '5003'), host: '127.0.0.1' });
