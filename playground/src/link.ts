/**
 * Replay links: the record in the URL's hash, `#v1=<base64url of the record's JSON in UTF-8>`. The
 * `v1` names the link format, so a later format (compressed, say) can be told apart and the old
 * links still open.
 */
export const LINK_VERSION = 'v1';

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** The hash of a link to this record (with its leading `#`). */
export const linkHash = (record: object): string =>
  `#${LINK_VERSION}=${toBase64Url(new TextEncoder().encode(JSON.stringify(record)))}`;

/**
 * The record's JSON text in a link's hash (or a whole URL holding one), or undefined when there is
 * none or it cannot be read.
 */
export function textOfLink(link: string): string | undefined {
  const hash = link.includes('#') ? link.slice(link.indexOf('#') + 1) : '';
  const m = /^v1=([A-Za-z0-9_-]*)$/.exec(hash);
  if (m === null) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(m[1]!));
  } catch {
    return undefined;
  }
}
