// Paths of the JSON API, relative to its base (`/api` on our server; configurable in the client).
export const apiPaths = {
  fetchOutlet: "/fetch_outlet",
  fetchMenu: "/fetch_menu",
} as const;
