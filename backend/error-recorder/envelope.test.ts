import { gzipSync } from 'node:zlib';
import { envelopeBytes, parseEnvelope } from './envelope';

const line = (value: unknown) => JSON.stringify(value);

describe('parseEnvelope', () => {
  test('an error event as the browser SDK sends it: header, item header without length, event JSON', () => {
    const body = [line({ event_id: 'a1', sent_at: '2026-12-07T10:00:00Z', dsn: 'http://key@127.0.0.1:4130/1' }), line({ type: 'event' }), line({ event_id: 'a1', release: '1.0.3', tags: { shop: 'at' } })].join('\n');
    const parsed = parseEnvelope(Buffer.from(body));
    expect(parsed).toEqual({
      ok: true,
      envelope: { header: expect.objectContaining({ event_id: 'a1' }), items: [{ header: { type: 'event' }, payload: { event_id: 'a1', release: '1.0.3', tags: { shop: 'at' } } }] },
    });
  });

  test('items with a byte length (binary and multi-byte payloads) and several items in one envelope', () => {
    const replayEvent = line({ type: 'replay_event', replay_id: 'r1', note: 'Größe ș' });
    const recording = Buffer.from([0x7b, 0x0a, 0x00, 0xff, 0x0a, 0x01]);
    const body = Buffer.concat([
      Buffer.from(`${line({ event_id: 'r1' })}\n${line({ type: 'replay_event', length: Buffer.byteLength(replayEvent) })}\n${replayEvent}\n`),
      Buffer.from(`${line({ type: 'replay_recording', length: recording.length })}\n`),
      recording,
      Buffer.from(`\n${line({ type: 'client_report' })}\n${line({ discarded_events: [] })}\n`),
    ]);
    const parsed = parseEnvelope(body);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.envelope.items.map((item) => item.header.type)).toEqual(['replay_event', 'replay_recording', 'client_report']);
    expect(parsed.envelope.items[0]?.payload).toEqual({ type: 'replay_event', replay_id: 'r1', note: 'Größe ș' });
    expect(parsed.envelope.items[1]?.payload).toEqual({ bytes: 6 });
    expect(parsed.envelope.items[2]?.payload).toEqual({ discarded_events: [] });
  });

  test('a gzipped body (the SDKs gzip large ones) is read after gunzip', () => {
    const body = `${line({ event_id: 'g' })}\n${line({ type: 'transaction' })}\n${line({ type: 'transaction', transaction: 'GET /' })}`;
    const parsed = parseEnvelope(envelopeBytes(gzipSync(body), 'gzip'));
    expect(parsed.ok && parsed.envelope.items[0]?.payload).toEqual({ type: 'transaction', transaction: 'GET /' });
    expect(envelopeBytes(Buffer.from('x'), undefined).toString()).toBe('x');
  });

  test('malformed envelopes are named, never half-read', () => {
    expect(parseEnvelope(Buffer.from('not json\n{}'))).toEqual({ ok: false, error: 'the envelope header is no JSON' });
    expect(parseEnvelope(Buffer.from('[1]\n'))).toEqual({ ok: false, error: 'the envelope header is no JSON object' });
    expect(parseEnvelope(Buffer.from('{}\n{"length":2}\nab'))).toEqual({ ok: false, error: 'item 1: the item header has no type' });
    expect(parseEnvelope(Buffer.from('{}\n{"type":"event","length":50}\nshort'))).toEqual({ ok: false, error: 'item 1: the payload is shorter than its length' });
    expect(parseEnvelope(Buffer.from('{}\n{"type":"event"}\n{}\nnope'))).toEqual({ ok: false, error: 'item 2: the item header is no JSON' });
  });
});
