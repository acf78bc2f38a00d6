/*
 * The client's WDBC files: a 20-byte header ("WDBC", then the record count, field count, record size
 * and string block size, each a little-endian uint32), the fixed-size records, then the string block
 * that string fields point into (offset 0 is the empty string).
 *
 * A file is read through a format string, one character per field, in the cores' notation
 * (`DBCfmt.h`): `n` the record's id, `d` an id the core keeps only as the index, `i` int32, `u`
 * uint32, `f` float, `s` string, `b` a byte, `x` a 4-byte field skipped, `X` a skipped byte.
 */

export type DbcValue = number | string;
/** The values of one record's fields, in order, without the skipped ones. */
export type DbcRecord = DbcValue[];

export class WdbcError extends Error {
  override name = 'WdbcError';
}

const HEADER_SIZE = 20;
const MAGIC = 'WDBC';

function fieldSize(type: string): number {
  switch (type) {
    case 'b':
    case 'X':
      return 1;
    case 'n':
    case 'd':
    case 'i':
    case 'u':
    case 'f':
    case 's':
    case 'x':
      return 4;
    default:
      throw new Error(`unknown DBC field type "${type}"`);
  }
}

/** The bytes one record of `format` takes. */
export function formatRecordSize(format: string): number {
  let size = 0;
  for (const type of format) size += fieldSize(type);
  return size;
}

/** True for the field types a reader keeps. */
export const keptField = (type: string): boolean => type !== 'x' && type !== 'X';

/**
 * The records of a WDBC file, each with the values of its kept fields. A file whose header, field
 * count or size does not match `format` is refused with one line naming it.
 */
export function readWdbc(bytes: Uint8Array, format: string, file: string): DbcRecord[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < HEADER_SIZE)
    throw new WdbcError(`${file}: truncated (${buf.length} bytes, no WDBC header)`);
  const magic = buf.toString('latin1', 0, 4);
  if (magic !== MAGIC) throw new WdbcError(`${file}: not a WDBC file (starts with ${JSON.stringify(magic)})`);
  const recordCount = buf.readUInt32LE(4);
  const fieldCount = buf.readUInt32LE(8);
  const recordSize = buf.readUInt32LE(12);
  const stringBlockSize = buf.readUInt32LE(16);
  if (fieldCount !== format.length) {
    throw new WdbcError(
      `${file}: ${fieldCount} fields a record, expected ${format.length} (a 3.3.5a build 12340 file)`,
    );
  }
  const expectedSize = formatRecordSize(format);
  if (recordSize !== expectedSize) {
    throw new WdbcError(`${file}: records of ${recordSize} bytes, expected ${expectedSize}`);
  }
  const stringsAt = HEADER_SIZE + recordCount * recordSize;
  if (buf.length < stringsAt + stringBlockSize) {
    throw new WdbcError(
      `${file}: truncated (${buf.length} bytes, the header announces ${stringsAt + stringBlockSize})`,
    );
  }

  // Files share one string between records (icons, names): one decoded string per offset.
  const strings = new Map<number, string>([[0, '']]);
  const stringAt = (offset: number): string => {
    const known = strings.get(offset);
    if (known !== undefined) return known;
    if (offset >= stringBlockSize)
      throw new WdbcError(`${file}: a string offset (${offset}) past the string block`);
    const start = stringsAt + offset;
    const end = buf.indexOf(0, start);
    const text = buf.toString(
      'utf8',
      start,
      end === -1 || end > stringsAt + stringBlockSize ? stringsAt + stringBlockSize : end,
    );
    strings.set(offset, text);
    return text;
  };

  const records: DbcRecord[] = new Array(recordCount);
  for (let r = 0; r < recordCount; r++) {
    let at = HEADER_SIZE + r * recordSize;
    const record: DbcRecord = [];
    for (const type of format) {
      switch (type) {
        case 'n':
        case 'd':
        case 'u':
          record.push(buf.readUInt32LE(at));
          break;
        case 'i':
          record.push(buf.readInt32LE(at));
          break;
        case 'f':
          record.push(buf.readFloatLE(at));
          break;
        case 's':
          record.push(stringAt(buf.readUInt32LE(at)));
          break;
        case 'b':
          record.push(buf.readUInt8(at));
          break;
      }
      at += fieldSize(type);
    }
    records[r] = record;
  }
  return records;
}

/**
 * A WDBC file of `format` holding `records`, each with a value for every field (skipped ones
 * included: a number, or a string written to the string block). Identical strings are written once.
 */
export function writeWdbc(format: string, records: readonly DbcValue[][]): Buffer {
  const recordSize = formatRecordSize(format);
  const chunks: Buffer[] = [Buffer.from([0])];
  let stringBlockSize = 1;
  const offsets = new Map<string, number>([['', 0]]);
  const offsetOf = (text: string): number => {
    let offset = offsets.get(text);
    if (offset === undefined) {
      const bytes = Buffer.from(`${text}\0`, 'utf8');
      offset = stringBlockSize;
      offsets.set(text, offset);
      chunks.push(bytes);
      stringBlockSize += bytes.length;
    }
    return offset;
  };

  const body = Buffer.alloc(records.length * recordSize);
  records.forEach((record, r) => {
    if (record.length !== format.length) {
      throw new Error(`record ${r} has ${record.length} values, the format ${format.length} fields`);
    }
    let at = r * recordSize;
    [...format].forEach((type, f) => {
      const value = record[f]!;
      if (type === 's' || typeof value === 'string') {
        body.writeUInt32LE(offsetOf(String(value)), at);
      } else if (type === 'f') {
        body.writeFloatLE(value, at);
      } else if (type === 'b' || type === 'X') {
        body.writeUInt8(value & 0xff, at);
      } else {
        body.writeUInt32LE(value >>> 0, at);
      }
      at += fieldSize(type);
    });
  });

  const header = Buffer.alloc(HEADER_SIZE);
  header.write(MAGIC, 0, 'latin1');
  header.writeUInt32LE(records.length, 4);
  header.writeUInt32LE(format.length, 8);
  header.writeUInt32LE(recordSize, 12);
  header.writeUInt32LE(stringBlockSize, 16);
  return Buffer.concat([header, body, ...chunks]);
}
