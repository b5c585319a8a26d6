import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIN_SIDE_PX } from '@hs/domain/constants';
import { Button } from '@hs/ui/button';
import { UploadIcon } from '@hs/ui/icons';
import { ACCEPT } from '../../upload/accepted-files.ts';

export interface PhotoDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/** Drag photos in, or choose them with the button (keyboard and phones use the button). */
export function PhotoDropZone({ onFiles, disabled = false }: PhotoDropZoneProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child the pointer crosses; count them.
  const depth = useRef(0);
  const [over, setOver] = useState(false);

  const onDragEnter = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
      data-dragging={over ? '' : undefined}
      className="flex flex-col items-center justify-center rounded-xl border-2 border-dashed border-gray-300 bg-white px-4 py-8 text-center transition-colors data-dragging:border-brand-500 data-dragging:bg-brand-50 sm:py-10"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <UploadIcon className="size-6" />
      </span>
      <p className="mt-3 hidden text-base font-semibold text-gray-900 sm:block">
        {over ? t('upload.photos.dropNow') : t('upload.photos.drop')}
      </p>
      <p className="mt-1 hidden text-sm text-gray-500 sm:block">{t('upload.photos.or')}</p>
      <Button
        className="mt-3"
        size="lg"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={`${inputId}-formats`}
      >
        {t('upload.photos.choose')}
      </Button>
      <p id={`${inputId}-formats`} className="mt-3 text-sm text-gray-500">
        {t('upload.photos.formats', { size: IMAGE_MIN_SIDE_PX })}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        data-testid="photo-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again still fires a change.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </div>
  );
}
