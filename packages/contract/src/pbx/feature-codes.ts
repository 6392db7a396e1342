/**
 * The feature codes of a ship's PBX (spec 001 §2, §3): what a phone dials for a feature. The standard
 * FreeSWITCH/FusionPBX star codes, then the hotel codes (*5xx) cabin phones and housekeeping use. They are
 * part of the domain's number plan (pbx number-plan on the server): no extension, ring group, voicemail box
 * or broadcast group may take one. The console's Feature Codes screen shows them with their texts (its
 * i18n layer, `featureCodes.items.<key>`). A site with other codes changes this list and those texts.
 */
export const FEATURE_CODES = [
  // During a call
  { key: 'transfer', code: '*1' },
  { key: 'record', code: '*2' },
  { key: 'threeWayCall', code: '*3' },
  { key: 'attendedTransfer', code: '*4' },
  { key: 'speedDial', code: '*0' },
  // Calling
  { key: 'directory', code: '*411' },
  { key: 'privacy', code: '*67' },
  { key: 'callReturn', code: '*69' },
  { key: 'redial', code: '*870' },
  { key: 'intercom', code: '*8' },
  { key: 'page', code: '*724' },
  { key: 'callIntercept', code: '**' },
  { key: 'groupPickup', code: '*886' },
  // Call forward and Do Not Disturb
  { key: 'callForwardOn', code: '*72' },
  { key: 'callForwardOff', code: '*73' },
  { key: 'callForwardToggle', code: '*74' },
  { key: 'followMeToggle', code: '*21' },
  { key: 'doNotDisturbOn', code: '*78' },
  { key: 'doNotDisturbOff', code: '*79' },
  // Voicemail and recordings
  { key: 'voicemail', code: '*97' },
  { key: 'voicemailAnyBox', code: '*98' },
  { key: 'sendToVoicemail', code: '*99' },
  { key: 'recordings', code: '*732' },
  // Parking
  { key: 'valetPark', code: '*5900' },
  { key: 'retrieveParkedCall', code: '*5901' },
  // Supervisors and call centre
  { key: 'eavesdrop', code: '*33' },
  { key: 'agentLoginLogout', code: '*22' },
  { key: 'agentBreak', code: '*23' },
  { key: 'dayNightMode', code: '*30' },
  { key: 'triggerEvent', code: '*780' },
  // Wake-up calls and tests
  { key: 'wakeUpCall', code: '*925' },
  { key: 'cancelWakeUpCall', code: '*926' },
  { key: 'extensionInfo', code: '*9191' },
  { key: 'echoTest', code: '*9196' },
  { key: 'milliwattTone', code: '*9197' },
  { key: 'toneTest', code: '*9198' },
  { key: 'musicOnHold', code: '*9664' },
  // Hotel: cabin status and housekeeping
  { key: 'housekeepingReporting', code: '*540' },
  { key: 'cabinClean', code: '*541' },
  { key: 'cabinDirty', code: '*542' },
  { key: 'cabinInspected', code: '*543' },
  { key: 'cabinOutOfOrder', code: '*544' },
  { key: 'turndownDone', code: '*545' },
  { key: 'maintenanceRequired', code: '*546' },
  { key: 'cabinVacant', code: '*547' },
  { key: 'cabinOccupied', code: '*548' },
  { key: 'attendantSignIn', code: '*549' },
  { key: 'minibarCharge', code: '*550' },
  { key: 'minibarRestocked', code: '*551' },
  { key: 'blockOutsideCalls', code: '*560' },
  { key: 'allowOutsideCalls', code: '*561' },
  { key: 'messageLampOn', code: '*570' },
  { key: 'messageLampOff', code: '*571' },
  { key: 'cabinCheckIn', code: '*580' },
  { key: 'cabinCheckOut', code: '*581' },
] as const;

export type FeatureCodeDef = (typeof FEATURE_CODES)[number];
