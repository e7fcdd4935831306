/** The first-tap script, compiled for inline use (integrations/inlineScript.ts, astro.config.ts). */
declare module 'virtual:aisle/first-tap' {
  const script: string;
  export default script;
}
