import { describe, expect, it } from 'vitest';
import { sanitizePost } from './sanitize.ts';

describe('sanitizePost', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x</code></pre>';
    expect(sanitizePost(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['<script>alert(1)</script><p>hi</p>', '<p>hi</p>'],
    ['<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow ugc noopener">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="nofollow ugc noopener">x</a>'],
    ['<a href="//evil.example">x</a>', '<a rel="nofollow ugc noopener">x</a>'],
    ['<h1>big</h1><div>block</div>', 'bigblock'],
    ['<p style="color:red" class="c" id="i">x</p>', '<p>x</p>'],
  ])('drops what could run or restyle: %s', (input, output) => expect(sanitizePost(input)).toBe(output));

  it('keeps web and mail links, marked nofollow ugc noopener, whatever rel or target they came with', () => {
    expect(sanitizePost('<a href="https://seek.com.au" target="_blank" rel="opener">Seek</a>')).toBe(
      '<a href="https://seek.com.au" rel="nofollow ugc noopener">Seek</a>',
    );
    expect(sanitizePost('<a href="mailto:hr@example.com">mail</a>')).toBe('<a href="mailto:hr@example.com" rel="nofollow ugc noopener">mail</a>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizePost('<p>1 &lt; 2 &amp;&amp; "x"</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "x"</p>');
  });
});
