import { describe, expect, it } from 'vitest';
import { createPlayerInputSchema, emailField, isEmailAddress } from '@league/contract';
import { parseEmail } from '../csv/parse-cells.js';

const accepted = ['katrin.müllerfamily@gmail.com', 'søren@example.dk', 'josé@correo.españa.es', 'ann+team@example.org', '用户@例子.广告', 'a@b.co'];
const refused = ['a@b', 'no-at-sign', 'two@@at.com', 'two@at@at.com', 'has space@example.org', 'ann@exa mple.org', '@example.org', 'ann@', 'ann@.org', 'ann@example..org', 'ann@-example.org', '.ann@example.org', 'ann..lee@example.org', 'ann@example.123', `${'a'.repeat(250)}@b.co`];

describe('the one email rule (RFC 6531 addresses)', () => {
  it.each(accepted)('accepts %s in the CSV preview, on save and when adding a player', (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(parseEmail(` ${address} `)).toBe(address);
    expect(emailField.safeParse(address).success).toBe(true);
    expect(createPlayerInputSchema.safeParse({ name: 'Kid', division: 1, email: address }).success).toBe(true);
  });

  it.each(refused)('refuses %s everywhere', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(() => parseEmail(address)).toThrow('is not an email address.');
    expect(emailField.safeParse(address).success).toBe(false);
    expect(createPlayerInputSchema.safeParse({ name: 'Kid', division: 1, email: address }).success).toBe(false);
  });
});
