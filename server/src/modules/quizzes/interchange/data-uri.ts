/** The bytes of a `data:` address (RFC 2397), base64 or percent-encoded; null when it cannot be read. */
export function readDataUri(src: string): { bytes: Uint8Array; declaredType: string } | null {
  const comma = src.indexOf(',');
  if (comma === -1) return null;
  const [declaredType = '', ...parameters] = src.slice('data:'.length, comma).split(';');
  const payload = src.slice(comma + 1);
  try {
    const bytes = parameters.some((p) => p.trim().toLowerCase() === 'base64')
      ? Buffer.from(decodeURIComponent(payload).replace(/\s+/g, ''), 'base64')
      : Buffer.from(decodeURIComponent(payload), 'utf8');
    return bytes.length ? { bytes, declaredType: declaredType.trim().toLowerCase() } : null;
  } catch {
    return null;
  }
}
