import path from 'node:path';
import { z } from 'zod';

/**
 * The topology file Varnish loads (ADR 0066): `vcl 4.1`, the modules, the storefront instances with their health
 * probe, the round-robin director `storefront`, the ACL `storefront_purgers` of the addresses that may ban, the
 * instance a retry goes to (`storefront_next_instance`), then the storefront's rules (deploy/varnish/storefront.vcl) by include. Everything written into the VCL is checked first:
 * a host, port or ACL entry cannot inject VCL.
 */
export const STOREFRONT_VCL = path.resolve(__dirname, '..', '..', 'deploy', 'varnish', 'storefront.vcl');

/**
 * The probe's path: the storefront's liveness route (ADR 0065), not its readiness. While the backend is down an
 * instance still serves its cached pages and its own server-down page; Varnish's grace is for instances that are gone.
 */
export const PROBE_PATH = '/healthz';

/** Addresses that may send bans when nothing else is configured: this machine. */
export const LOOPBACK_PURGERS = ['127.0.0.1', '::1'] as const;

const hostSchema = z.string().regex(/^(?:\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)$/i, 'an IPv4 address or a host name');
const instanceSchema = z.object({ host: hostSchema, port: z.number().int().min(1).max(65_535) });
/** An IPv4 or IPv6 address with an optional prefix length (`10.0.0.0/8`, `::1`). */
const aclEntrySchema = z.string().regex(/^(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-f:]{2,39}(?:\/\d{1,3})?)$/i, 'an IP address or network (a.b.c.d/nn)');

export const topologySchema = z.object({
  instances: z.array(instanceSchema).min(1),
  purgers: z.array(aclEntrySchema).min(1),
  rulesPath: z.string().regex(/^\/[^"\n]*$/, 'an absolute path without quotes'),
});
export type Topology = z.infer<typeof topologySchema>;

/** The addresses of VARNISH_PURGERS (comma-separated), or loopback when it is unset. */
export function purgersFromEnv(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length > 0 ? entries : [...LOOPBACK_PURGERS];
}

function aclLine(entry: string): string {
  const [address, prefix] = entry.split('/');
  return prefix === undefined ? `  "${address}";` : `  "${address}"/${prefix};`;
}

export function topologyVcl(input: Topology): string {
  const topology = topologySchema.parse(input);
  const backends = topology.instances.map(
    ({ host, port }, index) => `backend instance_${index + 1} {
  .host = "${host}";
  .port = "${port}";
  .connect_timeout = 1s;
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 10s;
  .probe = {
    .request = "GET ${PROBE_PATH} HTTP/1.1" "Host: localhost" "Connection: close" "User-Agent: varnish-probe";
    .timeout = 2s;
    .interval = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
  }
}`,
  );
  return [
    'vcl 4.1;',
    '',
    '# Written by scripts/cluster/varnish-topology.ts: the storefront instances, who may ban, then the rules.',
    'import directors;',
    'import std;',
    'import xkey;',
    '',
    ...backends.flatMap((backend) => [backend, '']),
    'acl storefront_purgers {',
    ...topology.purgers.map(aclLine),
    '}',
    '',
    '# A retry after a failed fetch goes to the instance after the one that failed (storefront.vcl, vcl_backend_error).',
    'sub storefront_next_instance {',
    ...topology.instances.map(
      (_, index) =>
        `  ${index === 0 ? 'if' : '} elsif'} (bereq.http.X-Storefront-Failed == "instance_${index + 1}") {\n    set bereq.backend = instance_${((index + 1) % topology.instances.length) + 1};`,
    ),
    '  }',
    '}',
    '',
    'sub vcl_init {',
    '  new storefront = directors.round_robin();',
    ...topology.instances.map((_, index) => `  storefront.add_backend(instance_${index + 1});`),
    '}',
    '',
    `include "${topology.rulesPath}";`,
    '',
  ].join('\n');
}
