/**
 * What a URL may carry that opens something without an account: whoever reads the server log
 * must not be able to open it (decision 0106). One list, API and SPA paths alike; a new link
 * that carries a secret in its path or query adds its line here (and its case to the test).
 */
const secretPathPrefixes: { segments: string[]; what: string }[] = [
  { segments: ['api', 'coach-links'], what: "a coach's rating-link token (decision 0044)" },
  { segments: ['api', 'coach'], what: "a coach's roster key, which opens parents' emails and phones (decision 0054)" },
  { segments: ['api', 'public', 'certificates'], what: 'a certificate code (decision 0062)' },
  { segments: ['api', 'referees', 'certificates'], what: "a certificate code (its PDF, its revocation)" },
  { segments: ['api', 'public', 'calendars'], what: "a team's, family's or coach's calendar link" },
  { segments: ['api', 'public', 'schedules'], what: 'the same link, opening the games page' },
  { segments: ['coach-ratings'], what: 'the rating form page (SPA)' },
  { segments: ['coach'], what: 'the roster page (SPA)' },
  { segments: ['schedule'], what: "a family's or coach's games page (SPA)" },
  { segments: ['verify'], what: 'the certificate check page (SPA)' },
];

/** Query parameters that are secrets wherever they appear: `key` a draft coach's key, `t` a media link's signature. */
const secretQueryParameters = new Set(['key', 't', 'token', 'code']);

export const maskedText = '[redacted]';

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The URL as the log may keep it: the secret path segment and secret query values replaced by
 * [redacted]. Matching ignores letter case and repeated slashes, as routing does.
 */
export function maskSecretUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  return maskPath(path) + (query === undefined ? '' : `?${maskQuery(query)}`);
}

function maskPath(path: string): string {
  const segments = path.split('/');
  const named = segments.map((s, i) => ({ s, i })).filter(({ s }) => s !== '');
  for (const { segments: prefix } of secretPathPrefixes) {
    const matches = prefix.every((name, k) => decode(named[k]?.s ?? '').toLowerCase() === name);
    const secret = named[prefix.length];
    if (matches && secret) segments[secret.i] = maskedText;
  }
  return segments.join('/');
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      // `key[]=...` is read as another parameter but carries the same secret.
      const bare = decode(name.replace(/\+/g, ' ')).replace(/\[.*$/, '').trim().toLowerCase();
      return secretQueryParameters.has(bare) ? `${name}=${maskedText}` : pair;
    })
    .join('&');
}
