// Hand-built ISO-BMFF bytes for tests: an ftyp box and a meta box that declares image
// extents, with no picture behind them.

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const fullBoxHeader = () => Buffer.alloc(4);

export function ftyp(major: string, compatible: string[]): Buffer {
  const minorVersion = Buffer.alloc(4);
  return box(
    'ftyp',
    Buffer.from(major, 'latin1'),
    minorVersion,
    Buffer.from(compatible.join(''), 'latin1'),
  );
}

function ispe(width: number, height: number): Buffer {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  return box('ispe', fullBoxHeader(), size);
}

/** A HEIF-shaped file: ftyp, then meta > iprp > ipco with one ispe per extent. */
export function heifWithExtents(
  extents: Array<[number, number]>,
  major = 'heic',
  compatible = ['mif1', 'heic'],
): Buffer {
  const hdlr = box('hdlr', fullBoxHeader(), Buffer.alloc(4), Buffer.from('pict'), Buffer.alloc(13));
  const ipco = box('ipco', ...extents.map(([w, h]) => ispe(w, h)));
  const meta = box('meta', fullBoxHeader(), hdlr, box('iprp', ipco));
  return Buffer.concat([ftyp(major, compatible), meta, box('mdat', Buffer.alloc(64, 7))]);
}
