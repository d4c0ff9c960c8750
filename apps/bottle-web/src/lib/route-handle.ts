/** What a route's `handle` may ask of the layout (app/layout.tsx reads it; features set it). */
export interface RouteHandle {
  /** Full-screen screens (e.g. the chat) leave out the footer tabs. */
  hideFooter?: boolean;
}
