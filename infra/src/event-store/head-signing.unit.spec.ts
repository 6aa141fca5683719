import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headSignatureValid, headSmsText, loadHeadKey, signHead } from './head-signing';

const dir = mkdtempSync(path.join(tmpdir(), 'head-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const head = { day: '2026-12-05', position: '20000000', hash: 'ab'.repeat(32) };

describe('the signed head of the event log', () => {
  it('creates a key file readable by its owner only when asked, and reads the same key back', () => {
    const file = path.join(dir, 'nested', 'head.pem');
    expect(() => loadHeadKey(file, { create: false })).toThrow(/does not exist/);
    const key = loadHeadKey(file, { create: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(key.publicPem).toContain('BEGIN PUBLIC KEY');
    expect(loadHeadKey(file, { create: false }).keyId).toBe(key.keyId);
  });

  it('verifies its own signature, and not one over another position, hash or day, nor another key', () => {
    const key = loadHeadKey(path.join(dir, 'a.pem'), { create: true });
    const other = loadHeadKey(path.join(dir, 'b.pem'), { create: true });
    const signature = signHead(key, head);
    expect(headSignatureValid(key, head, signature)).toBe(true);
    expect(headSignatureValid(key, { ...head, hash: head.hash.toUpperCase() }, signature)).toBe(true);
    expect(headSignatureValid(key, { ...head, position: '20000001' }, signature)).toBe(false);
    expect(headSignatureValid(key, { ...head, hash: 'cd'.repeat(32) }, signature)).toBe(false);
    expect(headSignatureValid(key, { ...head, day: '2026-12-06' }, signature)).toBe(false);
    expect(headSignatureValid(other, head, signature)).toBe(false);
    expect(headSignatureValid(key, head, Buffer.from('not a signature'))).toBe(false);
  });

  it('refuses a key that is not Ed25519', () => {
    const file = path.join(dir, 'rsa.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => loadHeadKey(file, { create: false })).toThrow(/Ed25519/);
  });

  it('tells the NationalDirectors the day, position and whole hash in one SMS', () => {
    const text = headSmsText(head, '0123456789abcdef');
    expect(text).toBe(`Log head 2026-12-05: position 20000000 hash ${head.hash} key 01234567`);
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
