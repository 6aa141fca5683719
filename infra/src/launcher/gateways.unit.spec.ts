import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { MPESA_SECRET_FILE, mpesaGatewayEnv, resolveMpesaCallbackSecret } from './gateways';

/**
 * What `npm start` gives the services for M-Pesa: the callback secret made once and kept under DATA_DIR,
 * and, without Daraja credentials, the local simulator's address and the credentials it accepts, which
 * the services read back as a Daraja configuration pointed at the simulator.
 */
describe("npm start's M-Pesa settings", () => {
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pm-mpesa-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('makes the callback secret once, kept under DATA_DIR for the next start, unless one is set', async () => {
    const dir = await dataDir();
    const config = loadConfig({ DATA_DIR: dir, PORT: '5700' });
    const first = await resolveMpesaCallbackSecret(config);
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    expect(await resolveMpesaCallbackSecret(config)).toBe(first);
    const file = path.join(dir, MPESA_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
    const other = await resolveMpesaCallbackSecret(loadConfig({ DATA_DIR: await dataDir() }));
    expect(other).not.toBe(first);
    const set = loadConfig({ DATA_DIR: dir, MPESA_CALLBACK_SECRET: 'chosen-secret-0123456789' });
    expect(await resolveMpesaCallbackSecret(set)).toBe('chosen-secret-0123456789');
  });

  it('without MPESA_CONSUMER_KEY, points the services at the simulator with credentials it accepts', async () => {
    const dir = await dataDir();
    const env: NodeJS.ProcessEnv = { DATA_DIR: dir, PORT: '5700' };
    const simulated = await mpesaGatewayEnv(loadConfig(env), env);
    expect(simulated).toEqual({ port: 5704, page: 'http://127.0.0.1:5704/', shortCode: '600000' });
    const services = loadConfig(env).mpesa;
    expect(services.callbackSecret).toBe((await readFile(path.join(dir, MPESA_SECRET_FILE), 'utf8')).trim());
    expect(services.simulatorPort).toBe(5704);
    expect(services.daraja).toMatchObject({
      baseUrl: 'http://127.0.0.1:5704',
      callbackBaseUrl: 'http://127.0.0.1:5700',
      shortCode: '600000',
      consumerKey: 'simulator',
      consumerSecret: 'simulator',
      passKey: 'simulator',
    });
  });

  it("with MPESA_CONSUMER_KEY, leaves Daraja's settings as they are and runs no simulator", async () => {
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: await dataDir(),
      MPESA_CONSUMER_KEY: 'live-key',
      MPESA_CONSUMER_SECRET: 'live-secret',
      MPESA_BASE_URL: 'https://api.safaricom.co.ke',
      MPESA_CALLBACK_BASE_URL: 'https://pm.example.org',
    };
    expect(await mpesaGatewayEnv(loadConfig(env), env)).toBeNull();
    expect(env.MPESA_CALLBACK_SECRET).toMatch(/^[0-9a-f]{48}$/);
    expect(loadConfig(env).mpesa.daraja).toMatchObject({
      consumerKey: 'live-key',
      baseUrl: 'https://api.safaricom.co.ke',
      callbackBaseUrl: 'https://pm.example.org',
    });
    expect(env.MPESA_SIMULATOR_PORT).toBeUndefined();
  });
});
