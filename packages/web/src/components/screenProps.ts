/** What the router hands every screen: the route path it was opened for. */
export type ScreenProps = { path: string };
