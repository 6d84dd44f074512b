import CFB from 'cfb';
import { Document, Header, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createCanvas } from '@napi-rs/canvas';

/**
 * Real resume and cover letter files, made on the spot for tests and the bench: a good resume (contact, summary, dated
 * roles newest first, bullets that start with verbs and carry numbers, education, skills) and a poor one (no contact,
 * no education or skills, oldest role first with a three-year gap, duties instead of achievements).
 */
export type ResumeKind = 'good' | 'poor';

/** A line of a resume; `bullet` lines are list items (a '•' in a PDF, an image or a .doc, a list paragraph in a DOCX). */
type Line = { text: string; bullet?: boolean; heading?: boolean };

const contactLines = ['jane.citizen@example.com | 0412 345 678 | Sydney NSW', 'linkedin.com/in/jane-citizen'];

const goodBody: Line[] = [
  { text: 'Summary', heading: true },
  {
    text: 'Senior software engineer with eight years of experience building TypeScript, React and Node.js products for payments and banking companies. I enjoy turning slow, fragile systems into fast and reliable ones, and I mentor engineers along the way. I am comfortable owning features end to end, from the first conversation with customers to monitoring in production, and I am looking for a senior role where I can help a product team ship faster without breaking what customers rely on.',
  },
  { text: 'Experience', heading: true },
  { text: 'Senior Software Engineer, Acme Payments, Sydney | Jan 2021 - Present' },
  { text: 'Led the migration of 40 services to AWS, cutting hosting costs by 30% in the first year.', bullet: true },
  { text: 'Built a React dashboard that 12,000 merchants use each month to track their settlements.', bullet: true },
  { text: 'Mentored 6 engineers and introduced code review guidelines that halved review time.', bullet: true },
  { text: 'Designed an event-driven ledger in Node.js and PostgreSQL processing $2M in payments a day.', bullet: true },
  { text: 'Reduced checkout errors by 45% by adding end-to-end tests to the CI/CD pipeline.', bullet: true },
  { text: 'Partnered with product managers and designers to plan quarterly roadmaps for 3 product teams.', bullet: true },
  { text: 'Software Engineer, Blue Bank, Melbourne | Mar 2017 - Dec 2020' },
  { text: 'Developed REST APIs in TypeScript handling 2 million requests a day with 99.95% uptime.', bullet: true },
  { text: 'Improved page load time by 40% through caching and code splitting.', bullet: true },
  { text: 'Automated deployments with Docker and Kubernetes, releasing 3 times a week instead of monthly.', bullet: true },
  { text: 'Delivered a fraud alert service that saved the bank $500,000 in its first year.', bullet: true },
  { text: 'Introduced feature flags and canary releases, reducing failed releases from 8 to 1 a quarter.', bullet: true },
  { text: 'Junior Developer, Web Works, Melbourne | Feb 2016 - Feb 2017' },
  { text: 'Created 15 responsive websites for small businesses using JavaScript and CSS.', bullet: true },
  { text: 'Wrote unit tests that raised coverage from 20% to 75% across 4 projects.', bullet: true },
  { text: 'Answered support tickets from 200 clients and fixed the 10 most common bugs.', bullet: true },
  { text: 'Education', heading: true },
  { text: 'Bachelor of Computer Science, University of Melbourne | 2012 - 2015' },
  { text: 'Graduated with distinction; final-year project on distributed databases and consensus algorithms.' },
  { text: 'Skills', heading: true },
  {
    text: 'TypeScript, JavaScript, React, Node.js, AWS, PostgreSQL, Docker, Kubernetes, Git, Agile, REST APIs, CI/CD, testing, Terraform, Redis, Jest, Playwright, Linux',
  },
  { text: 'Projects', heading: true },
  { text: 'Maintained an open-source TypeScript library for money arithmetic, downloaded 20,000 times a week.', bullet: true },
  { text: 'Organised a monthly Node.js meetup in Sydney that grew from 20 to 150 members.', bullet: true },
  { text: 'Spoke at 2 conferences about event sourcing and testing payment systems in production.', bullet: true },
  { text: 'Taught programming basics to 30 high school students through a weekly coding club.', bullet: true },
  { text: 'Certifications', heading: true },
  { text: 'AWS Certified Solutions Architect - Associate (2022)' },
];

const poorLines: Line[] = [
  { text: 'John Smith' },
  { text: 'Work history', heading: true },
  { text: 'Shop Co | 2015 - 2016' },
  { text: 'Responsible for managing the team', bullet: true },
  { text: 'Duties included customer service and answering the phones', bullet: true },
  { text: 'Helped with stock', bullet: true },
  { text: 'Cafe Bar | 2019 - 2020' },
  { text: 'Making coffee for customers', bullet: true },
  { text: 'Team player', bullet: true },
  { text: 'Hobbies', heading: true },
  { text: 'Reading, football and movies' },
];

/** The lines of a resume, contact details included (they are left out of a DOCX body that carries them in its header). */
const resumeLines = (kind: ResumeKind, withContact = true): Line[] =>
  kind === 'poor' ? poorLines : [{ text: 'Jane Citizen' }, ...(withContact ? contactLines.map((text) => ({ text })) : []), ...goodBody];

const plainLines = (lines: readonly Line[]): string[] => lines.map((line) => (line.bullet ? `• ${line.text}` : line.text));

/** A PDF of these lines in Helvetica, wrapped to the page, as many A4 pages as they take. */
const linesPdf = async (lines: readonly string[]): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = 11;
  const [width, height, margin] = [595, 842, 56];
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const write = (text: string) => {
    if (y < margin) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
    page.drawText(text, { x: margin, y, size, font });
    y -= size * 1.5;
  };
  for (const line of lines) {
    let current = '';
    for (const word of line.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width - 2 * margin && current) {
        write(current);
        current = word;
      } else current = next;
    }
    write(current);
  }
  return Buffer.from(await pdf.save());
};

