/**
 * The Feature Codes reference (spec 001 §2, §3): what a phone on the ship's PBX can dial. The standard
 * FreeSWITCH/FusionPBX star codes, then the hotel codes (*5xx) cabin phones and housekeeping use. The codes
 * are data (what the PBX is configured with) and live in the contract, where the server's number plan reads
 * them too; each name and details text is interface text, in the i18n layer under `featureCodes.items.<key>` (a key without '*', which i18next could misread).
 * A site with other codes changes the contract's list and those texts.
 */
import { FEATURE_CODES as CODES } from '@portside/contract/pbx/feature-codes';
import type { FeatureCodeEntry } from './feature-code.ts';

export const FEATURE_CODES: readonly FeatureCodeEntry[] = CODES;
