import { z } from 'zod';

// One email rule for every door that stores an address (CSV preview, saving a preview, adding or
// editing a player), so a preview never accepts what saving then refuses. It accepts what
// RFC 6531 allows in practice: letters of any script in the local part and in the domain
// (katrin.müller@gmail.com, josé@correo.españa.es), refusing what no mail system delivers.

export const emailMessage = 'Enter a valid email address.';

const localPart = /^[^\s@\p{Cc}"(),:;<>[\\\]]+$/u;
const domainLabel = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?$/u;

/** True when text is one address: one @, a local part without spaces, a dotted domain of letters, digits and hyphens in any script. */
export function isEmailAddress(text: string): boolean {
  if (text.length > 254) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (!localPart.test(local) || local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => domainLabel.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '');
}

/** An email address field: trimmed text that passes isEmailAddress. */
export const emailField = z.string({ error: emailMessage }).trim().refine(isEmailAddress, emailMessage);
