import type { ElementType, ReactNode } from 'react';
import { cn } from './cn.ts';

export type ContainerSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

const SIZE: Record<ContainerSize, string> = {
  sm: 'max-w-3xl',
  md: 'max-w-5xl',
  lg: 'max-w-7xl',
  xl: 'max-w-screen-2xl',
  full: 'max-w-none',
};

export interface ContainerProps {
  /** Maximum width: sm 768px, md 1024px, lg 1280px (default), xl 1536px, full. */
  size?: ContainerSize;
  /** The element to render, e.g. 'main' or 'section' (default 'div'). */
  as?: ElementType;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** Centres content at a maximum width with padding that grows with the screen. */
export function Container({
  size = 'lg',
  as: Tag = 'div',
  id,
  className,
  children,
}: ContainerProps) {
  return (
    <Tag id={id} className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', SIZE[size], className)}>
      {children}
    </Tag>
  );
}
