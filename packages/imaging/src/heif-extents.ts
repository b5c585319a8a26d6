// Reads the pixel size a HEIF file declares, without decoding it, so a huge HEIC is refused
// before heic-convert allocates width x height x 4 bytes for it.

interface Box {
  type: string;
  start: number; // first byte of the payload
  end: number; // one past the last byte of the box
}

function* boxes(view: DataView, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

function child(view: DataView, parent: Box, type: string, fullBox = false): Box | undefined {
  const start = parent.start + (fullBox ? 4 : 0);
  for (const box of boxes(view, start, parent.end)) if (box.type === type) return box;
  return undefined;
}

/**
 * The largest image extent (`ispe` property) in a HEIF file: for a grid image that is the
 * whole picture, not a tile. Null when the file has none, which a valid HEIF always has.
 */
export function heifExtents(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const file: Box = { type: 'file', start: 0, end: bytes.byteLength };
  const meta = child(view, file, 'meta');
  const iprp = meta && child(view, meta, 'iprp', true);
  const ipco = iprp && child(view, iprp, 'ipco');
  if (!ipco) return null;
  let largest: { width: number; height: number } | null = null;
  for (const box of boxes(view, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.start + 12 > box.end) continue;
    const width = view.getUint32(box.start + 4);
    const height = view.getUint32(box.start + 8);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}
