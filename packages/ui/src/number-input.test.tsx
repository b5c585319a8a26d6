import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './number-input.tsx';

function Harness(
  props: Partial<NumberInputProps> & { initial?: number | null; spy?: (n: number) => void },
) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberInput
        label="Seats"
        value={value}
        onChange={(n) => {
          spy?.(n);
          setValue(n);
        }}
        {...rest}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Seats' });
const emitted = () => screen.getByRole('status').textContent;

describe('NumberInput', () => {
  it('clamps to max while typing', async () => {
    const spy = vi.fn();
    render(<Harness max={100} spy={spy} />);
    await userEvent.type(input(), '250');
    expect(input().value).toBe('100');
    expect(emitted()).toBe('100');
    expect(spy.mock.calls.every(([n]) => n <= 100)).toBe(true);
  });

  it('defaults max to 999999999', async () => {
    render(<Harness />);
    await userEvent.type(input(), '12345678901');
    expect(emitted()).toBe('999999999');
    expect(input().max).toBe('999999999');
  });

  it('clamps to min on change and shows it on blur', async () => {
    render(<Harness min={10} />);
    await userEvent.type(input(), '5');
    expect(emitted()).toBe('10');
    expect(input().value).toBe('5');
    await userEvent.tab();
    expect(input().value).toBe('10');
  });

  it('lets a value below min grow into range while typing', async () => {
    render(<Harness min={10} />);
    await userEvent.type(input(), '50');
    expect(emitted()).toBe('50');
    expect(input().value).toBe('50');
  });

  it('defaults min to 0', async () => {
    render(<Harness initial={4} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '-7');
    await userEvent.tab();
    expect(emitted()).toBe('0');
    expect(input().value).toBe('0');
    expect(input().min).toBe('0');
  });

  it('turns an emptied field into min on blur', async () => {
    render(<Harness initial={30} min={1} />);
    await userEvent.clear(input());
    expect(emitted()).toBe('30');
    await userEvent.tab();
    expect(emitted()).toBe('1');
    expect(input().value).toBe('1');
  });

  it('follows a new value from the parent', () => {
    const { rerender } = render(<NumberInput label="Seats" value={3} onChange={() => {}} />);
    expect(input().value).toBe('3');
    rerender(<NumberInput label="Seats" value={8} onChange={() => {}} />);
    expect(input().value).toBe('8');
  });
});
