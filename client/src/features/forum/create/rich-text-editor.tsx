import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Code, Italic, Link2, Link2Off, List, ListOrdered, Quote } from 'lucide-react';
import clsx from 'clsx';
import { proseClass } from '../components/rich-content';
import { LinkDialog } from './link-dialog';

/** The editor's text with no markup: what 'Please enter discussion content' checks. */
export const isBlank = (editor: Editor | null) => !editor || editor.getText().trim() === '';

type Props = {
  /** the label its toolbar and text area are named by */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (html: string, text: string) => void;
  onReady?: (editor: Editor) => void;
};

/**
 * The forum's rich text (issue 15 §3): Tiptap's starter kit (paragraphs, bold, italic, lists, quotes, code, links)
 * and nothing else, so what it writes is what the server's allow-list keeps. Headings, images and raw HTML are not
 * offered; pasted HTML is reduced by the schema to these marks.
 */
export function RichTextEditor({ labelId, describedBy, invalid = false, onChange, onReady }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: clsx(proseClass, 'min-h-48 px-4 py-3 text-base text-ink focus:outline-none'),
      },
    },
    onCreate: ({ editor: created }) => onReady?.(created),
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML(), changed.getText()),
  });
  return (
    <div
      className={clsx(
        'overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand',
        invalid ? 'border-rose-500' : 'border-slate-300',
      )}
    >
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1">
      <Tool label="Bold" pressed={active.bold} onClick={() => run((c) => c.toggleBold())}>
        <Bold aria-hidden className="size-4" />
      </Tool>
      <Tool label="Italic" pressed={active.italic} onClick={() => run((c) => c.toggleItalic())}>
        <Italic aria-hidden className="size-4" />
      </Tool>
      <Separator />
      <Tool label="Bulleted list" pressed={active.bulletList} onClick={() => run((c) => c.toggleBulletList())}>
        <List aria-hidden className="size-4" />
      </Tool>
      <Tool label="Numbered list" pressed={active.orderedList} onClick={() => run((c) => c.toggleOrderedList())}>
        <ListOrdered aria-hidden className="size-4" />
      </Tool>
      <Tool label="Quote" pressed={active.blockquote} onClick={() => run((c) => c.toggleBlockquote())}>
        <Quote aria-hidden className="size-4" />
      </Tool>
      <Tool label="Code" pressed={active.code} onClick={() => run((c) => c.toggleCode())}>
        <Code aria-hidden className="size-4" />
      </Tool>
      <Separator />
      <Tool label={active.link ? 'Edit link' : 'Link'} pressed={active.link} onClick={() => setLinking(true)}>
        <Link2 aria-hidden className="size-4" />
      </Tool>
      {active.link && (
        <Tool label="Remove link" onClick={() => run((c) => c.extendMarkRange('link').unsetLink())}>
          <Link2Off aria-hidden className="size-4" />
        </Tool>
      )}
      {linking && (
        <LinkDialog
          initial={active.href}
          onClose={() => setLinking(false)}
          onSave={(href) => {
            setLinking(false);
            if (editor.state.selection.empty && !active.link)
              run((c) => c.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }));
            else run((c) => c.extendMarkRange('link').setLink({ href }));
          }}
        />
      )}
    </div>
  );
}

function Tool({ label, pressed, onClick, children }: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      // keep the selection in the text while the button is pressed
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'focus-ring grid size-9 place-items-center rounded-md transition-colors',
        pressed ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-100' : 'text-slate-600 hover:bg-white hover:text-ink',
      )}
    >
      {children}
    </button>
  );
}

const Separator = () => <span aria-hidden className="mx-1 my-1.5 w-px bg-slate-200" />;
