/** An Elasticsearch-style error: the status and the `error.type` / `error.reason` of its body. */
export class EngineError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly reason: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(reason);
    this.name = 'EngineError';
  }
}

/** `400 parsing_exception`: the request is outside the subset this engine answers. */
export const parsingError = (reason: string) => new EngineError(400, 'parsing_exception', reason);

/** The error body as Elasticsearch writes it. */
export function engineErrorBody(error: EngineError) {
  const cause = { type: error.type, reason: error.reason, ...error.extra };
  return { error: { root_cause: [cause], ...cause }, status: error.status };
}
