import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './client-export.ts';

describe('client CSV', () => {
  it('neutralises cells a spreadsheet would run as a formula and quotes what needs it', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=SUM(A1)', '+1 305'],
          ['-2+3', '@x'],
          ['\tcmd', 'say "hi", then go'],
          [-3, null],
          // Plain numbers cannot be formulas: written as they are.
          ['+13055559999', '-5'],
        ],
      ),
    ).toBe('a,b\n\'=SUM(A1),\'+1 305\n\'-2+3,\'@x\n\'\tcmd,"say ""hi"", then go"\n-3,\n+13055559999,-5\n');
  });

  it('names the file prefix-<environment code>-YYYYMMDD.csv in UTC', () => {
    expect(csvFileName('gatewayreport', 'CPL', new Date('2025-03-09T23:30:00Z'))).toBe(
      'gatewayreport-CPL-20250309.csv',
    );
  });
});
