/** Whether `bytes` hold `signature` at `offset` (a file's magic number, a byte order mark). */
export const startsWithBytes = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
