import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** What is worth compressing: the API's JSON and the pages' HTML (files are compressed at build). */
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;

type Encoding = 'br' | 'gzip';
const ENCODERS: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // Quality 5: smaller than gzip on this JSON at about its speed; 11 is for files built once.
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data),
};

/**
 * The encoding `Accept-Encoding` asks for among ours: brotli, then gzip, each unless refused
 * with `q=0`; `*` stands for any not named.
 */
export const chooseEncoding = (header: string | undefined): Encoding | null => {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0] ?? null;
};

const appendVary = (reply: FastifyReply) => {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
};

/**
 * Compresses JSON and HTML answers over COMPRESS_MIN_BYTES with brotli or gzip, as the browser
 * accepts. Registered after every plugin that reads an answer's text (the idempotency replay
 * store), so it is the last to touch it; streams (Excel exports, files) and answers already
 * encoded go as they are, and other headers (`Content-Range`, `X-Total-Count`) are kept.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.getHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Any JSON or HTML answer may come compressed to another client: caches keep them apart.
    appendVary(reply);
    // A client that takes no encoding (scripts, probes) costs no measuring of the body.
    const accepted = request.headers['accept-encoding'];
    if (!accepted) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const encoding = chooseEncoding(accepted);
    if (!encoding) return payload;
    const body = await ENCODERS[encoding](Buffer.from(payload));
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
});
