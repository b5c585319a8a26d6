import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './linkified-text.tsx';

describe('LinkifiedText', () => {
  it('turns http(s) URLs into links and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <LinkifiedText text={'Sign in: https://example.test/auth/magic?token=a1&x=2.\nThanks'} />
      </p>,
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.test/auth/magic?token=a1&x=2');
    expect(container.textContent).toBe(
      'Sign in: https://example.test/auth/magic?token=a1&x=2.\nThanks',
    );
  });

  it('never renders markup from the text', () => {
    const { container } = render(
      <p>
        <LinkifiedText text={'<img src=x onerror="alert(1)"> <b>bold</b> http://a.test'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });
});
