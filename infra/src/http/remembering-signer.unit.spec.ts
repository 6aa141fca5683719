import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { RememberingSigner } from './session';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe("the session cookie's remembering signer", () => {
  it('signs and verifies exactly as @fastify/cookie, the first time and every time after', () => {
    const plain = new Signer(SECRET, 'sha256');
    const signer = new RememberingSigner(SECRET);
    for (let round = 0; round < 2; round += 1) {
      expect(signer.sign('sid-1')).toBe(plain.sign('sid-1'));
      expect(signer.unsign(plain.sign('sid-1'))).toEqual(plain.unsign(plain.sign('sid-1')));
    }
  });

  it('checks every forged or altered cookie in full, also once the genuine one is remembered', () => {
    const signer = new RememberingSigner(SECRET);
    const genuine = signer.sign('sid-2');
    expect(signer.unsign(genuine)).toEqual({ valid: true, renew: false, value: 'sid-2' });
    const forged = [
      `sid-3${genuine.slice(genuine.indexOf('.'))}`, // another session with this signature
      `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`, // the signature altered
      new Signer('another-secret-of-at-least-32-characters!', 'sha256').sign('sid-2'),
      'sid-2',
      'sid-2.',
    ];
    for (const cookie of forged) {
      expect(signer.unsign(cookie).valid).toBe(false);
      expect(signer.unsign(cookie).valid).toBe(false);
    }
  });

  it('remembers at most its bound, dropping the oldest', () => {
    const signer = new RememberingSigner(SECRET, 3);
    const cookies = ['a', 'b', 'c', 'd'].map((sid) => signer.sign(sid));
    for (const cookie of cookies) signer.unsign(cookie);
    const inner = signer as unknown as { signed: Map<string, string>; verified: Map<string, string> };
    expect([...inner.signed.keys()]).toEqual(['b', 'c', 'd']);
    expect([...inner.verified.values()]).toEqual(['b', 'c', 'd']);
    // dropped ones still verify, in full
    expect(signer.unsign(cookies[0]!)).toEqual({ valid: true, renew: false, value: 'a' });
  });
});
