/** The public marketing area chunk. */
export { CaseStudiesScreen } from './case-studies-screen.tsx';
export { HomeScreen } from './home-screen.tsx';
export { ImpactStudyScreen } from './impact-study-screen.tsx';
export { InfoScreen } from './info-screen.tsx';
export { PublicLayout } from './public-layout.tsx';
