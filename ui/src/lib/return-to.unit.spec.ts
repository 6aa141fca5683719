import { describe, expect, it } from 'vitest';
import { markSignedOut, returnTo, signInAddress } from './return-to';

describe('coming back after signing in', () => {
  it('carries the address opened signed out to /auth, and back', () => {
    const address = signInAddress('/participants', '?projectId=1');
    expect(address).toBe('/auth?next=%2Fparticipants%3FprojectId%3D1');
    const next = new URLSearchParams(address.slice('/auth'.length)).get('next');
    expect(returnTo(next)).toBe('/participants?projectId=1');
    expect(signInAddress('/', '')).toBe('/auth');
  });

  it('starts the next user from their home page after a sign-out', () => {
    markSignedOut();
    expect(signInAddress('/participants', '')).toBe('/auth');
    expect(signInAddress('/participants', '')).toBe('/auth?next=%2Fparticipants');
  });

  it('follows only addresses of this product', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/auth',
      '/auth?next=/x',
    ])
      expect(returnTo(next), String(next)).toBe('/');
    expect(returnTo('/saving-groups/meetings/record')).toBe('/saving-groups/meetings/record');
  });
});
