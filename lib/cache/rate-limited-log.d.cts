/** Types of rate-limited-log.cjs. */
export declare class RateLimitedLog {
  constructor(intervalMs: number, now?: () => number, write?: (line: string) => void);
  log(kind: string, message: string): void;
}
