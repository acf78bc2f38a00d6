import { describe, expect, it } from 'vitest';
import { formatRecordSize, readWdbc, WdbcError, writeWdbc } from './wdbc.ts';

describe('WDBC files', () => {
  it('reads back what was written, skipped fields left out', () => {
    const format = 'nisxfbXu';
    const bytes = writeWdbc(format, [
      [7, -3, 'Frostbolt', 99, 1.5, 200, 1, 4_000_000_000],
      [8, 12, 'Éclair de givre', 'ignored text', -0.25, 0, 0, 0],
      [9, 0, '', 0, 0, 255, 0, 1],
    ]);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('WDBC');
    expect(bytes.readUInt32LE(4)).toBe(3);
    expect(bytes.readUInt32LE(8)).toBe(format.length);
    expect(bytes.readUInt32LE(12)).toBe(formatRecordSize(format));
    expect(formatRecordSize(format)).toBe(6 * 4 + 2);

    expect(readWdbc(bytes, format, 'Test.dbc')).toEqual([
      [7, -3, 'Frostbolt', 1.5, 200, 4_000_000_000],
      [8, 12, 'Éclair de givre', -0.25, 0, 0],
      [9, 0, '', 0, 255, 1],
    ]);
  });

  it('writes a string used twice once', () => {
    const once = writeWdbc('ns', [[1, 'INV_Misc_Bag_07']]);
    const twice = writeWdbc('ns', [
      [1, 'INV_Misc_Bag_07'],
      [2, 'INV_Misc_Bag_07'],
    ]);
    expect(twice.readUInt32LE(16)).toBe(once.readUInt32LE(16));
    expect(readWdbc(twice, 'ns', 'SpellIcon.dbc')).toEqual([
      [1, 'INV_Misc_Bag_07'],
      [2, 'INV_Misc_Bag_07'],
    ]);
  });

  it('reads an empty file', () => {
    expect(readWdbc(writeWdbc('niii', []), 'niii', 'GlyphProperties.dbc')).toEqual([]);
  });

  it('refuses a file that is not WDBC, naming it', () => {
    const bytes = writeWdbc('ni', [[1, 2]]);
    bytes.write('WDB2', 0, 'latin1');
    expect(() => readWdbc(bytes, 'ni', 'Spell.dbc')).toThrow(
      new WdbcError('Spell.dbc: not a WDBC file (starts with "WDB2")'),
    );
    expect(() => readWdbc(Buffer.from('WDBC'), 'ni', 'Spell.dbc')).toThrow(/^Spell\.dbc: truncated/);
  });

  it('refuses a file whose records do not match the layout', () => {
    const bytes = writeWdbc('nii', [[1, 2, 3]]);
    expect(() => readWdbc(bytes, 'ni', 'Talent.dbc')).toThrow(
      'Talent.dbc: 3 fields a record, expected 2 (a 3.3.5a build 12340 file)',
    );
    // Same field count, other sizes: a byte where the layout expects four.
    expect(() => readWdbc(writeWdbc('nib', [[1, 2, 3]]), 'nii', 'Talent.dbc')).toThrow(
      'Talent.dbc: records of 9 bytes, expected 12',
    );
  });

  it('refuses a truncated file', () => {
    const bytes = writeWdbc('ns', [
      [1, 'one'],
      [2, 'two'],
    ]);
    expect(() => readWdbc(bytes.subarray(0, bytes.length - 3), 'ns', 'SpellIcon.dbc')).toThrow(
      /^SpellIcon\.dbc: truncated \(\d+ bytes, the header announces \d+\)$/,
    );
    expect(() => readWdbc(bytes.subarray(0, 10), 'ns', 'SpellIcon.dbc')).toThrow(
      'SpellIcon.dbc: truncated (10 bytes, no WDBC header)',
    );
  });

  it('refuses a string offset past the string block', () => {
    const bytes = writeWdbc('ns', [[1, 'one']]);
    bytes.writeUInt32LE(500, 20 + 4);
    expect(() => readWdbc(bytes, 'ns', 'SpellIcon.dbc')).toThrow(
      'SpellIcon.dbc: a string offset (500) past the string block',
    );
  });
});
