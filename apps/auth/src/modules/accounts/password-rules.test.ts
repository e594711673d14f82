import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  LONG_PASSWORD_MESSAGE,
  passwordProblem,
  SHORT_PASSWORD_MESSAGE,
} from './password-rules.ts';

describe('passwordProblem', () => {
  it('accepts a long uncommon password', () => {
    expect(passwordProblem('DemoPass!2026')).toBeNull();
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });

  it('refuses fewer than 8 characters, counting an emoji as one', () => {
    expect(passwordProblem('Ab1!xyz')).toBe(SHORT_PASSWORD_MESSAGE);
    expect(passwordProblem('🔒🔒🔒🔒🔒🔒🔒')).toBe(SHORT_PASSWORD_MESSAGE);
    expect(passwordProblem('🔒🔒🔒🔒🔒🔒🔒🔒')).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblem('x'.repeat(129))).toBe(LONG_PASSWORD_MESSAGE);
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password1')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('12345678')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('PassWord123')).toBe(COMMON_PASSWORD_MESSAGE);
  });
});
