import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICONS, TrashIcon } from './icons.tsx';

describe('icons', () => {
  it('lists the whole set', () => {
    expect(Object.keys(ICONS).sort()).toEqual(
      [
        'alert',
        'camera',
        'check',
        'chevron-down',
        'globe',
        'info',
        'menu',
        'star',
        'trash',
        'upload',
        'user-group',
        'x',
      ].sort(),
    );
  });

  it('renders every icon as a decorative svg by default', () => {
    const { container } = render(
      <>
        {Object.entries(ICONS).map(([name, Icon]) => (
          <Icon key={name} />
        ))}
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(Object.keys(ICONS).length);
    for (const svg of svgs) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('becomes an image with an accessible name when titled', () => {
    render(<TrashIcon title="Delete photo" className="size-8" />);
    const icon = screen.getByRole('img', { name: 'Delete photo' });
    expect(icon.getAttribute('aria-hidden')).toBeNull();
    expect(icon.getAttribute('class')).toContain('size-8');
  });

  it("is 20px by default with no size class competing with the caller's", () => {
    const { container } = render(
      <>
        <TrashIcon />
        <TrashIcon className="size-4" />
      </>,
    );
    const [plain, small] = Array.from(container.querySelectorAll('svg'));
    expect(plain!.getAttribute('width')).toBe('20');
    expect(plain!.getAttribute('height')).toBe('20');
    expect(small!.getAttribute('class')).toBe('shrink-0 size-4');
  });
});
