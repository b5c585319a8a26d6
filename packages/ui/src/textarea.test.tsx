import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('defaults to 5 rows and maxLength 9999999, without a counter', () => {
    render(<Textarea label="Message" />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(textarea.rows).toBe(5);
    expect(textarea.maxLength).toBe(9999999);
    expect(screen.queryByText(/ of /)).toBeNull();
  });

  it('shows an N of M counter when max is below 1000, updated while typing', async () => {
    render(<Textarea label="Bio" maxLength={500} />);
    expect(screen.getByText('0 of 500')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox'), 'Hello there!');
    expect(screen.getByText('12 of 500')).toBeTruthy();
  });

  it('hides the counter at a max of exactly 1000', () => {
    render(<Textarea maxLength={1000} defaultValue="abc" />);
    expect(screen.queryByText('3 of 1000')).toBeNull();
    expect(screen.queryByText(/ of /)).toBeNull();
  });

  it('counts a controlled value and takes a translated counter', () => {
    render(
      <Textarea
        maxLength={999}
        value="abcd"
        onChange={() => {}}
        labels={{ counter: (n, max) => `${n} / ${max}` }}
        rows={3}
      />,
    );
    expect(screen.getByText('4 / 999')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').rows).toBe(3);
  });

  it('links the error to the field', () => {
    render(<Textarea label="Message" error="Message is required" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(textarea.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Message is required',
    );
  });
});
