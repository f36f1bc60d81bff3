import type { IncomingMessage } from 'node:http';

/** A request the gateway refuses before any service sees it; answered as JSON with this status. */
export class GatewayRefusal extends Error {
  constructor(
    readonly status: 408 | 413 | 429 | 400 | 405,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const buffered = new WeakMap<IncomingMessage, Buffer>();

/** The body the gateway already read for this request, or undefined when a service runs on its own. */
export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return buffered.get(req);
}

function tooLarge(limit: number): GatewayRefusal {
  return new GatewayRefusal(413, 'request_entity_too_large', `Request body too large (max ${limit} bytes)`);
}

/**
 * Reads the whole body before any upstream work starts, so a stalled or trickled upload only ever
 * costs this process a socket, never a PostgREST connection. Refuses a declared or actual size over
 * `limit` (413) and a body not complete `deadline` ms after the request began (408).
 */
export function readRequestBody(req: IncomingMessage, limit: number, deadline: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || req.method === 'DELETE') {
    if (!req.headers['content-length'] && !req.headers['transfer-encoding']) {
      buffered.set(req, Buffer.alloc(0));
      return Promise.resolve(buffered.get(req)!);
    }
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | null) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) return reject(error);
      const body = Buffer.concat(chunks);
      buffered.set(req, body);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(tooLarge(limit));
      chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = (error: Error) => finish(error);
    const timer = setTimeout(
      () => finish(new GatewayRefusal(408, 'request_timeout', `The request body did not arrive within ${Math.round(deadline / 1000)} s`)),
      deadline,
    );
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
  });
}
