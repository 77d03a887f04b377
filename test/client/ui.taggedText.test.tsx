import { render } from '@testing-library/react';
import { taggedText } from '../../src/client/ui/taggedText';

const html = (text: string, elements: Parameters<typeof taggedText>[1]) =>
  render(<p>{taggedText(text, elements)}</p>).container.querySelector('p')!.innerHTML;

describe('taggedText', () => {
  it('wraps each tagged part in its element and keeps the text around it', () => {
    expect(html('<strong>1,350 SAR</strong> for 3 nights', { strong: <strong /> })).toBe('<strong>1,350 SAR</strong> for 3 nights');
    expect(html('الجوال السعودي: <num>+966 5X XXX XXXX</num>. من خارج المملكة', { num: <bdi dir="ltr" /> })).toBe(
      'الجوال السعودي: <bdi dir="ltr">+966 5X XXX XXXX</bdi>. من خارج المملكة',
    );
  });

  it('handles several tags, self-closing ones and tags it was not given', () => {
    expect(html('a <b>one</b> b <i>two</i> c<br/>', { b: <b />, br: <br /> })).toBe('a <b>one</b> b two c<br>');
  });

  it('never turns a value into markup: text stays text', () => {
    expect(html('<strong><img src=x onerror=1></strong>', { strong: <strong /> })).toBe('<strong>&lt;img src=x onerror=1&gt;</strong>');
    expect(html('plain', {})).toBe('plain');
  });
});
