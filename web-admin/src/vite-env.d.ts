/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; the deployed and e2e sites reach it as `/api` on their own domain. */
  readonly VITE_API_BASE?: string;
  /** The storefront's address when a site has none of its own (the e-label QR codes); `http://localhost:5174` by default. */
  readonly VITE_STORE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
