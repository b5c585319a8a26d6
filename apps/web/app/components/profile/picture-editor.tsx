import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PFP_SETTINGS,
  PFP_LIMITS,
  gradientLine,
  normalizePfpSettings,
  photoPlacement,
  type ProfilePictureSettings,
} from '@hs/domain/profile-picture';
import { Button } from '@hs/ui/button';

/** Pixel size of the exported PNG. */
const SIZE = 800;

/** Draws the picture: gradient ring, the photo clipped to a circle, the text on the ring. */
function draw(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement | null,
  s: ProfilePictureSettings,
) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, SIZE, SIZE);
  const c = SIZE / 2;
  const ring = (s.borderWidth / 100) * c;
  const line = gradientLine(SIZE, s.rotation);
  const gradient = ctx.createLinearGradient(line.x0, line.y0, line.x1, line.y1);
  gradient.addColorStop(0, s.colour[0]);
  gradient.addColorStop(1, s.colour[1]);
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(c, c, c, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.beginPath();
  ctx.arc(c, c, c - ring, 0, Math.PI * 2);
  ctx.clip();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SIZE, SIZE);
  if (image) {
    const at = photoPlacement({ width: image.naturalWidth, height: image.naturalHeight }, SIZE, s);
    ctx.globalAlpha = s.opacity / 100;
    ctx.filter = s.grayscale ? 'grayscale(1)' : 'none';
    ctx.drawImage(image, at.x, at.y, at.width, at.height);
    ctx.filter = 'none';
    ctx.globalAlpha = 1;
  }
  ctx.restore();
  if (s.text) {
    // The words along the bottom of the ring, on a band of the ring's colour.
    const band = Math.max(ring, SIZE * 0.09);
    ctx.save();
    ctx.strokeStyle = gradient;
    ctx.lineWidth = band;
    ctx.beginPath();
    ctx.arc(c, c, c - band / 2, Math.PI * 0.2, Math.PI * 0.8);
    ctx.stroke();
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${Math.round(band * 0.55)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const radius = c - band / 2;
    const letters = [...s.text.toUpperCase()];
    const step = Math.min(0.09, (Math.PI * 0.55) / Math.max(1, letters.length));
    letters.forEach((letter, i) => {
      const angle = Math.PI / 2 + ((letters.length - 1) / 2 - i) * step;
      ctx.save();
      ctx.translate(c + Math.cos(angle) * radius, c + Math.sin(angle) * radius);
      ctx.rotate(angle - Math.PI / 2);
      ctx.fillText(letter, 0, 0);
      ctx.restore();
    });
    ctx.restore();
  }
}

function Slider({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="block text-sm text-gray-700">
      <span className="flex justify-between">
        {label} <span className="tabular-nums text-gray-900">{value}</span>
      </span>
      <input
        type="range"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-1 w-full"
      />
    </label>
  );
}

// spec 001 section 3 "Profile picture editor settings" (src, grayscale, border width, colour,
// offset, opacity, text, zoom, rotation) with the section 9 defaults; exports a PNG.
export function PictureEditor() {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [settings, setSettings] = useState<ProfilePictureSettings>(DEFAULT_PFP_SETTINGS);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ProfilePictureSettings>) =>
    setSettings((now) => normalizePfpSettings({ ...now, ...patch }));

  useEffect(() => {
    if (canvas.current) draw(canvas.current, image, settings);
  }, [image, settings]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(t('profile.picture.notAnImage'));
      return;
    }
    setError(null);
    const url = URL.createObjectURL(file);
    const next = new Image();
    next.onload = () => setImage(next);
    next.onerror = () => setError(t('profile.picture.notAnImage'));
    next.src = url;
    set({ src: url });
  }

  function download() {
    canvas.current?.toBlob((blob) => {
      if (!blob) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'profile-picture.png';
      link.click();
      URL.revokeObjectURL(link.href);
    }, 'image/png');
  }

  return (
    <section
      id="picture"
      aria-labelledby="picture-title"
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="picture-title" className="text-lg font-semibold text-gray-900">
        {t('profile.picture.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('profile.picture.intro')}</p>
      <div className="mt-4 grid gap-6 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <div>
          <canvas
            ref={canvas}
            width={SIZE}
            height={SIZE}
            data-testid="picture-canvas"
            aria-label={t('profile.picture.preview')}
            role="img"
            className="aspect-square w-full max-w-64 rounded-full"
          />
          <div className="mt-4 flex flex-wrap gap-2">
            <label className="inline-flex min-h-9 cursor-pointer items-center rounded-lg bg-white px-3 text-sm font-medium text-gray-900 ring-1 ring-gray-300 focus-within:ring-2 focus-within:ring-blue-600">
              {t('profile.picture.choose')}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                data-testid="picture-file"
                onChange={pick}
              />
            </label>
            <Button size="sm" onClick={download} disabled={!image}>
              {t('profile.picture.download')}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <div className="space-y-3">
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              className="size-4"
              checked={settings.grayscale}
              onChange={(e) => set({ grayscale: e.target.checked })}
            />
            {t('profile.picture.grayscale')}
          </label>
          <Slider
            label={t('profile.picture.borderWidth')}
            value={settings.borderWidth}
            {...PFP_LIMITS.borderWidth}
            onChange={(borderWidth) => set({ borderWidth })}
          />
          <div className="flex flex-wrap gap-4">
            {[0, 1].map((i) => (
              <label key={i} className="flex items-center gap-2 text-sm text-gray-700">
                <input
                  type="color"
                  value={settings.colour[i]}
                  onChange={(e) => {
                    const colour: [string, string] = [...settings.colour];
                    colour[i] = e.target.value;
                    set({ colour });
                  }}
                />
                {t(i === 0 ? 'profile.picture.colourFrom' : 'profile.picture.colourTo')}
              </label>
            ))}
          </div>
          <Slider
            label={t('profile.picture.rotation')}
            value={settings.rotation}
            {...PFP_LIMITS.rotation}
            onChange={(rotation) => set({ rotation })}
          />
          <Slider
            label={t('profile.picture.zoom')}
            value={settings.zoom}
            {...PFP_LIMITS.zoom}
            onChange={(zoom) => set({ zoom })}
          />
          <Slider
            label={t('profile.picture.offsetX')}
            value={settings.offset.x}
            {...PFP_LIMITS.offset}
            onChange={(x) => set({ offset: { ...settings.offset, x } })}
          />
          <Slider
            label={t('profile.picture.offsetY')}
            value={settings.offset.y}
            {...PFP_LIMITS.offset}
            onChange={(y) => set({ offset: { ...settings.offset, y } })}
          />
          <Slider
            label={t('profile.picture.opacity')}
            value={settings.opacity}
            {...PFP_LIMITS.opacity}
            onChange={(opacity) => set({ opacity })}
          />
          <label className="block text-sm text-gray-700">
            {t('profile.picture.text')}
            <input
              type="text"
              value={settings.text}
              maxLength={PFP_LIMITS.textMaxLength}
              placeholder={t('profile.picture.textPlaceholder')}
              onChange={(e) => set({ text: e.target.value })}
              className="mt-1 block w-full rounded-lg border-0 px-3 py-2 text-gray-900 ring-1 ring-gray-300 focus:ring-2 focus:ring-blue-600"
            />
          </label>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setSettings({ ...DEFAULT_PFP_SETTINGS, src: settings.src })}
          >
            {t('profile.picture.reset')}
          </Button>
        </div>
      </div>
    </section>
  );
}
