import ky, { type KyInstance } from 'ky';

/** A backend client whose fetch answers from a function of the URL asked (and records every URL asked), for unit tests. */
export function clientAnswering(answer: (url: URL) => { status: number; body: unknown }): { client: KyInstance; asked: URL[] } {
  const asked: URL[] = [];
  const client = ky.create({
    prefixUrl: 'http://backend.test',
    retry: 0,
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url);
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, asked };
}
