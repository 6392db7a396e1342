/**
 * The Feature Codes reference (spec 001 §2, §3): what a phone on the ship's PBX can dial. The standard
 * FreeSWITCH/FusionPBX star codes, then the hotel codes (*5xx) cabin phones and housekeeping use. This is
 * data (what the PBX is configured with), not interface text, so it is kept here in one place rather than
 * in the translation files; a site with other codes changes this file.
 */
import type { FeatureCode } from './feature-code.ts';

export const FEATURE_CODES: readonly FeatureCode[] = [
  // During a call
  {
    code: '*1',
    name: 'Transfer',
    details:
      'During a call, press *1 and then the extension to transfer the caller straight away (blind transfer).',
  },
  {
    code: '*2',
    name: 'Record',
    details:
      'During a call, press *2 to start recording the call; press *2 again to stop. The recording is kept with the call record.',
  },
  {
    code: '*3',
    name: 'Three-Way Call',
    details: 'During a call, press *3 and then a number to bring a third person into the call.',
  },
  {
    code: '*4',
    name: 'Attended Transfer',
    details:
      'During a call, press *4 and then the extension; speak to them first, then hang up to hand the caller over.',
  },
  {
    code: '*0',
    name: 'Speed Dial',
    details: 'Dial *0 and then a speed-dial number to call the number stored under it.',
  },
  // Calling
  {
    code: '*411',
    name: 'Directory',
    details: 'Company directory: find an extension by saying or spelling the name.',
  },
  { code: '*67', name: 'Privacy', details: 'Dial *67 before a number to hide your caller ID on that call.' },
  { code: '*69', name: 'Call Return', details: 'Calls back the last number that called this phone.' },
  { code: '*870', name: 'Redial', details: 'Calls the last number dialled from this phone again.' },
  {
    code: '*8',
    name: 'Intercom',
    details: 'Dial *8 and then an extension to speak through its loudspeaker; the phone answers by itself.',
  },
  { code: '*724', name: 'Page', details: 'Pages the phones of the paging group through their loudspeakers.' },
  {
    code: '**',
    name: 'Call Intercept',
    details: 'Dial ** and then an extension to answer the call ringing there.',
  },
  { code: '*886', name: 'Group Pickup', details: 'Answers a call ringing on any phone of your call group.' },
  // Call forward and Do Not Disturb
  {
    code: '*72',
    name: 'Call Forward On',
    details: 'Dial *72 and then a number to forward every call for this extension there.',
  },
  { code: '*73', name: 'Call Forward Off', details: 'Stops forwarding calls; the extension rings again.' },
  {
    code: '*74',
    name: 'Call Forward Toggle',
    details: 'Turns call forwarding on or off, to the number set last.',
  },
  {
    code: '*21',
    name: 'Follow Me Toggle',
    details: 'Turns Follow Me on or off: calls ring the extension and its follow-me numbers in turn.',
  },
  {
    code: '*78',
    name: 'Do Not Disturb On',
    details: 'Callers get voicemail (or a busy tone) instead of ringing this extension.',
  },
  { code: '*79', name: 'Do Not Disturb Off', details: 'The extension rings again.' },
  // Voicemail and recordings
  {
    code: '*97',
    name: 'Voicemail',
    details: 'Checks the voicemail box of this extension; enter its PIN when asked.',
  },
  {
    code: '*98',
    name: 'Voicemail (Any Box)',
    details: 'Checks any voicemail box: enter the box number and then its PIN.',
  },
  {
    code: '*99',
    name: 'Send to Voicemail',
    details: 'Dial *99 and then an extension to leave a message without ringing it.',
  },
  {
    code: '*732',
    name: 'Recordings',
    details:
      'Records a greeting or announcement for the PBX; the recording is named by the number dialled after *732.',
  },
  // Parking
  {
    code: '*5900',
    name: 'Valet Park',
    details:
      'During a call, transfer the caller to *5900 to park the call; the parking slot number is announced.',
  },
  {
    code: '*5901',
    name: 'Retrieve Parked Call',
    details: 'Dial the announced slot (*5901 to *5999) from any phone to pick up a parked call.',
  },
  // Supervisors and call centre
  {
    code: '*33',
    name: 'Eavesdrop',
    details:
      'Dial *33 and then an extension to listen to its call. While listening, press 1 to speak to the extension, 2 to the other party, 3 to both.',
  },
  {
    code: '*22',
    name: 'Agent Login/Logout',
    details: 'Signs a call-centre agent in to or out of the queues of this extension.',
  },
  {
    code: '*23',
    name: 'Agent Break',
    details:
      'Puts a call-centre agent on a break, or back to available; queue calls are not offered during a break.',
  },
  {
    code: '*30',
    name: 'Day/Night Mode',
    details:
      'Switches the call flow between day and night routing (for example the Guest Services line after hours).',
  },
  {
    code: '*780',
    name: 'Trigger Event',
    details:
      'Raises the event configured for the site, for example a drill announcement. Admin extensions only.',
  },
  // Wake-up calls and tests
  {
    code: '*925',
    name: 'Wake-up Call',
    details: 'Books a wake-up call for this phone: enter the time as four digits, for example 0630.',
  },
  { code: '*926', name: 'Cancel Wake-up Call', details: 'Cancels the wake-up call booked for this phone.' },
  {
    code: '*9191',
    name: 'Extension Info',
    details: 'Reads out the extension number and caller ID of this phone.',
  },
  {
    code: '*9196',
    name: 'Echo Test',
    details: 'Repeats what you say, to check the line and the delay of the satellite link.',
  },
  { code: '*9197', name: 'Milliwatt Tone', details: 'Plays a steady test tone, to check the line level.' },
  { code: '*9198', name: 'Tone Test', details: 'Plays a sequence of test tones.' },
  { code: '*9664', name: 'Music on Hold', details: 'Plays the music on hold, to check it.' },
  // Hotel: cabin status and housekeeping
  {
    code: '*540',
    name: 'Housekeeping Reporting',
    details:
      'Dial from the cabin phone, then a status code, to report the cabin status to the housekeeping report.',
  },
  {
    code: '*541',
    name: 'Cabin Clean',
    details: 'Housekeeping: marks the cabin clean and ready for the guest.',
  },
  { code: '*542', name: 'Cabin Dirty', details: 'Housekeeping: marks the cabin as needing service.' },
  { code: '*543', name: 'Cabin Inspected', details: 'Housekeeping supervisor: marks the cabin inspected.' },
  {
    code: '*544',
    name: 'Cabin Out of Order',
    details: 'Marks the cabin out of order: it is not sold until it is marked clean again.',
  },
  {
    code: '*545',
    name: 'Turndown Done',
    details: 'Housekeeping: records the evening turndown service of the cabin.',
  },
  {
    code: '*546',
    name: 'Maintenance Required',
    details: 'Reports a fault in the cabin to the maintenance team.',
  },
  { code: '*547', name: 'Cabin Vacant', details: 'Marks the cabin vacant.' },
  { code: '*548', name: 'Cabin Occupied', details: 'Marks the cabin occupied.' },
  {
    code: '*549',
    name: 'Attendant Sign-in',
    details: 'Cabin attendant: enter your attendant number, so the statuses you report are credited to you.',
  },
  {
    code: '*550',
    name: 'Minibar Charge',
    details:
      'Dial from the cabin phone, then the item code and the quantity, to charge minibar items to the guest account.',
  },
  {
    code: '*551',
    name: 'Minibar Restocked',
    details: 'Records that the minibar of the cabin has been restocked.',
  },
  {
    code: '*560',
    name: 'Block Outside Calls',
    details:
      'Front desk: stops calls from the cabin phone to outside numbers (cabin calls and Guest Services still work).',
  },
  {
    code: '*561',
    name: 'Allow Outside Calls',
    details: 'Front desk: allows calls to outside numbers from the cabin phone again.',
  },
  {
    code: '*570',
    name: 'Message Lamp On',
    details: 'Front desk: lights the message lamp of the cabin phone.',
  },
  {
    code: '*571',
    name: 'Message Lamp Off',
    details: 'Front desk: turns the message lamp of the cabin phone off.',
  },
  {
    code: '*580',
    name: 'Cabin Check-in',
    details: 'Front desk: opens the cabin phone for the arriving guest.',
  },
  {
    code: '*581',
    name: 'Cabin Check-out',
    details:
      'Front desk: clears the cabin voicemail, wake-up calls, Do Not Disturb and call forwarding for the next guest.',
  },
];
