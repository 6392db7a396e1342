import { describe, expect, it } from 'vitest';
import { t } from '../i18n/index.ts';
import { failuresText } from './failures-file.ts';

describe('failuresText', () => {
  it('names each failed row with its request, status and error, and masks a password', () => {
    const text = failuresText(
      [
        {
          row: 3,
          request: { domain: 'cpl.example', body: { extension: '2160', password: 'sip-secret-1' } },
          status: 409,
          error: 'Extension 2160 already exists in domain cpl.example.',
        },
      ],
      t,
    );
    expect(text).toBe(
      [
        'Row: 3',
        'Request: {"domain":"cpl.example","body":{"extension":"2160","password":"********"}}',
        'Status: 409',
        'Error: Extension 2160 already exists in domain cpl.example.',
        '',
      ].join('\n'),
    );
    expect(text).not.toContain('sip-secret-1');
  });
});
