/**
 * How hard a secret is to guess, estimated from its text: length × log2(the alphabet it seems
 * drawn from), where a stretch repeating earlier text counts as one symbol. A rough estimate
 * that refuses the usual mistakes (words, repeated patterns, short keys) and accepts what
 * `openssl rand -hex 32` or `-base64 32` print.
 */

// A repeat carrying fewer bits than this happens by chance in random text; longer ones are a pattern.
const CHANCE_REPEAT_BITS = 32;

const CLASSES: [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/, 33],
  [/[^\x20-\x7e]/, 100],
];

/** The alphabet a random generator would have drawn from: hex, base64(url), or the classes present. */
function alphabetSize(text: string): number {
  if (/^[0-9a-f]+$/i.test(text)) return 16;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text) && /[a-z]/.test(text) && /[A-Z]/.test(text)) return 64;
  return CLASSES.reduce((size, [pattern, count]) => (pattern.test(text) ? size + count : size), 0);
}

/** Symbols left once every stretch of `minRepeat`+ characters already seen counts as one. */
function effectiveLength(text: string, minRepeat: number): number {
  let symbols = 0;
  for (let i = 0; i < text.length; symbols += 1) {
    let longest = 0;
    for (let start = 0; start < i; start += 1) {
      let length = 0;
      while (i + length < text.length && text[start + length] === text[i + length]) length += 1;
      longest = Math.max(longest, length);
    }
    i += longest >= minRepeat ? longest : 1;
  }
  return symbols;
}

export interface SecretStrength {
  bits: number;
  distinctCharacters: number;
}

export function secretStrength(secret: string): SecretStrength {
  const text = secret.replace(/=+$/, '');
  const bitsPerSymbol = Math.log2(Math.max(alphabetSize(text), 2));
  const minRepeat = Math.max(4, Math.ceil(CHANCE_REPEAT_BITS / bitsPerSymbol));
  return {
    bits: Math.floor(effectiveLength(text, minRepeat) * bitsPerSymbol),
    distinctCharacters: new Set(text).size,
  };
}
