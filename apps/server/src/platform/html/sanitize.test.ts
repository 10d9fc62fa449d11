import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the formatting a rich-text editor produces', () => {
    const html =
      '<p style="color: rgb(255, 0, 0)"><b>Version 1.0</b> &nbsp;<em>new</em></p><ul><li>One</li><li>Two &amp; three</li></ul>' +
      '<table border="1"><tbody><tr><td colspan="2">cell</td></tr></tbody></table><br><img src="https://cdn.example.com/a.png" alt="a">' +
      '<a href="/help#top" title="Help">help</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, style, iframe, object, embed and the like with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeHtml('a<SCRIPT type="text/javascript">x</ScRiPt >b')).toBe('ab');
    expect(sanitizeHtml('a<style>body{display:none}</style>b')).toBe('ab');
    expect(sanitizeHtml('a<iframe src="https://evil.example"><p>x</p></iframe>b')).toBe('ab');
    expect(sanitizeHtml('a<object data="x.swf"><param name="a" value="b">fallback</object>b')).toBe('ab');
    expect(sanitizeHtml('a<embed src="x.swf">b')).toBe('ab');
    expect(sanitizeHtml('a<svg><script>alert(1)</script></svg>b')).toBe('ab');
    expect(sanitizeHtml('a<svg/>b')).toBe('ab');
    expect(sanitizeHtml('a<script/>alert(1)</script>b')).toBe('ab');
    expect(sanitizeHtml('a<script>never closed <p>b</p>')).toBe('a');
    expect(sanitizeHtml('a<textarea></textarea><img src=x onerror=alert(1)>b')).toBe('a<img src="x">b');
  });

  it('drops event-handler attributes and anything not on the list', () => {
    expect(sanitizeHtml('<img src="a.png" onerror="alert(1)" ONLOAD=alert(2)>')).toBe('<img src="a.png">');
    expect(sanitizeHtml('<p onclick="x()" data-x="1" id="i" class="c">t</p>')).toBe('<p class="c">t</p>');
    expect(sanitizeHtml('<div/onmouseover="alert(1)">t</div>')).toBe('<div>t</div>');
  });

  it('drops javascript:, vbscript: and non-image data: URLs however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A&#x61vascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(sanitizeHtml('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a><a href="tel:+1">t</a>')).toBe(
      '<a href="mailto:a@b.c">m</a><a href="tel:+1">t</a>',
    );
  });

  it('drops styles that could load or run anything', () => {
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<p style="width: expression(alert(1))">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<p style="background: u\\72l(x)">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<p style="color:red">t</p>')).toBe('<p style="color:red">t</p>');
  });

  it('opens links in a new window without handing over the opener', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('never lets text or attribute values open markup', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
    expect(sanitizeHtml("<p title='a\"><script>alert(1)</script>'>t</p>")).toBe(
      '<p title="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">t</p>',
    );
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok<!doctype html><?xml x?>')).toBe('ok');
    expect(sanitizeHtml('<p title="x>y')).toBe('');
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
    expect(sanitizeHtml('<unknown-tag x="1">kept text</unknown-tag>')).toBe('kept text');
  });
});
