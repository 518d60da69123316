/** Every browser-storage key the web app owns, in one place so logout can clear them. */
export const LOCAL_KEYS = {
  auth: 'armada.auth',
  lang: 'armada.lang',
  classicNoticeDismissed: 'armada.classicNoticeDismissed',
  /** Followed by '.<user_id>': the live map's overlays switched on (features/maps/layers). */
  mapLayers: 'armada.mapLayers',
  /** Followed by '.<user_id>:<path>': the page size a user picked for that screen's table (components/data-table). */
  pageSize: 'armada.pageSize',
  /** Followed by '.<user_id>': the time zone and number style the person chose in the profile (session/displayPrefs). */
  displayPrefs: 'armada.displayPrefs',
} as const;

/** Local keys that survive a logout: the language is a choice of the person, not of the session. */
export const KEPT_ON_LOGOUT: readonly string[] = [LOCAL_KEYS.lang];

/** Key prefixes that survive a logout: each person's page sizes and display choice. */
export const KEPT_PREFIXES_ON_LOGOUT: readonly string[] = [`${LOCAL_KEYS.pageSize}.`, `${LOCAL_KEYS.displayPrefs}.`];

export const SESSION_KEYS = {
  redirect: 'armada.redirect',
  crash: 'armada.crash',
  mobility3d: 'armada.mobility3d',
} as const;

/** Session keys cleared at every application start (spec document 1 section 4). */
export const CLEARED_AT_START: readonly string[] = [SESSION_KEYS.crash, SESSION_KEYS.mobility3d];
