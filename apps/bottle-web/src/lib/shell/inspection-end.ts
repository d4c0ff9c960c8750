/**
 * The end of the system inspection screen (./inspection.ts): while it shows, the server's clock
 * is asked every {@link INSPECTION_POLL_MS}; the first answer hides the screen, and the calls
 * that failed are asked again, so the member finds the screen they were on with its data.
 * Loaded with the shell's screens, not at start-up.
 */
import { INSPECTION_SERVICES } from './inspection';

/** How often the inspection screen asks whether the servers are back. */
export const INSPECTION_POLL_MS = 30_000;

type Dispatch = (action: unknown) => unknown;
type QueryEntry = { status?: string; endpointName?: string; originalArgs?: unknown } | undefined;
type Initiate = (arg: unknown, options: { subscribe: false; forceRefetch: true }) => unknown;

/**
 * Asks again every query of the shop's and the sign-on's services whose last try failed (the
 * screens subscribed to them get the answers as usual).
 */
export function refetchFailedQueries(dispatch: Dispatch, state: Record<string, unknown>): void {
  for (const api of INSPECTION_SERVICES) {
    const queries = (state[api.reducerPath] as { queries?: Record<string, QueryEntry> } | undefined)?.queries ?? {};
    const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
    for (const entry of Object.values(queries)) {
      if (entry?.status !== 'rejected' || !entry.endpointName) continue;
      const endpoint = endpoints[entry.endpointName];
      if (endpoint) dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  }
}
