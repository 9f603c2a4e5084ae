/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; the deployed and e2e sites reach it as `/api` on their own domain. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
