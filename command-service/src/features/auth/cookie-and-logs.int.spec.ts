import { Writable } from 'node:stream';
import { type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Collects every log line the command service writes. */
class LogLines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(chunk.toString());
    done();
  }
}

describe('session cookie and logs', () => {
  let system: System;
  const logs = new LogLines();
  beforeAll(async () => {
    system = await startSystem({ logStream: logs });
  });
  afterAll(async () => {
    await system.stop();
  });

  const login = (headers: Record<string, string>) =>
    system.commandApp.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.0.1',
      headers: {
        'content-type': 'application/json',
        host: 'localhost',
        origin: 'http://localhost',
        ...headers,
      },
      payload: JSON.stringify({ username: 'admin', password: 'Demo!2026' }),
    });

  it('marks the session cookie Secure when the request reached the proxy over HTTPS', async () => {
    const response = await login({ 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'pm.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
  });

  it('leaves Secure off over plain HTTP (npm start on localhost)', async () => {
    const response = await login({});
    const cookie = response.cookies.find((c) => c.name === 'pm.sid');
    expect(cookie?.secure).toBeFalsy();
  });

  it('does not believe X-Forwarded-Proto from an address that is not a trusted proxy', async () => {
    const response = await system.commandApp.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.7',
      headers: {
        'content-type': 'application/json',
        host: 'localhost',
        origin: 'http://localhost',
        'x-forwarded-proto': 'https',
      },
      payload: JSON.stringify({ username: 'admin', password: 'Demo!2026' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'pm.sid')?.secure).toBeFalsy();
  });

  it('never writes a password or a session cookie to the logs, even for a failed sign-in or a registration', async () => {
    const client = system.client();
    await client.post('/api/login', { username: 'admin', password: 'Wrong-Secret-123' });
    await client.post('/api/register', {
      username: 'logcheck',
      password: 'Register-Secret-456',
      confirmPassword: 'x',
    });
    await client.post(
      '/api/projects',
      { code: 'LOG1', name: 'x' },
      { cookie: 'pm.sid=abcdef-secret-cookie' },
    );
    const text = logs.lines.join('');
    expect(logs.lines.length).toBeGreaterThan(5);
    for (const secret of ['Demo!2026', 'Wrong-Secret-123', 'Register-Secret-456', 'abcdef-secret-cookie'])
      expect(text).not.toContain(secret);
    expect(text).toContain('"reqId"');
  });
});
