import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownView, safeHref } from './markdown-view';

const show = (source: string) =>
  render(
    <MemoryRouter>
      <MarkdownView source={source} />
    </MemoryRouter>,
  );

describe('MarkdownView', () => {
  it('renders headings, lists, emphasis and links of the shop', () => {
    show('## Refunds\n\n- Within **7 days**\n- With the [transaction id](/pages/contact)');
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('7 days').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'transaction id' })).toHaveAttribute('href', '/pages/contact');
  });

  it('never turns raw HTML into elements: a script, an image with onerror or an iframe stay text or nothing', () => {
    const { container } = show(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <iframe src="https://evil.example"></iframe> <b>bold</b>',
    );
    expect(container.querySelector('script, img, iframe, b')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('drops links that are not to the shop, http(s), mail or phone', () => {
    const { container } = show('[click](javascript:alert(1)) [data](data:text/html,hi) [ok](https://example.org)');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.org']);
    expect(screen.getByText('click').tagName).toBe('SPAN');
  });

  it('shows a picture as its alt text, without loading it', () => {
    const { container } = show('![A pharmacist at work](https://tracker.example/pixel.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('A pharmacist at work')).toBeInTheDocument();
  });
});

describe('safeHref', () => {
  it.each([
    ['/pages/terms', '/pages/terms'],
    ['https://example.org/a', 'https://example.org/a'],
    ['mailto:help@example.org', 'mailto:help@example.org'],
    ['//evil.example', null],
    ['JavaScript:alert(1)', null],
    [' data:text/html,x', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
