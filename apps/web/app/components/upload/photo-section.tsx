import type { PhotoCheck } from '@hs/contracts/engine';
import type { PhotoTile as Tile } from '../../upload/photo-list.ts';
import { PhotoTile } from './photo-tile.tsx';

export interface PhotoSectionProps {
  id: string;
  title: string;
  hint: string;
  /** Shown after the title, e.g. '2 of 3'; the number of photos by default. */
  count?: string;
  empty: string;
  tiles: Tile[];
  nameOf: (tile: Tile) => string;
  canMoveToFullBody: boolean;
  onRemove: (id: string) => void;
  onMove: (id: string, fullBody: boolean) => void;
  /** The engine's check of each kept photo, by path (issue 15 item 6). */
  checks?: Map<string, PhotoCheck['photos'][number]>;
}

/** A titled grid of photo tiles, with an empty state. */
export function PhotoSection({
  id,
  title,
  hint,
  count,
  empty,
  tiles,
  nameOf,
  checks,
  ...actions
}: PhotoSectionProps) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-base font-semibold text-gray-900">
        {title} <span className="font-normal text-gray-500">({count ?? tiles.length})</span>
      </h3>
      <p className="mt-1 text-sm text-gray-600">{hint}</p>
      {tiles.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">
          {empty}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {tiles.map((tile) => (
            <PhotoTile
              key={tile.id}
              tile={tile}
              name={nameOf(tile)}
              check={tile.photo ? checks?.get(tile.photo.path) : undefined}
              {...actions}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
