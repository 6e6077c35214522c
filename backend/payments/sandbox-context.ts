import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '@/backend/db/open';
import { DEFAULT_SANDBOX_SECRETS, type SandboxSecrets } from './sandbox-secrets';

export type PaymentSandboxOptions = {
  db: Db;
  /** Where shoppers' browsers reach this backend (sandbox pages, hand-off page); default: its own listen address. */
  publicOrigin?: string;
  secrets?: SandboxSecrets;
  now?: () => Date;
};

/** What the sandboxes and the shop's provider code share: the database, the credentials, the clock, the origins. */
export type SandboxContext = {
  db: Db;
  secrets: SandboxSecrets;
  now: () => Date;
  /** Origin of the URLs handed to browsers. */
  publicOrigin: () => string;
  /** Origin of the server-to-server calls (provider API, webhooks): the backend's listen address on loopback. */
  loopbackOrigin: () => string;
  log: FastifyBaseLogger;
};

/** The loopback origin of a listening server: wildcard addresses are reached on 127.0.0.1. */
export function loopbackOriginOf(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') throw new Error('The backend is not listening on a TCP port');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function paymentSandboxContext(app: FastifyInstance, options: PaymentSandboxOptions): SandboxContext {
  const loopbackOrigin = () => loopbackOriginOf(app.server.address());
  const publicOrigin = options.publicOrigin?.replace(/\/+$/, '');
  return {
    db: options.db,
    secrets: options.secrets ?? DEFAULT_SANDBOX_SECRETS,
    now: options.now ?? (() => new Date()),
    publicOrigin: publicOrigin === undefined ? loopbackOrigin : () => publicOrigin,
    loopbackOrigin,
    log: app.log,
  };
}
