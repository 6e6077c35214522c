/**
 * An answer given before Next.js handles a request (a refusal, or the answer to OPTIONS): the status, the headers to
 * send and why (for tests and logs). The body stays empty.
 */
export type GateAnswer = { status: number; reason: string; headers?: Readonly<Record<string, string>> };

/** Looks a request header up by its lower-case name. */
export type HeaderLookup = (name: string) => string | undefined;
