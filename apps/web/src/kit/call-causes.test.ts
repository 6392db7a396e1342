import { CALL_CAUSES } from '@portside/contract/call-causes';
import { PBX_HANGUP_CAUSES } from '@portside/contract/pbx/cdrs';
import { describe, expect, it } from 'vitest';
import { causeLabel, causeWords } from './call-causes.ts';
import { enConsole } from './i18n/en-console.ts';
import { registerTexts, t } from './i18n/index.ts';

registerTexts(enConsole);

describe('call causes in words (calling-card CDRs and PBX Call Records)', () => {
  it('reads every cause in words, and a cause it does not know as the switch names it', () => {
    for (const cause of CALL_CAUSES) {
      const label = causeLabel(cause, t);
      expect(label, cause).not.toBe(cause);
      expect(label, cause).not.toMatch(/_|callCauses/);
    }
    expect(causeLabel('NORMAL_CLEARING', t)).toBe('Completed');
    expect(causeLabel('NO_ROUTE_DESTINATION', t)).toBe('No route to number');
    expect(causeLabel('MEDIA_TIMEOUT', t)).toBe('MEDIA_TIMEOUT');
  });

  it('gives the words of the PBX causes for an export', () => {
    expect(causeWords(PBX_HANGUP_CAUSES, t)).toEqual({
      NORMAL_CLEARING: 'Completed',
      NO_ANSWER: 'No answer',
      USER_BUSY: 'Busy',
      ORIGINATOR_CANCEL: 'Cancelled by caller',
      CALL_REJECTED: 'Rejected',
    });
  });
});
