/**
 * One request of the robustness sweep, as it goes on the wire. Target and header values are byte strings (one
 * character per byte, latin1), so a case can carry what fetch would normalise or refuse: bad percent-encoding, raw
 * control characters and raw UTF-8 in the request line, odd Host values, methods like TRACE.
 */
export type FuzzCase = {
  /** The class of input (`family/variant`, e.g. `path/bad-percent-encoding`): answers are grouped by it. */
  kind: string;
  method: string;
  /** The request-target exactly as sent. */
  target: string;
  /** Header lines as sent, Host included (or deliberately left out). */
  headers: ReadonlyArray<readonly [string, string]>;
  body?: Buffer;
};

/** A readable, JSON-safe description of a case for the report (bytes outside printable ASCII escaped). */
export type CaseDescription = { kind: string; method: string; target: string; headers: string[]; bodyBytes: number; bodyStart?: string };

const hasHeader = (fuzzCase: FuzzCase, name: string): boolean => fuzzCase.headers.some(([key]) => key.toLowerCase() === name);

/** The request's bytes: request line, headers (Content-Length for a body unless the case frames it itself), body. */
export function wireBytes(fuzzCase: FuzzCase): Buffer {
  const lines = [`${fuzzCase.method} ${fuzzCase.target} HTTP/1.1`, ...fuzzCase.headers.map(([name, value]) => `${name}: ${value}`)];
  if (fuzzCase.body && !hasHeader(fuzzCase, 'content-length') && !hasHeader(fuzzCase, 'transfer-encoding')) {
    lines.push(`Content-Length: ${fuzzCase.body.length}`);
  }
  if (!hasHeader(fuzzCase, 'connection')) lines.push('Connection: close');
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return fuzzCase.body ? Buffer.concat([head, fuzzCase.body]) : head;
}

/** Printable ASCII stays, anything else becomes \xNN. */
export function escapeBytes(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

export function describeCase(fuzzCase: FuzzCase): CaseDescription {
  const target = fuzzCase.target.length > 300 ? `${escapeBytes(fuzzCase.target.slice(0, 300))}… (${fuzzCase.target.length} bytes)` : escapeBytes(fuzzCase.target);
  return {
    kind: fuzzCase.kind,
    method: escapeBytes(fuzzCase.method),
    target,
    headers: fuzzCase.headers.map(([name, value]) => escapeBytes(`${name}: ${value.length > 200 ? `${value.slice(0, 200)}…` : value}`)),
    bodyBytes: fuzzCase.body?.length ?? 0,
    ...(fuzzCase.body ? { bodyStart: escapeBytes(fuzzCase.body.subarray(0, 200).toString('latin1')) } : {}),
  };
}

/** The UTF-8 bytes of a text as a byte string (for raw, unencoded unicode in a request line or a header). */
export function utf8Bytes(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}
