import 'server-only';
import type { KyInstance } from 'ky';
import { serverConfig } from '@/lib/env/server-config';
import { createClient } from './request';

let backend: KyInstance | undefined;
let helper: KyInstance | undefined;

/**
 * The shop backend (`apiUrl`) with the static shop token. Customer calls pass the customer's bearer token
 * instead (spec section 6: the bearer token when present, else the shop token) through `backendFor`.
 */
export function backendClient(): KyInstance {
  backend ??= createClient(serverConfig().apiUrl, serverConfig().token);
  return backend;
}

export function backendFor(customerToken: string | null): KyInstance {
  return customerToken ? createClient(serverConfig().apiUrl, customerToken) : backendClient();
}

/** The helper API (`fastApi`) with the shop token. */
export function helperClient(): KyInstance {
  helper ??= createClient(serverConfig().fastApi, serverConfig().token);
  return helper;
}

/** The helper API with a customer's token (the customer's own review calls), else the shop token. */
export function helperFor(customerToken: string | null): KyInstance {
  return customerToken ? createClient(serverConfig().fastApi, customerToken) : helperClient();
}
