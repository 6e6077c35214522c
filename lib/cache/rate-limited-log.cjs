// @ts-check
/**
 * A logger that says the same kind of problem at most once per interval (a Redis that is down would otherwise log on
 * every request), and says how many were left out.
 */
class RateLimitedLog {
  /**
   * @param {number} intervalMs
   * @param {() => number} [now]
   * @param {(line: string) => void} [write]
   */
  constructor(intervalMs, now = Date.now, write = (line) => console.error(line)) {
    this.intervalMs = intervalMs;
    this.now = now;
    this.write = write;
    /** @type {Map<string, { at: number, skipped: number }>} */
    this.last = new Map();
  }

  /**
   * @param {string} kind what went wrong (one limit per kind)
   * @param {string} message
   */
  log(kind, message) {
    const now = this.now();
    const last = this.last.get(kind);
    if (last && now - last.at < this.intervalMs) {
      last.skipped += 1;
      return;
    }
    const skipped = last?.skipped ? ` (${last.skipped} more since the last report)` : '';
    this.last.set(kind, { at: now, skipped: 0 });
    this.write(`[route-cache] ${message}${skipped}`);
  }
}

module.exports = { RateLimitedLog };
