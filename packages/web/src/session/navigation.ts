/**
 * Lets code outside React (the API client, the session timers) navigate through the router.
 * The router's root registers its navigate function; before that, a full page load is used.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigateFn = fn;
}

export function goTo(path: string, replace = false): void {
  if (navigateFn) navigateFn(path, { replace });
  else window.location.assign(path);
}
