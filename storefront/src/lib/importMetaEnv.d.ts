// Vite's import.meta.env as the storefront reads it (the storefront does not load vite/client's types; the
// declarations match Vite's and Astro's, so they merge): DEV is true in development, unit and story tests.
interface ImportMetaEnv {
  readonly DEV: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
