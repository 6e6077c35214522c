import 'server-only';
import { describeConfigProblem, readConfig, type ShopConfig } from './config-schema';

let cached: ShopConfig | undefined;

/**
 * The validated configuration of this server. Throws with every missing key named, so the server refuses to start
 * (instrumentation.ts calls it at start-up) instead of failing on the first request.
 */
export function serverConfig(): ShopConfig {
  if (cached) return cached;
  const result = readConfig(process.env);
  if (!result.ok) throw new Error(describeConfigProblem(result.error));
  cached = result.data;
  return cached;
}
