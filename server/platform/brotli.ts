import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Brotli at `quality` with a window no larger than the body needs. With the default window (4 MB) the
 * encoder sets aside about 8 MB for each compression, however small the body; glibc keeps what is
 * freed for later, so a page or an answer of 150 KB compressed again after every write kept the
 * process's memory that much higher. Fitted to the body (256 KB for a page of 150 KB), it takes about
 * 1 MB, and the output is as small: a window longer than the body finds nothing more.
 */
export function brotliCompressFitted(raw: Buffer, quality: number): Buffer {
  const windowBits = Math.min(
    constants.BROTLI_DEFAULT_WINDOW,
    // Brotli's window holds 16 bytes less than its power of two.
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(raw.length + 16))),
  );
  return brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: windowBits },
  });
}
