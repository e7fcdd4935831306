/* The session gate: a signed-in-only page sends a guest to sign-in and back (ERR-015, ERR-016). */
export { SessionGate } from './SessionGate.tsx';
