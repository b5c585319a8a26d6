import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption, type SelectValue } from './select.tsx';

const ages: SelectOption<number>[] = [
  { value: 1, title: '12-18 years' },
  { value: 2, title: '19-25 years' },
  { value: 3, title: '26-29 years' },
];

describe('Select', () => {
  it('shows a hidden, disabled placeholder while no value is chosen', () => {
    render(<Select label="Age" options={ages} value={null} onChange={() => {}} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Age' });
    const placeholder = select.options[0]!;
    expect(placeholder.textContent).toBe('Select your option');
    expect(placeholder.disabled).toBe(true);
    expect(placeholder.hidden).toBe(true);
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]).toBe(placeholder);
  });

  it('marks the placeholder state, which greys the text, until an option is chosen', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(null);
      return <Select label="Age" options={ages} value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Age' });
    expect(select.hasAttribute('data-placeholder')).toBe(true);
    expect(select.className).toContain('data-placeholder:text-gray-400');
    await userEvent.selectOptions(select, '19-25 years');
    expect(select.hasAttribute('data-placeholder')).toBe(false);
  });

  it('takes a translated placeholder', () => {
    render(<Select options={ages} onChange={() => {}} placeholder="Kies een optie" />);
    expect(screen.getByRole<HTMLSelectElement>('combobox').options[0]!.textContent).toBe(
      'Kies een optie',
    );
  });

  it('emits the original number, not its string', async () => {
    const onChange = vi.fn();
    render(<Select label="Age" options={ages} value={null} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), '26-29 years');
    expect(onChange).toHaveBeenCalledWith(3, ages[2]);
    expect(typeof onChange.mock.calls[0]![0]).toBe('number');
  });

  it('emits booleans as booleans', async () => {
    const onChange = vi.fn();
    const options: SelectOption<boolean>[] = [
      { value: true, title: 'Yes' },
      { value: false, title: 'No' },
    ];
    render(<Select options={options} value={true} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'No');
    expect(onChange).toHaveBeenCalledWith(false, options[1]);
  });

  it('matches the chosen option by string value', () => {
    // A value that arrives as a string (from a URL or form) still selects the number option.
    const mixed = ages as SelectOption<SelectValue>[];
    render(<Select options={mixed} value="2" onChange={() => {}} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.selectedOptions[0]!.textContent).toBe('19-25 years');
  });

  it('works as a controlled field', async () => {
    function Harness() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <Select label="Age" options={ages} value={value} onChange={setValue} />
          <output>{JSON.stringify(value)}</output>
        </>
      );
    }
    render(<Harness />);
    await userEvent.selectOptions(screen.getByRole('combobox'), '19-25 years');
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('links the error message', () => {
    render(<Select label="Age" options={ages} onChange={() => {}} error="Pick an age" />);
    const select = screen.getByRole('combobox', { name: 'Age' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const describedBy = select.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Pick an age');
  });
});
