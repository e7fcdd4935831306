/** The first-tap script, compiled for inline use (integrations/inlineScript.ts, astro.config.ts). */
declare module 'virtual:aisle/first-tap' {
  const script: string;
  export default script;
}

/** The sign-in page's reason line, compiled for inline use (src/scripts/signInReason.ts). */
declare module 'virtual:aisle/sign-in-reason' {
  const script: string;
  export default script;
}
