import { gunzipSync } from 'node:zlib';

/**
 * Sentry's envelope format (develop.sentry.dev/sdk/data-model/envelopes): a JSON header line, then items, each a JSON
 * item header line and a payload, either exactly `length` bytes (binary allowed) or up to the next newline.
 */
export type EnvelopeItem = {
  header: Record<string, unknown> & { type: string };
  /** The payload as JSON when it is JSON (events, transactions, sessions, replay events), else its size. */
  payload: unknown;
};
export type Envelope = { header: Record<string, unknown>; items: EnvelopeItem[] };

export type EnvelopeResult = { ok: true; envelope: Envelope } | { ok: false; error: string };

const NEWLINE = 0x0a;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonLine(bytes: Buffer): unknown {
  return JSON.parse(bytes.toString('utf8'));
}

function payloadOf(bytes: Buffer): unknown {
  try {
    return jsonLine(bytes);
  } catch {
    return { bytes: bytes.length };
  }
}

/** The body bytes as sent: gunzipped when the request says `Content-Encoding: gzip` (the SDKs gzip large bodies). */
export function envelopeBytes(body: Buffer, contentEncoding: string | undefined): Buffer {
  return contentEncoding?.trim().toLowerCase() === 'gzip' ? gunzipSync(body) : body;
}

/** Parses one envelope; an error names what is wrong (a malformed header or item header, a short payload). */
export function parseEnvelope(bytes: Buffer): EnvelopeResult {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = bytes.indexOf(NEWLINE, offset);
    const line = bytes.subarray(offset, end === -1 ? bytes.length : end);
    offset = end === -1 ? bytes.length : end + 1;
    return line;
  };
  let header: unknown;
  try {
    header = jsonLine(readLine());
  } catch {
    return { ok: false, error: 'the envelope header is no JSON' };
  }
  if (!isRecord(header)) return { ok: false, error: 'the envelope header is no JSON object' };
  const items: EnvelopeItem[] = [];
  while (offset < bytes.length) {
    const line = readLine();
    if (line.length === 0) continue;
    let itemHeader: unknown;
    try {
      itemHeader = jsonLine(line);
    } catch {
      return { ok: false, error: `item ${items.length + 1}: the item header is no JSON` };
    }
    if (!isRecord(itemHeader) || typeof itemHeader.type !== 'string') return { ok: false, error: `item ${items.length + 1}: the item header has no type` };
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number') {
      if (!Number.isInteger(length) || length < 0 || offset + length > bytes.length) return { ok: false, error: `item ${items.length + 1}: the payload is shorter than its length` };
      payload = bytes.subarray(offset, offset + length);
      offset += length;
      if (bytes[offset] === NEWLINE) offset += 1;
    } else {
      payload = readLine();
    }
    items.push({ header: { ...itemHeader, type: itemHeader.type }, payload: payloadOf(payload) });
  }
  return { ok: true, envelope: { header, items } };
}
