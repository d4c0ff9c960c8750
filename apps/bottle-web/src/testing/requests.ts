/**
 * What the app sends, as a test sees it: the calls that went over the wire, while libs/mock-api
 * answers them as usual.
 */

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
