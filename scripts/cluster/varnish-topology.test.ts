import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOOPBACK_PURGERS, purgersFromEnv, topologyVcl } from './varnish-topology';
import { CLUSTER_PORTS } from './cluster-ports';

const EXAMPLE = path.resolve(__dirname, '..', '..', 'deploy', 'varnish', 'topology.example.vcl');

describe('the topology file Varnish loads', () => {
  it("is the example in deploy/varnish for `npm run start:cluster`'s instances", () => {
    const written = topologyVcl({
      instances: CLUSTER_PORTS.instances.map((port) => ({ host: '127.0.0.1', port })),
      purgers: [...LOOPBACK_PURGERS],
      rulesPath: '/etc/varnish/storefront.vcl',
    });
    expect(readFileSync(EXAMPLE, 'utf8')).toBe(written);
  });

  it('names every instance in the director and every purger in the ACL', () => {
    const vcl = topologyVcl({ instances: [{ host: '10.0.0.5', port: 3000 }, { host: 'shop-2.internal', port: 3001 }], purgers: ['10.0.0.0/8', '::1'], rulesPath: '/srv/storefront.vcl' });
    expect(vcl.startsWith('vcl 4.1;\n')).toBe(true);
    expect(vcl).toContain('.host = "shop-2.internal";');
    expect(vcl).toContain('storefront.add_backend(instance_2);');
    expect(vcl).toContain('  "10.0.0.0"/8;\n  "::1";');
    expect(vcl.trimEnd().endsWith('include "/srv/storefront.vcl";')).toBe(true);
  });

  it('writes nothing that could inject VCL', () => {
    const base = { instances: [{ host: '127.0.0.1', port: 3481 }], purgers: ['127.0.0.1'], rulesPath: '/srv/storefront.vcl' };
    expect(() => topologyVcl({ ...base, instances: [{ host: '127.0.0.1"; } sub vcl_recv { return (pass); } #', port: 1 }] })).toThrow();
    expect(() => topologyVcl({ ...base, purgers: ['0.0.0.0"/0; "x'] })).toThrow();
    expect(() => topologyVcl({ ...base, purgers: [] })).toThrow();
    expect(() => topologyVcl({ ...base, rulesPath: 'relative.vcl' })).toThrow();
    expect(() => topologyVcl({ ...base, instances: [{ host: '127.0.0.1', port: 70_000 }] })).toThrow();
  });

  it('lets only this machine ban unless VARNISH_PURGERS says otherwise', () => {
    expect(purgersFromEnv(undefined)).toEqual(['127.0.0.1', '::1']);
    expect(purgersFromEnv(' ')).toEqual(['127.0.0.1', '::1']);
    expect(purgersFromEnv('10.1.0.0/16, 127.0.0.1')).toEqual(['10.1.0.0/16', '127.0.0.1']);
  });
});