export const makeResumePdf = (kind: ResumeKind): Promise<Buffer> => linesPdf(plainLines(resumeLines(kind)));

export type DocxOptions = {
  /** the skills in a two-column table, which many ATS read badly */
  skillsTable?: boolean;
  /** the contact details only in the page header, which many ATS skip */
  contactInHeader?: boolean;
};

export const makeResumeDocx = async (kind: ResumeKind, options: DocxOptions = {}): Promise<Buffer> => {
  const lines = resumeLines(kind, !options.contactInHeader);
  const children: (Paragraph | Table)[] = lines.map((line) =>
    line.bullet
      ? new Paragraph({ text: line.text, bullet: { level: 0 } })
      : new Paragraph({ children: [new TextRun({ text: line.text, bold: line.heading })] }),
  );
  if (options.skillsTable) {
    const cell = (text: string) => new TableCell({ children: [new Paragraph(text)], width: { size: 50, type: WidthType.PERCENTAGE } });
    children.push(
      new Table({
        rows: [
          new TableRow({ children: [cell('Languages'), cell('Go, Python, SQL')] }),
          new TableRow({ children: [cell('Tools'), cell('Terraform, Jenkins')] }),
        ],
      }),
    );
  }
  const headers = options.contactInHeader ? { default: new Header({ children: contactLines.map((text) => new Paragraph(text)) }) } : undefined;
  const document = new Document({ sections: [{ ...(headers ? { headers } : {}), children }] });
  return Packer.toBuffer(document);
};

/**
 * A Word 97-2003 document: an OLE file whose WordDocument stream holds a FIB and the text as UTF-16, and whose 1Table
 * stream holds a piece table of one piece. It is the least Word itself writes that readers of the format take: no
 * styles, no formatting runs, paragraphs ended by '\r'.
 */
export const makeResumeDoc = (kind: ResumeKind): Buffer => {
  const text = `${plainLines(resumeLines(kind)).join('\r')}\r`;
  const textBytes = Buffer.from(text, 'utf16le');
  const textStart = 0x800;
  const word = Buffer.alloc(Math.max(4096, textStart + textBytes.length + 512));
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  word.writeUInt32LE(textStart, 0x18); // fcMin
  word.writeUInt32LE(textStart + textBytes.length, 0x1c); // fcMac
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  textBytes.copy(word, textStart);
  const table = Buffer.alloc(1 + 4 + 16);
  table.writeUInt8(2, 0); // clxt: a piece table
  table.writeUInt32LE(16, 1); // its size: two character positions and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(textStart, 15); // fc without the compressed bit: UTF-16 text at textStart
  table.writeUInt16LE(0, 19);
  word.writeUInt32LE(table.length, 0x1a6); // lcbClx
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, 'WordDocument', word);
  CFB.utils.cfb_add(file, '1Table', Buffer.concat([table, Buffer.alloc(4096 - table.length)]));
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
};

/** A photo of a resume: its lines drawn in DejaVu Sans (or the system's sans-serif) and saved as a JPEG. */
export const makeResumeJpg = async (kind: ResumeKind): Promise<Buffer> => {
  const lines = plainLines(resumeLines(kind)).flatMap((line) => wrap(line, 70));
  const [size, lineHeight, margin] = [22, 34, 40];
  const canvas = createCanvas(1100, margin * 2 + lines.length * lineHeight);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = `${size}px "DejaVu Sans", sans-serif`;
  lines.forEach((line, index) => context.fillText(line, margin, margin + (index + 1) * lineHeight - 8));
  return canvas.encode('jpeg', 92);
};

/** A picture with no words in it: a few grey shapes. */
export const makeBlankJpg = async (): Promise<Buffer> => {
  const canvas = createCanvas(600, 400);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 600, 400);
  context.fillStyle = '#9ca3af';
  context.fillRect(60, 60, 200, 120);
  context.beginPath();
  context.arc(420, 260, 80, 0, Math.PI * 2);
  context.fill();
  return canvas.encode('jpeg', 90);
};

const wrap = (line: string, width: number): string[] => {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + word.length + 1 > width) {
      out.push(current);
      current = `  ${word}`;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...out, current];
};

/** A cover letter to `company` for `role`, as a PDF. */
export const makeCoverLetterPdf = (company: string, role: string): Promise<Buffer> =>
  linesPdf([
    'Dear Hiring Manager,',
    `I am writing to apply for the ${role} position at ${company}. For eight years I have built TypeScript and React products for payments companies, and I would love to bring that experience to your team.`,
    'At Acme Payments I led the migration of 40 services to AWS and cut hosting costs by 30%. I also mentored six engineers and introduced review guidelines that halved review time.',
    'Before that, at Blue Bank, I developed REST APIs that handled two million requests a day and delivered a fraud alert service that saved the bank half a million dollars in its first year. Those projects taught me to measure what matters, to test what could hurt customers, and to explain technical trade-offs to people outside engineering.',
    `The ${role} role asks for someone who can lead by example, keep quality high while moving quickly, and grow the engineers around them. That is the work I enjoy most, and the work I have been recognised for in every team I have joined.`,
    `I admire how ${company} ships reliable products quickly, and I would welcome the chance to talk about how I can help.`,
    'Thank you for your time and consideration.',
    'Kind regards,',
    'Jane Citizen',
  ]);

/** Bytes that start like a PDF and then break off: what a failed upload or a renamed file looks like. */
export const corruptPdf = (): Buffer => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\nthis is not a pdf at all');
