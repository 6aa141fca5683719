import { loadConfig } from '@pm/infra/config';
import { MobileMoneyError, type MobileMoneyGateway } from '@pm/infra/mpesa/port';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { c2bUrlsOf, registerMpesaUrlsAtStart } from './mpesa-start';

/** The command service tells M-Pesa where to post paybill payments at start; a failure never stops it. */
describe('registering the paybill URLs at start', () => {
  const simulated = loadConfig({
    PORT: '5700',
    MPESA_CONSUMER_KEY: 'simulator',
    MPESA_BASE_URL: 'http://127.0.0.1:5704',
    MPESA_CALLBACK_SECRET: 's3cret-0123456789abc',
  });

  const logger = () => {
    const warnings: string[] = [];
    const log = { warn: (m: string) => warnings.push(m), info: () => {} } as unknown as FastifyBaseLogger;
    return { log, warnings };
  };

  /** A gateway that fails `failures` times (as a network error), then takes the registration. */
  const flaky = (failures: number) => {
    const calls: Array<{ confirmationUrl: string; validationUrl: string }> = [];
    const gateway = {
      registerC2bUrls: async (urls: { confirmationUrl: string; validationUrl: string }) => {
        calls.push(urls);
        if (calls.length <= failures) throw new MobileMoneyError('M-Pesa could not be reached', true);
      },
    } as unknown as MobileMoneyGateway;
    return { gateway, calls };
  };

  it('uses the one origin when MPESA_CALLBACK_BASE_URL is unset, and that base when it is', () => {
    expect(c2bUrlsOf(simulated)).toEqual({
      confirmationUrl: 'http://127.0.0.1:5700/api/mobile-money/s3cret-0123456789abc/c2b/confirmation',
      validationUrl: 'http://127.0.0.1:5700/api/mobile-money/s3cret-0123456789abc/c2b/validation',
    });
    const live = loadConfig({
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CALLBACK_SECRET: 's3cret-0123456789abc',
      MPESA_CALLBACK_BASE_URL: 'https://pm.example.org/',
    });
    expect(c2bUrlsOf(live)?.confirmationUrl).toBe(
      'https://pm.example.org/api/mobile-money/s3cret-0123456789abc/c2b/confirmation',
    );
    expect(c2bUrlsOf(loadConfig({ MPESA_CONSUMER_KEY: 'k' }))).toBeNull();
  });

  it('tries again after a failure, with a warning each time, until it is taken', async () => {
    const { gateway, calls } = flaky(2);
    const { log, warnings } = logger();
    expect(await registerMpesaUrlsAtStart(simulated, log, { gateway, firstDelayMs: 1 })).toBe(true);
    expect(calls).toHaveLength(3);
    expect(calls[2]).toEqual(c2bUrlsOf(simulated));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('trying again');
    // the secret segment stays out of the log
    expect(warnings.join('\n')).not.toContain('s3cret-0123456789abc');
  });

  it('gives up after a few tries with a warning, never throwing', async () => {
    const { gateway, calls } = flaky(100);
    const { log, warnings } = logger();
    expect(await registerMpesaUrlsAtStart(simulated, log, { gateway, retries: 3, firstDelayMs: 1 })).toBe(
      false,
    );
    expect(calls).toHaveLength(4);
    expect(warnings.at(-1)).toContain('failed 4 times');
  });

  it('does nothing without Daraja settings', async () => {
    const { gateway, calls } = flaky(0);
    const { log } = logger();
    expect(await registerMpesaUrlsAtStart(loadConfig({}), log, { gateway })).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
