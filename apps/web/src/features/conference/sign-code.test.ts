import { describe, expect, it } from 'vitest';
import { signCodeFrom } from './sign-code.ts';

describe('conference sign code from a scan', () => {
  it('reads the 6 digits or a link carrying them', () => {
    expect(signCodeFrom(' 123456 ')).toBe('123456');
    expect(signCodeFrom('https://h.example/conference/sign?id=3&code=654321')).toBe('654321');
    expect(signCodeFrom('https://h.example/x?signCode=000111')).toBe('000111');
  });
  it('answers null for anything else', () => {
    expect(signCodeFrom('12345')).toBeNull();
    expect(signCodeFrom('6901234567892')).toBeNull();
    expect(signCodeFrom('https://h.example/x?code=abc')).toBeNull();
    expect(signCodeFrom('hello')).toBeNull();
  });
});
