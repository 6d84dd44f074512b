import mammoth from 'mammoth';
import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { UnreadableFileError, type ReviewFile } from '../../ports/resume-reviewer.ts';
import type { Ocr } from './ocr.ts';

/** What an ATS may not read of a file's layout. */
export type Layout = { tables: number; columns: boolean; images: number; textBoxes: number };

/** A file as read: its text, its pages, what sits only in its page headers, and what of its layout an ATS may miss. */
export type ReadFile = {
  text: string;
  pages: number;
  /** the text came from OCR of a picture */
  ocr: boolean;
  /** text in the page headers and footers (Word files), which many ATS skip */
  headerText: string;
  /** paragraphs the file marks as list items (DOCX), which carry no bullet character in its text */
  listItems: string[];
  layout: Layout;
};

const noLayout: Layout = { tables: 0, columns: false, images: 0, textBoxes: 0 };

/** Word files have no pages until laid out: one is counted for each 450 words, a typical full page of a resume. */
const WORDS_PER_PAGE = 450;
/** A picture with fewer words than this holds no resume (OCR reads a few stray letters from lines and logos). */
const MIN_OCR_WORDS = 10;

export const wordCount = (text: string): number => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#/-]*/gu)?.length ?? 0;

type Kind = 'pdf' | 'docx' | 'doc' | 'image';

/** The file's kind by its first bytes; its extension only when the bytes say nothing we know. */
const kindOf = (file: ReviewFile): Kind | null => {
  const head = file.bytes.subarray(0, 8);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 4).toString('hex') === '504b0304') return 'docx';
  if (head.toString('hex') === 'd0cf11e0a1b11ae1') return 'doc';
  if (head.subarray(0, 3).toString('hex') === 'ffd8ff' || head.subarray(0, 4).toString('hex') === '89504e47') return 'image';
  const extension = file.name.toLowerCase().split('.').pop();
  if (extension === 'pdf' || extension === 'docx' || extension === 'doc') return extension;
  return extension === 'jpg' || extension === 'jpeg' || extension === 'png' ? 'image' : null;
};

const unreadable = (file: ReviewFile, why: string) => new UnreadableFileError(`${file.name}: ${why}`);

const readPdf = async (file: ReviewFile): Promise<ReadFile> => {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(file.bytes));
  } catch (error) {
    throw unreadable(file, `not a readable PDF (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const { items } = await extractTextItems(pdf);
    return { text: text.join('\n'), pages: totalPages, ocr: false, headerText: '', listItems: [], layout: { ...noLayout, columns: items.some(hasColumns) } };
  } finally {
    await pdf.destroy();
  }
};

/**
 * A page set in columns: many of its text rows hold a second run of text that starts past the middle of the page,
 * well after the first run ends (a two-column resume's sidebar and main column share their rows).
 */
const hasColumns = (items: readonly { str: string; x: number; y: number; width: number }[]): boolean => {
  const rows = new Map<number, { x: number; end: number }[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const row = rows.get(Math.round(item.y)) ?? [];
    row.push({ x: item.x, end: item.x + item.width });
    rows.set(Math.round(item.y), row);
  }
  const right = Math.max(0, ...items.map((item) => item.x + item.width));
  let split = 0;
  for (const row of rows.values()) {
    const sorted = row.sort((a, b) => a.x - b.x);
    if (sorted.some((run, index) => index > 0 && run.x > right * 0.4 && run.x - (sorted[index - 1]?.end ?? 0) > right * 0.08)) split += 1;
  }
  return split >= 5 && split >= rows.size * 0.3;
};

const decodeEntities = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const readDocx = async (file: ReviewFile): Promise<ReadFile> => {
  try {
    const [raw, html, word] = await Promise.all([
      mammoth.extractRawText({ buffer: file.bytes }),
      mammoth.convertToHtml({ buffer: file.bytes }),
      new WordExtractor().extract(file.bytes),
    ]);
    const listItems = [...html.value.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => decodeEntities(match[1] ?? '').trim()).filter(Boolean);
    const layout: Layout = {
      tables: html.value.match(/<table>/g)?.length ?? 0,
      columns: false,
      images: html.value.match(/<img /g)?.length ?? 0,
      textBoxes: word.getTextboxes({ includeHeadersAndFooters: false }).trim() ? 1 : 0,
    };
    const text = raw.value.replace(/\n{2,}/g, '\n');
    return {
      text,
      pages: Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_PAGE)),
      ocr: false,
      headerText: word.getHeaders({ includeFooters: true }),
      listItems,
      layout,
    };
  } catch (error) {
    throw unreadable(file, `not a readable Word document (${error instanceof Error ? error.message : String(error)})`);
  }
};

const readDoc = async (file: ReviewFile): Promise<ReadFile> => {
  try {
    const word = await new WordExtractor().extract(file.bytes);
    const text = word.getBody();
    return {
      text,
      pages: Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_PAGE)),
      ocr: false,
      headerText: word.getHeaders({ includeFooters: true }),
      listItems: [],
      layout: { ...noLayout, textBoxes: word.getTextboxes({ includeHeadersAndFooters: false }).trim() ? 1 : 0 },
    };
  } catch (error) {
    throw unreadable(file, `not a readable Word 97-2003 document (${error instanceof Error ? error.message : String(error)})`);
  }
};

const readImage = async (file: ReviewFile, ocr: Ocr): Promise<ReadFile> => {
  let text: string;
  try {
    ({ text } = await ocr.recognize(file.bytes));
  } catch (error) {
    throw unreadable(file, `not a readable picture (${error instanceof Error ? error.message : String(error)})`);
  }
  if (wordCount(text) < MIN_OCR_WORDS) throw unreadable(file, 'no text was found in the picture');
  return { text, pages: 1, ocr: true, headerText: '', listItems: [], layout: noLayout };
};

/** The text of a resume or cover letter; a file that holds none, or is not what it claims, is an UnreadableFileError. */
export const readReviewFile = async (file: ReviewFile, ocr: Ocr): Promise<ReadFile> => {
  const kind = kindOf(file);
  if (!kind) throw unreadable(file, 'not a PDF, Word document or JPG');
  const read =
    kind === 'pdf' ? await readPdf(file) : kind === 'docx' ? await readDocx(file) : kind === 'doc' ? await readDoc(file) : await readImage(file, ocr);
  if (wordCount(read.text) === 0) throw unreadable(file, 'it holds no text');
  return read;
};
