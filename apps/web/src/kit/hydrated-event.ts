/**
 * Sent on window once React owns the page (main.tsx), so public-boot.ts can replay what the visitor did on
 * the pre-rendered page while its code was on the way.
 */
export const HYDRATED_EVENT = 'portside:hydrated';
