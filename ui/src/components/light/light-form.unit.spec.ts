import { loginSchema, registerFormSchema } from '@pm/domain/auth/schemas';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './light-form';

// every field of the create-account form, empty (as the form starts)
const EMPTY_REGISTRATION = Object.fromEntries(
  Object.keys(registerFormSchema.shape).map((field) => [field, '']),
);

describe("a light form's messages", () => {
  it("gives each asked field the schema's first message, and no other field", () => {
    const errors = fieldErrors(loginSchema.safeParse({ username: ' ', password: '' }), ['username']);
    expect(errors).toEqual({ username: 'Username is required' });
  });

  it('gives a valid field undefined, so a mended field loses its message', () => {
    const result = loginSchema.safeParse({ username: 'admin', password: '' });
    expect(fieldErrors(result, ['username', 'password'])).toEqual({
      username: undefined,
      password: 'Password is required',
    });
    expect(fieldErrors(loginSchema.safeParse({ username: 'a', password: 'b' }), ['username'])).toEqual({
      username: undefined,
    });
  });

  it("shows the confirmation's refinement on the confirmation alone, translated", () => {
    const result = registerFormSchema.safeParse({
      ...EMPTY_REGISTRATION,
      username: 'newcomer',
      password: 'a long passphrase',
      confirmPassword: 'another passphrase',
    });
    const errors = fieldErrors(result, Object.keys(EMPTY_REGISTRATION), (text) => `sw:${text}`);
    expect(errors.confirmPassword).toBe("sw:Passwords don't match");
    expect(Object.entries(errors).filter(([, message]) => message)).toHaveLength(1);
  });

  it('reports every required field of an empty registration with its own message', () => {
    const errors = fieldErrors(
      registerFormSchema.safeParse(EMPTY_REGISTRATION),
      Object.keys(EMPTY_REGISTRATION),
    );
    expect(errors).toMatchObject({
      username: 'Username is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      firstName: undefined,
      email: undefined,
    });
  });
});
