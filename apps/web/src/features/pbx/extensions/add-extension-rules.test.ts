import { describe, expect, it } from 'vitest';
import {
  canCreate,
  emptyAddExtension,
  formFieldOf,
  passwordProblem,
  phoneForCreate,
  toCreateBody,
} from './add-extension-rules.ts';

describe('Add Extension rules', () => {
  it('create needs name, extension and password; description and phone are optional', () => {
    const filled = { ...emptyAddExtension, name: 'Purser', extension: '2150', password: 's3cret' };
    expect(canCreate(filled)).toBe(true);
    expect(canCreate({ ...filled, name: '  ' })).toBe(false);
    expect(canCreate({ ...filled, extension: '' })).toBe(false);
    expect(canCreate({ ...filled, password: '' })).toBe(false);
  });

  it('sends the phone number without spaces, dashes and brackets, leaving the leading 1 to the server', () => {
    expect(phoneForCreate('+1 (305) 555-0100')).toBe('+13055550100');
    expect(phoneForCreate('1305.555.0100')).toBe('13055550100');
    expect(phoneForCreate('11234567')).toBe('11234567');
    expect(phoneForCreate('')).toBe('');
  });

  it('builds the createfull body with the spec names; no tn when there is no phone', () => {
    expect(
      toCreateBody({
        name: ' Purser ',
        extension: '2150',
        password: 'pw',
        description: 'Deck 5',
        phone: '1305',
      }),
    ).toEqual({
      extension: '2150',
      password: 'pw',
      tn: '1305',
      extensionAttributes: { effective_caller_id_name: 'Purser', description: 'Deck 5' },
    });
    expect(
      toCreateBody({ ...emptyAddExtension, extension: '1', password: 'p', name: 'n' }),
    ).not.toHaveProperty('tn');
  });

  it('checks the SIP password by the contract: 10 characters or more, never the typed extension', () => {
    const v = { ...emptyAddExtension, name: 'Spa', extension: '3055552150' };
    expect(passwordProblem({ ...v, password: '123456789' })).toBe('short');
    expect(passwordProblem({ ...v, password: '3055552150' })).toBe('extension');
    expect(passwordProblem({ ...v, password: '3055552151' })).toBeNull();
    expect(passwordProblem({ ...v, password: 'x'.repeat(129) })).toBe('long');
  });

  it('maps a server sentence naming a wire field to the form field', () => {
    expect(formFieldOf("Field 'tn' must be a phone number of digits.")).toBe('phone');
    expect(formFieldOf("Field 'extensionAttributes.effective_caller_id_name' is required.")).toBe('name');
    expect(formFieldOf('Extension 2150 already exists in domain x.')).toBeNull();
  });
});

describe('extensions CSV upload', () => {
  it('creates each row in its own domain (the current ship when blank) with the same rules', async () => {
    const { rowToUpload } = await import('./upload-extensions.tsx');
    const row = {
      phone: '13055550111',
      extension: '2160',
      password: 'pw',
      name: 'Spa',
      description: '',
      domain: '',
    };
    expect(rowToUpload(row, 'cpl.example')).toEqual({
      domain: 'cpl.example',
      body: {
        extension: '2160',
        password: 'pw',
        tn: '13055550111',
        extensionAttributes: { effective_caller_id_name: 'Spa', description: '' },
      },
    });
    expect(rowToUpload({ ...row, domain: 'kpl.example' }, 'cpl.example').domain).toBe('kpl.example');
  });
});
