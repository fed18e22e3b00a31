/**
 * Joining CRC-32 values (the gzip / zlib polynomial) without reading the bytes again.
 *
 * A CRC is the remainder of the message, as a polynomial over GF(2), modulo the generator.
 * Appending `n` bytes multiplies the first part's remainder by x^(8n), so
 *   crc(A ‖ B) = crc(A) · x^(8·|B|) mod P  ⊕  crc(B).
 * `appendOperator(|B|)` computes x^(8·|B|) mod P once; `appendCrc` then costs 32 shift-and-xor
 * steps, whatever the lengths. Values use zlib's reflected bit order (bit 31 is x^0).
 */

/** The CRC-32 generator, reflected. */
const POLYNOMIAL = 0xedb88320;
/** x^0 in reflected order. */
const ONE = 0x80000000;

/** a · b mod P, both reflected. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let m = ONE;
  let factor = b >>> 0;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    if (m === 0) break;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0…31: squaring the one before. */
const POWERS_OF_TWO = ((): number[] => {
  const table = [ONE >>> 1]; // x^1
  for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(8·length) mod P: what a CRC is multiplied by when `length` bytes are appended after it. */
export function appendOperator(length: number): number {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError("length must be a whole number of bytes");
  let result = ONE;
  let bits = length;
  let k = 3; // 8·length = length · 2^3
  while (bits > 0) {
    if (bits % 2 === 1) result = multiplyModP(POWERS_OF_TWO[k % 32]!, result);
    bits = Math.floor(bits / 2);
    k++;
  }
  return result;
}

/** crc(A ‖ B) from crc(A), crc(B) and `appendOperator(|B|)`. */
export function appendCrc(crcA: number, crcB: number, operatorB: number): number {
  return (multiplyModP(operatorB, crcA) ^ crcB) >>> 0;
}
