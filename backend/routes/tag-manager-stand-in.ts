import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TAG_MANAGER_CONTAINER_PATTERN } from '@/contract/constants';
import { badRequest } from '@/backend/errors';
import { parseInput } from '@/backend/validation';

/**
 * A stand-in for Google Tag Manager's container, so that tests see what a container would receive, offline:
 * - `GET /gtm.js?id=GTM-…` answers JavaScript that, like a real container, reads `window.dataLayer` (the entries
 *   queued before it loaded, then every later push) and sends each entry, in order, to `POST /__tag-manager/collect`,
 *   with the browser's client id (a first-party `_ga` cookie, as Google Analytics sets once consent is given);
 * - `GET /__tag-manager/received?id=GTM-…&client=…` lists what arrived (in order, each with its container id, page and
 *   client; a test reads its own browser's entries by the client id while other journeys run);
 * - `DELETE /__tag-manager/received` forgets it.
 * The browser calls it from the shops' origins: no token; the collect call is a CORS 'simple' request (text/plain).
 */
export const TAG_MANAGER_PATHS = ['/gtm.js', '/__tag-manager/collect', '/__tag-manager/received'] as const;

/** The stand-in's paths authenticate nobody (the browser has no token). */
export function isTagManagerPath(url: string): boolean {
  const pathname = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  return (TAG_MANAGER_PATHS as readonly string[]).includes(pathname);
}

/** At most this many entries are kept (the oldest go first): a test run's worth. */
const MAX_RECEIVED = 5_000;

const containerId = z.string().regex(TAG_MANAGER_CONTAINER_PATTERN, 'expected a container id GTM-…');

/** One data-layer entry: an object (an event, `{ecommerce: null}`) or a gtag command (`{ gtag: [...] }`). */
const entrySchema = z.record(z.string(), z.unknown());

const collectSchema = z.object({
  id: containerId,
  page: z.string().max(2_000),
  client: z.string().min(1).max(100),
  entries: z.array(entrySchema).min(1).max(500),
});

export type ReceivedEntry = { id: string; page: string; client: string; entry: Record<string, unknown> };

/**
 * The container's code. It sends batches one after the other (so they arrive in data-layer order), and what is still
 * waiting when the page goes away with a beacon. gtag() commands (an `arguments` object) travel as `{ gtag: [...] }`.
 */
function containerScript(id: string): string {
  return `(function(){
var id=${JSON.stringify(id)};
var script=document.currentScript;
var endpoint=new URL("/__tag-manager/collect",script&&script.src?script.src:location.href).href;
var w=window;var dl=w.dataLayer=w.dataLayer||[];
if(dl.__standIn)return;
Object.defineProperty(dl,"__standIn",{value:true});
var known=/(?:^|;\\s*)_ga=([^;]+)/.exec(document.cookie);
var client=known?known[1]:"GA1.1."+Math.floor(Math.random()*2147483647)+"."+Math.floor(Date.now()/1000);
if(!known)document.cookie="_ga="+client+"; Max-Age=63072000; Path=/; SameSite=Lax";
var waiting=[];var busy=false;
function plain(entry){
  if(Object.prototype.toString.call(entry)==="[object Arguments]")return{gtag:Array.prototype.slice.call(entry)};
  return entry&&typeof entry==="object"&&!Array.isArray(entry)?entry:{value:entry};
}
function body(entries){return JSON.stringify({id:id,page:location.pathname,client:client,entries:entries});}
function send(){
  if(busy||waiting.length===0)return;
  busy=true;var batch=waiting.splice(0,500);
  fetch(endpoint,{method:"POST",mode:"cors",keepalive:true,headers:{"content-type":"text/plain"},body:body(batch)})
    .catch(function(){}).then(function(){busy=false;send();});
}
function queue(entry){
  try{waiting.push(JSON.parse(JSON.stringify(plain(entry))));}catch(e){return;}
  setTimeout(send,0);
}
for(var i=0;i<dl.length;i++)queue(dl[i]);
var push=dl.push;
dl.push=function(){for(var j=0;j<arguments.length;j++)queue(arguments[j]);return push.apply(dl,arguments);};
addEventListener("pagehide",function(){
  if(waiting.length>0&&navigator.sendBeacon)navigator.sendBeacon(endpoint,new Blob([body(waiting.splice(0))],{type:"text/plain"}));
});
})();
`;
}

export function registerTagManagerStandIn(app: FastifyInstance): void {
  const received: ReceivedEntry[] = [];

  app.get('/gtm.js', async (request, reply) => {
    const { id } = parseInput(z.object({ id: containerId }), request.query, 'query');
    return reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(containerScript(id));
  });

  app.post('/__tag-manager/collect', async (request, reply) => {
    let parsed: unknown;
    try {
      parsed = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
    } catch {
      throw badRequest('Invalid body: expected JSON');
    }
    const batch = parseInput(collectSchema, parsed, 'body');
    for (const entry of batch.entries) received.push({ id: batch.id, page: batch.page, client: batch.client, entry });
    if (received.length > MAX_RECEIVED) received.splice(0, received.length - MAX_RECEIVED);
    return reply.header('access-control-allow-origin', '*').code(204).send();
  });

  app.get('/__tag-manager/received', async (request): Promise<ReceivedEntry[]> => {
    const { id, client } = parseInput(z.object({ id: containerId.optional(), client: z.string().min(1).max(100).optional() }), request.query, 'query');
    return received.filter((entry) => (id === undefined || entry.id === id) && (client === undefined || entry.client === client));
  });

  app.delete('/__tag-manager/received', async (_request, reply) => {
    received.length = 0;
    return reply.code(204).send();
  });
}
