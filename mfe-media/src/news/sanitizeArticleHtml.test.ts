import { sanitizeArticleHtml } from './sanitizeArticleHtml';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeArticleHtml(html);
  return host;
}

describe('sanitizeArticleHtml', () => {
  it('keeps the ordinary structure of an article', () => {
    const host = parse('<h2>Results</h2><p>Revenue <strong>grew</strong>.</p><ul><li>One</li></ul>');
    expect(host.querySelector('h2')).toHaveTextContent('Results');
    expect(host.querySelector('strong')).toHaveTextContent('grew');
    expect(host.querySelectorAll('li')).toHaveLength(1);
  });

  it('drops scripts, styles, frames and event handlers', () => {
    const host = parse(
      '<p onclick="steal()">Text</p><script>steal()</script><style>body{display:none}</style>' +
        '<iframe src="https://example.com"></iframe><img src="/a.png" onerror="steal()" alt="Chart">',
    );
    expect(host.querySelector('script, style, iframe')).toBeNull();
    expect(host.querySelector('[onclick], [onerror]')).toBeNull();
    expect(host.querySelector('img')).toHaveAttribute('alt', 'Chart');
    expect(host.querySelector('p')).toHaveTextContent('Text');
  });

  it('refuses javascript: links', () => {
    const host = parse('<a href="javascript:steal()">Click</a>');
    expect(host.querySelector('a')).not.toHaveAttribute('href');
  });

  it('gives every link rel="noopener noreferrer" and keeps new-tab links in a new tab', () => {
    const host = parse('<a href="https://www.sec.gov/" target="_top">SEC</a><a href="/media">List</a>');
    const [external, internal] = Array.from(host.querySelectorAll('a'));
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(internal).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
  });

  it('makes article pictures load lazily and never leaves them without alt', () => {
    const img = parse('<img src="/b.png">').querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });

  it('removes inline styles', () => {
    expect(parse('<p style="position:fixed">x</p>').querySelector('[style]')).toBeNull();
  });
});
