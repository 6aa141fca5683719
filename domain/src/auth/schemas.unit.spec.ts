import { describe, expect, it } from 'vitest';
import { createProjectSchema, updateProjectSchema } from '../hierarchy/schemas';
import { parseOrThrow } from '../shared/validation';
import { loginSchema, registerFormSchema, registerSchema } from './schemas';

const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
};

describe('sign-in and registration schemas', () => {
  it('uses the specification messages for a missing username and password', () => {
    expect(messageOf(() => parseOrThrow(loginSchema, {}))).toBe('Username is required');
    expect(messageOf(() => parseOrThrow(loginSchema, { username: '  ' }))).toBe('Username is required');
    expect(messageOf(() => parseOrThrow(loginSchema, { username: 'admin' }))).toBe('Password is required');
  });

  it('reports mismatched passwords on confirmPassword as "Passwords don\'t match"', () => {
    const result = registerFormSchema.safeParse({
      username: 'ruth',
      password: 'Secret!2026',
      confirmPassword: 'other',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
  });

  it('asks to confirm the password when it is empty', () => {
    const result = registerFormSchema.safeParse({
      username: 'ruth',
      password: 'Secret!2026',
      confirmPassword: '',
    });
    expect(result.error?.issues.map((i) => i.message)).toContain('Please confirm your password');
  });

  it('drops role and scope sent by a client', () => {
    const parsed = parseOrThrow(registerSchema, {
      username: 'ruth',
      password: 'Secret!2026',
      role: 'SuperAdmin',
      projectId: 1,
    });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('projectId');
  });

  it('requires passwords of at least 8 characters', () => {
    expect(messageOf(() => parseOrThrow(registerSchema, { username: 'ruth', password: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
  });
});

describe('project schemas', () => {
  it('upper-cases codes and defaults isActive to true', () => {
    expect(parseOrThrow(createProjectSchema, { code: ' ke0420 ', name: 'Kakamega' })).toMatchObject({
      code: 'KE0420',
      isActive: true,
      description: null,
    });
  });
  it('refuses wrong types with a clear message', () => {
    expect(messageOf(() => parseOrThrow(createProjectSchema, { code: 5, name: 'X' }))).toBe(
      'Project code is required',
    );
    expect(
      messageOf(() => parseOrThrow(createProjectSchema, { code: 'A', name: 'X', isActive: 'yes' })),
    ).toBe('isActive must be true or false');
  });
  it('keeps an absent description unchanged on update and clears a blank one', () => {
    expect(parseOrThrow(updateProjectSchema, { isActive: false }).description).toBeUndefined();
    expect(parseOrThrow(updateProjectSchema, { description: '' }).description).toBeNull();
    expect(messageOf(() => parseOrThrow(updateProjectSchema, {}))).toBe('Nothing to change');
  });
});
