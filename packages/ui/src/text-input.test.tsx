import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './text-input.tsx';

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

describe('TextInput', () => {
  it('links label, hint and error', () => {
    const { rerender } = render(<TextInput label="Name" hint="As on your card" />);
    const describedBy = () => document.getElementById(input().getAttribute('aria-describedby')!);
    expect(describedBy()?.textContent).toBe('As on your card');
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    rerender(<TextInput label="Name" hint="As on your card" error="Name is required" />);
    expect(describedBy()?.textContent).toBe('Name is required');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('blocks typing beyond maxLength', async () => {
    const onValueChange = vi.fn();
    render(<TextInput label="Name" maxLength={5} onValueChange={onValueChange} />);
    await userEvent.type(input(), 'abcdefgh');
    expect(input().value).toBe('abcde');
    expect(onValueChange.mock.calls.every(([v]) => v.length <= 5)).toBe(true);
  });

  it('never exceeds maxLength on paste', async () => {
    render(<TextInput label="Name" maxLength={6} defaultValue="ab" />);
    input().setSelectionRange(2, 2);
    input().focus();
    await userEvent.paste('1234567890');
    expect(input().value).toHaveLength(6);
    expect(input().value.startsWith('ab')).toBe(true);
  });

  it('cuts an over-long change even without the native limit', () => {
    // fireEvent bypasses the browser's own maxlength handling, as some IMEs and autofill do.
    const onChange = vi.fn();
    render(<TextInput label="Name" maxLength={4} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'abcdefgh' } });
    expect(input().value).toHaveLength(4);
    expect(onChange.mock.calls[0]![0].target.value).toHaveLength(4);
  });

  it('drops characters outside an allowed string', async () => {
    render(<TextInput label="Name" allowedCharacters="abc-" />);
    await userEvent.type(input(), 'a-b!c d');
    expect(input().value).toBe('a-bc');
  });

  it('drops characters a RegExp whitelist rejects, even with the g flag', async () => {
    render(<TextInput label="Name" allowedCharacters={/[a-z0-9]/gi} />);
    await userEvent.type(input(), 'Ab 1_2?c');
    expect(input().value).toBe('Ab12c');
  });

  it('keeps only digits in numbers-only mode', async () => {
    render(<TextInput label="Name" numbersOnly />);
    expect(input().getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input(), '12a3.4-5');
    expect(input().value).toBe('12345');
  });

  it('passes filtered values to a controlled parent', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextInput
            label="Name"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            numbersOnly
            maxLength={3}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Harness />);
    await userEvent.type(input(), '9x87654');
    expect(screen.getByRole('status').textContent).toBe('987');
    expect(input().value).toBe('987');
  });
});
