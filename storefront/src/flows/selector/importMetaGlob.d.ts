// Vite's import.meta.glob, for the lazily loaded Delivery screens (the storefront does not load
// vite/client's types, which would also declare import.meta.env differently from Astro's).
interface ImportMeta {
  glob<Module>(pattern: string): Record<string, () => Promise<Module>>;
}
