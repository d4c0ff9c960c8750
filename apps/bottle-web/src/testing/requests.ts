/**
 * What the app sends, as a test sees it: the calls that went over the wire, while libs/mock-api
 * answers them as usual (or a little later, when the test holds them).
 */
import { http, type HttpHandler } from 'msw';

/** The msw server of setupMockServer(), as far as watching requests start needs it. */
interface RequestStarts {
  events: { on(event: 'request:start', listener: (info: { request: Request }) => void): void };
}

/**
 * The JSON bodies of the calls whose path ends with `path`, from now on, in the order they
 * start (a body is read from a clone, so the backend still gets it).
 */
export function requestBodies<T = Record<string, unknown>>(server: RequestStarts, path: string): T[] {
  const bodies: T[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((body: T) => bodies.push(body));
  });
  return bodies;
}

/**
 * Holds the answers to the POST calls whose URL matches `path` until the returned release is
 * called; then the mock backend's own handler gives them. The mock backend has no latency, so a
 * test holds one answer to see the page take the others first.
 */
export function holdAnswers(server: { use(...handlers: HttpHandler[]): void }, path: RegExp): () => void {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(path, async () => {
      await held;
    }),
  );
  return () => release();
}
