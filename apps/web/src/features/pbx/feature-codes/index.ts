export { FeatureCodesScreen } from './feature-codes-screen.tsx';
