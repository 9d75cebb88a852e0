import { execFileSync } from 'node:child_process';

export interface PdfReading {
  /** pdftotext's output, pages separated by form feeds, no-break spaces read as spaces. */
  text: string;
  pages: number;
  /** pdffonts' table. */
  fonts: string;
  /** The text in the order it is drawn, blanks removed: a diagonal word (the draft mark) reads whole there. */
  drawn: string;
}

/** Reads a PDF back with poppler, as a person opening the file would. */
export function readPdf(file: string): PdfReading {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  const drawn = execFileSync('pdftotext', ['-enc', 'UTF-8', '-raw', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    '',
  );
  // Intl writes French amounts with narrow and ordinary no-break spaces: compare them as spaces.
  return { text: text.replace(/[\u202f\u00a0]/g, ' '), pages, fonts, drawn };
}
