/** A Feature Codes row (spec 001 §3: code, name, details) and the screen's search over it. */
export interface FeatureCode {
  /** What the phone dials, e.g. '*97'. */
  code: string;
  name: string;
  details: string;
}

/** Spec 001 §2: case-insensitive, over code, name and details; a blank search shows everything. */
export function filterFeatureCodes(codes: readonly FeatureCode[], search: string): FeatureCode[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...codes];
  return codes.filter((c) => [c.code, c.name, c.details].some((text) => text.toLowerCase().includes(term)));
}
