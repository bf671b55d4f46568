// What the build gives this worker (vite.config.ts): the app's PUBLIC_* settings, and the
// endpoints it may cache, from offlineRoutes(endpoints).
interface ImportMetaEnv {
  readonly PUBLIC_API_BASE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
declare const __OFFLINE_ROUTES__: readonly import("../src/shared/offline-policy.ts").OfflineRoute[];
