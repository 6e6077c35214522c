/** Liveness of the storefront process itself (no upstream call): used by the start script and load balancers. */
export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
