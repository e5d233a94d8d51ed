import { z } from 'zod';

// Line breaks, tabs and the Unicode line and paragraph separators: a name is one line, so each run
// of them becomes one space ("Ann\r\nBcc: x" cannot start a fake line in an email body).
const lineBreaks = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// Other control characters (C0, DEL, C1: ESC colours a terminal) and the bidirectional embeddings,
// overrides and isolates (U+202E shows "gpj.exe" as "exe.jpg" on a public page) are removed.
// Joiners and the plain left-to-right and right-to-left marks stay: scripts and emoji need them.
// eslint-disable-next-line no-control-regex
const invisibleControls = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The one rule for a name of a person, team, season or anything else a volunteer names
 * (decision 0111): one line without control characters. The API's schemas apply it through
 * `nameField`/`nameText`; imports (spreadsheets, question files) call it on each name they read.
 */
export const cleanName = (text: string): string => text.replace(lineBreaks, ' ').replace(invisibleControls, '');

/** A name that may be blank: cleaned, trimmed, at most `max` characters. */
export const nameText = (typeError: string, max: number, tooLong: string) =>
  z.string({ error: typeError }).overwrite(cleanName).trim().max(max, tooLong);

/** A required name: cleaned and trimmed, then at least one character and at most `max`. */
export const nameField = (label: string, max: number, required = `${label} is required.`) =>
  z.string({ error: required }).overwrite(cleanName).trim().min(1, required).max(max, `${label} must be at most ${max} characters long.`);
