/** Listening on the demo's port, and the errors a start can meet (each says what to do). */
import type { Server } from 'node:http';

export type DemoServerErrorCode = 'NO_APP' | 'PORT_IN_USE' | 'LISTEN' | 'STATE';

export class DemoServerError extends Error {
  override readonly name = 'DemoServerError';
  constructor(
    readonly code: DemoServerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The host part of the URL to print: the wildcard addresses are reached as localhost. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolveListen();
    });
  });
}

export function listenError(error: NodeJS.ErrnoException, host: string, port: number): DemoServerError {
  if (error.code === 'EADDRINUSE') {
    return new DemoServerError(
      'PORT_IN_USE',
      `Port ${port} on ${host} is already in use (another demo server or app is running there). Stop it, or start on another port: PORT=${port === 4200 ? 4300 : port + 1} npm start`,
    );
  }
  if (error.code === 'EACCES')
    return new DemoServerError('LISTEN', `Not allowed to listen on port ${port} on ${host}; choose a port above 1023 (PORT=4200).`);
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new DemoServerError(
      'LISTEN',
      `HOST=${host} is not an address of this machine; use localhost, 0.0.0.0 (every interface) or one of its addresses.`,
    );
  }
  return new DemoServerError('LISTEN', `Cannot listen on ${host}:${port}: ${error.message}`);
}
