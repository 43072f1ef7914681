/** What electron-vite's build defines in the main process: DEV is true only in `electron-vite dev`. */
interface ImportMetaEnv {
  readonly DEV?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
