import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayOptions, isCommandRequest, refuseBody } from './gateway';

/**
 * The one origin without a proxy hop for commands.
 *
 * `npm start`'s launcher owns the public port. It hands each accepted connection, unread, to the command
 * service process over their IPC channel (Node passes the socket itself). There, commands are answered
 * by the command service's own app in the same process, and everything else (reads, the UI) goes through
 * a gateway app that proxies to the read API and serves the build, exactly as the launcher's would. A
 * command thus costs one HTTP request instead of two; in `npm run bench` the launcher's proxy had taken
 * 0.85 ms of CPU per command, more than PostgreSQL's share.
 *
 * While the command service is not running (starting, restarting after a crash), the launcher serves the
 * connections it accepts with its own gateway, which proxies everything: the origin never goes dark with
 * the command service. A connection already handed over ends with the process that holds it; the browser
 * opens a new one.
 */

/** The IPC messages between the launcher and the command service. */
const READY = 'origin-ready';
const CONNECTION = 'origin-connection';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * A server that is given connections instead of accepting them still needs Node's tracking of them: the
 * headers and request timeouts (slow clients) and closing idle or all connections. Node sets it up when
 * the server starts listening, so it is told it did.
 */
const trackConnections = (server: http.Server): void => {
  server.emit('listening');
};

/** Commands to `commands`, everything else to `gateway`; a body the gateway would refuse is refused alike. */
export const originHandler =
  (commands: FastifyInstance, gateway: FastifyInstance): Handler =>
  (req, res) => {
    if (!isCommandRequest(req.method, req.url)) return gateway.routing(req, res);
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      res.end(JSON.stringify(body));
    };
    if (!refuseBody(req.headers, send)) commands.routing(req, res);
  };

/**
 * In the command service: serves the connections the launcher hands over, when it was started by one
 * (an IPC channel and ORIGIN_HANDOFF=1). Answers the function that stops it, or undefined.
 */
export const serveHandedOverOrigin = async (
  commands: FastifyInstance,
  options: GatewayOptions,
): Promise<(() => Promise<void>) | undefined> => {
  if (process.env.ORIGIN_HANDOFF !== '1' || !process.send) return undefined;
  const gateway = await buildGateway(options);
  await gateway.ready();
  await commands.ready();
  const handle = originHandler(commands, gateway);
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
    handle(req, res);
  });
  server.keepAliveTimeout = 72_000; // as fastify's, which the launcher's gateway uses
  trackConnections(server);
  const onMessage = (message: unknown, socket: net.Socket | undefined) => {
    if (message !== CONNECTION || !socket) return;
    server.emit('connection', socket);
    socket.resume();
  };
  process.on('message', onMessage);
  process.send(READY);
  return async () => {
    process.off('message', onMessage);
    // in-flight requests get ten seconds to finish, as on the service's own port; then every connection is cut
    server.closeIdleConnections();
    if (inFlight > 0)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    server.closeAllConnections();
    await gateway.close();
  };
};

/**
 * In the launcher: listens on the public port and hands each connection to the command service while it
 * has said it is ready, else serves it with `fallback` (the launcher's own gateway, not listening).
 * `attach` each command service process as it starts, before it can say so.
 */
export class OriginHandoff {
  private ready: ChildProcess | undefined;
  private readonly server = net.createServer({ pauseOnConnect: true }, (socket) => {
    const child = this.ready;
    if (!child?.connected) return this.serveHere(socket);
    child.send(CONNECTION, socket, { keepOpen: false }, (error) => {
      if (error) this.serveHere(socket);
    });
  });

  constructor(private readonly fallback: FastifyInstance) {}

  attach(child: ChildProcess): void {
    child.on('message', (message) => {
      if (message === READY) this.ready = child;
    });
    const forget = () => {
      if (this.ready === child) this.ready = undefined;
    };
    child.once('exit', forget);
    child.once('disconnect', forget);
  }

  async listen(port: number, host: string): Promise<void> {
    await this.fallback.ready();
    trackConnections(this.fallback.server);
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
  }

  /** The port it listens on (listen(0) picks one). */
  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    this.ready = undefined;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.fallback.server.closeAllConnections();
    await this.fallback.close();
  }

  private serveHere(socket: net.Socket): void {
    if (socket.destroyed) return;
    this.fallback.server.emit('connection', socket);
    socket.resume();
  }
}
