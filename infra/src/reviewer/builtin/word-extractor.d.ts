/** The part of word-extractor's API the reviewer uses (the package ships no types). */
declare module 'word-extractor' {
  type TextOptions = { filterUnicode?: boolean };
  class WordDocument {
    getBody(options?: TextOptions): string;
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
    getTextboxes(options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
