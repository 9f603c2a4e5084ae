/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; the deployed sites reach it as `/api` on their own domain. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
