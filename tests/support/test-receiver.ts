/**
 * A loopback HTTP receiver for the follow-up tests and the bench (not shipped): listens on
 * 127.0.0.1 only, records every request (method, path with query, headers, body, arrival time),
 * and answers what `respond` says (default 204), so a test can play a CRM or an ad platform that
 * is down, slow, or refusing, then recovers.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Answer = number | 'drop' | { status: number; json: unknown };

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** What to answer a request: its status, a status and JSON body, or `'drop'` (the socket destroyed without an answer). */
  respond: (request: ReceivedRequest) => Answer | Promise<Answer>;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 (port 0: a free one; or a given one, to come back on the same address). */
export function startReceiver(port = 0): Promise<Receiver> {
  const receiver = { requests: [] as ReceivedRequest[], respond: () => 204 } as unknown as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      receiver.requests.push(request);
      void Promise.resolve(receiver.respond(request)).then((answer) => {
        if (answer === 'drop') req.socket.destroy();
        else if (typeof answer === 'object')
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
        else res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer >= 300 ? `status ${answer}` : '');
      });
    });
  });
  server.keepAliveTimeout = 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      receiver.port = bound;
      receiver.url = `http://127.0.0.1:${bound}`;
      receiver.close = () =>
        new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        });
      resolve(receiver);
    });
  });
}
