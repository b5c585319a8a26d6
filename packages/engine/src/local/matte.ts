// Edge refinement for the person cut-out (issue 15 item 2), over plain typed arrays:
// - a box mean (running sums, O(1) per pixel whatever the radius);
// - the colour guided filter of He, Sun and Tang ("Guided Image Filtering", 2010/2013):
//   a soft mask is fitted locally as a linear function of the photo's colour, so the
//   mask's edge follows the photo's edges (hair strands, ears) instead of the coarse
//   model's blocky outline;
// - foreground colour estimation by "blur fusion" (Forte and Pitie, "Approximate Fast
//   Foreground Colour Estimation", ICIP 2021): the colour of a semi-transparent edge pixel
//   with the old background's colour taken out, so no halo of the old background shows on
//   the new backdrop;
// - the person's connected part: pieces the model counted as person but that do not touch
//   the person (a logo, a patch of the old background) are removed.
// Images are planar Float32Arrays in 0..1, `width` x `height`, row-major.

export interface Plane {
  data: Float32Array;
  width: number;
  height: number;
}

/** Mean of each pixel's (2r+1)^2 window, clipped at the image's edges (divides by the
 * number of pixels actually inside). */
export function boxMean(src: Float32Array, width: number, height: number, r: number) {
  const tmp = new Float32Array(width * height);
  const out = new Float32Array(width * height);
  if (r <= 0) {
    out.set(src);
    return out;
  }
  // Horizontal sums.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(r, width - 1); x++) sum += src[row + x]!;
    for (let x = 0; x < width; x++) {
      const lo = x - r;
      const hi = x + r;
      tmp[row + x] = sum / (Math.min(hi, width - 1) - Math.max(lo, 0) + 1);
      if (hi + 1 < width) sum += src[row + hi + 1]!;
      if (lo >= 0) sum -= src[row + lo]!;
    }
  }
  // Vertical sums of the horizontal means: the counts multiply, so the result is the mean.
  const sums = new Float64Array(width);
  for (let y = 0; y <= Math.min(r, height - 1); y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) sums[x]! += tmp[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const count = Math.min(y + r, height - 1) - Math.max(y - r, 0) + 1;
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = sums[x]! / count;
    const add = y + r + 1;
    const drop = y - r;
    if (add < height) {
      const a = add * width;
      for (let x = 0; x < width; x++) sums[x]! += tmp[a + x]!;
    }
    if (drop >= 0) {
      const d = drop * width;
      for (let x = 0; x < width; x++) sums[x]! -= tmp[d + x]!;
    }
  }
  return out;
}

/** `src` reduced by the integer factor `s` (each small pixel the mean of its s x s block;
 * the last block in a row or column may be smaller). */
export function downsample(src: Float32Array, width: number, height: number, s: number): Plane {
  const w = Math.ceil(width / s);
  const h = Math.ceil(height / s);
  const sum = new Float32Array(w * h);
  // Row-major, each pixel added to its block in turn (the same sums as a pixel-by-pixel
  // pass), the block of each column looked up rather than divided out.
  const blockOf = new Int32Array(width);
  for (let x = 0; x < width; x++) blockOf[x] = Math.floor(x / s);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / s) * w;
    const from = y * width;
    for (let x = 0; x < width; x++) sum[row + blockOf[x]!]! += src[from + x]!;
  }
  for (let by = 0; by < h; by++) {
    const rows = Math.min(s, height - by * s);
    for (let bx = 0; bx < w; bx++) {
      const j = by * w + bx;
      sum[j] = sum[j]! / (rows * Math.min(s, width - bx * s));
    }
  }
  return { data: sum, width: w, height: h };
}

/** A plane made by downsample(…, s) scaled back to `width` x `height`, bilinearly (block
 * centres as samples). */
export function upsample(small: Plane, width: number, height: number, s: number): Float32Array {
  const out = new Float32Array(width * height);
  const { data, width: w, height: h } = small;
  // The sample columns and weights of every x, computed once (not once per row).
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const weight = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(w - 1, Math.max(0, (x + 0.5) / s - 0.5));
    const x0 = Math.floor(fx);
    left[x] = x0;
    right[x] = Math.min(w - 1, x0 + 1);
    weight[x] = fx - x0;
  }
  for (let y = 0; y < height; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) / s - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    const r0 = y0 * w;
    const r1 = y1 * w;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const x0 = left[x]!;
      const x1 = right[x]!;
      const tx = weight[x]!;
      const top = data[r0 + x0]! * (1 - tx) + data[r0 + x1]! * tx;
      const bottom = data[r1 + x0]! * (1 - tx) + data[r1 + x1]! * tx;
      out[row + x] = top * (1 - ty) + bottom * ty;
    }
  }
  return out;
}

/**
 * A wide box mean (radius `r`) taken on the plane reduced by about r / 4 and scaled back
 * bilinearly: a wide mean is smooth, so this is close to boxMean at a fraction of the work.
 */
export function smoothMean(src: Float32Array, width: number, height: number, r: number) {
  const s = Math.max(1, Math.floor(r / 4));
  if (s <= 1) return boxMean(src, width, height, r);
  const small = downsample(src, width, height, s);
  const blurred = boxMean(small.data, small.width, small.height, Math.max(1, Math.round(r / s)));
  return upsample({ ...small, data: blurred }, width, height, s);
}

/** Splits interleaved 8-bit RGB (or RGBA with `channels` 4) into three 0..1 planes. */
export function rgbPlanes(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels = 3,
): [Float32Array, Float32Array, Float32Array] {
  const n = width * height;
  const planes: [Float32Array, Float32Array, Float32Array] = [
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
  ];
  for (let i = 0; i < n; i++) {
    const o = i * channels;
    planes[0][i] = pixels[o]! / 255;
    planes[1][i] = pixels[o + 1]! / 255;
    planes[2][i] = pixels[o + 2]! / 255;
  }
  return planes;
}

/**
 * The colour guided filter: `p` (a soft mask, 0..1) filtered with the colour image `guide`
 * (three 0..1 planes) as guide, window radius `r`, regularisation `eps` (smaller follows
 * the guide's edges more closely). Returns q, clamped to 0..1. With `s` > 1, the fast
 * guided filter (He and Sun 2015): the linear coefficients are fitted on images reduced
 * by `s` and scaled back, then applied to the full-size guide (about s^2 times less work,
 * nearly the same result: the coefficients are smooth).
 */
export function guidedFilter(
  guide: [Float32Array, Float32Array, Float32Array],
  p: Float32Array,
  width: number,
  height: number,
  r: number,
  eps: number,
  s = 1,
): Float32Array {
  if (s > 1) {
    const small = guide.map((g) => downsample(g, width, height, s)) as [Plane, Plane, Plane];
    const ps = downsample(p, width, height, s);
    const coefficients = guidedCoefficients(
      small.map((g) => g.data) as [Float32Array, Float32Array, Float32Array],
      ps.data,
      ps.width,
      ps.height,
      Math.max(1, Math.round(r / s)),
      eps,
    );
    const [aR, aG, aB, b] = coefficients.map((c) =>
      upsample({ data: c, width: ps.width, height: ps.height }, width, height, s),
    ) as [Float32Array, Float32Array, Float32Array, Float32Array];
    return applyCoefficients(guide, aR, aG, aB, b);
  }
  const [aR, aG, aB, b] = guidedCoefficients(guide, p, width, height, r, eps);
  return applyCoefficients(guide, aR, aG, aB, b);
}

function applyCoefficients(
  guide: [Float32Array, Float32Array, Float32Array],
  aR: Float32Array,
  aG: Float32Array,
  aB: Float32Array,
  b: Float32Array,
): Float32Array {
  const [ir, ig, ib] = guide;
  const q = new Float32Array(ir.length);
  for (let i = 0; i < q.length; i++) {
    const v = aR[i]! * ir[i]! + aG[i]! * ig[i]! + aB[i]! * ib[i]! + b[i]!;
    q[i] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
  return q;
}

/** The guided filter's window-averaged linear coefficients (a per channel, then b). */
function guidedCoefficients(
  guide: [Float32Array, Float32Array, Float32Array],
  p: Float32Array,
  width: number,
  height: number,
  r: number,
  eps: number,
): [Float32Array, Float32Array, Float32Array, Float32Array] {
  const n = width * height;
  const [ir, ig, ib] = guide;
  const box = (a: Float32Array) => boxMean(a, width, height, r);
  const product = (a: Float32Array, b: Float32Array) => {
    const o = new Float32Array(n);
    for (let i = 0; i < n; i++) o[i] = a[i]! * b[i]!;
    return o;
  };
  const mr = box(ir);
  const mg = box(ig);
  const mb = box(ib);
  const mp = box(p);
  const rp = box(product(ir, p));
  const gp = box(product(ig, p));
  const bp = box(product(ib, p));
  const rr = box(product(ir, ir));
  const rg = box(product(ir, ig));
  const rb = box(product(ir, ib));
  const gg = box(product(ig, ig));
  const gb = box(product(ig, ib));
  const bb = box(product(ib, ib));
  const aR = new Float32Array(n);
  const aG = new Float32Array(n);
  const aB = new Float32Array(n);
  const bq = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const mR = mr[i]!;
    const mG = mg[i]!;
    const mB = mb[i]!;
    const mP = mp[i]!;
    // Covariance of the guide in the window (+ eps on the diagonal) and of guide and p.
    const s11 = rr[i]! - mR * mR + eps;
    const s12 = rg[i]! - mR * mG;
    const s13 = rb[i]! - mR * mB;
    const s22 = gg[i]! - mG * mG + eps;
    const s23 = gb[i]! - mG * mB;
    const s33 = bb[i]! - mB * mB + eps;
    const cR = rp[i]! - mR * mP;
    const cG = gp[i]! - mG * mP;
    const cB = bp[i]! - mB * mP;
    // Inverse of the symmetric 3x3 by cofactors.
    const c11 = s22 * s33 - s23 * s23;
    const c12 = s13 * s23 - s12 * s33;
    const c13 = s12 * s23 - s13 * s22;
    const c22 = s11 * s33 - s13 * s13;
    const c23 = s12 * s13 - s11 * s23;
    const c33 = s11 * s22 - s12 * s12;
    const det = s11 * c11 + s12 * c12 + s13 * c13;
    const inv = det > 1e-12 ? 1 / det : 0;
    const a1 = (c11 * cR + c12 * cG + c13 * cB) * inv;
    const a2 = (c12 * cR + c22 * cG + c23 * cB) * inv;
    const a3 = (c13 * cR + c23 * cG + c33 * cB) * inv;
    aR[i] = a1;
    aG[i] = a2;
    aB[i] = a3;
    bq[i] = mP - a1 * mR - a2 * mG - a3 * mB;
  }
  return [box(aR), box(aG), box(aB), box(bq)];
}

/** One blur-fusion step: foreground F and blurred background from image I, alpha a. */
function blurFusion(
  image: Float32Array[],
  fg: Float32Array[],
  bg: Float32Array[],
  alpha: Float32Array,
  width: number,
  height: number,
  r: number,
  s = 1,
): { fg: Float32Array[]; bgBlur: Float32Array[] } {
  const n = width * height;
  // A wide box mean is smooth: computed on the image reduced by `s` and scaled back.
  const box = (a: Float32Array) => {
    if (s <= 1) return boxMean(a, width, height, r);
    const small = downsample(a, width, height, s);
    const blurred = boxMean(small.data, small.width, small.height, Math.max(1, Math.round(r / s)));
    return upsample({ ...small, data: blurred }, width, height, s);
  };
  const blurredA = box(alpha);
  const outF: Float32Array[] = [];
  const outB: Float32Array[] = [];
  for (let c = 0; c < 3; c++) {
    const fa = new Float32Array(n);
    const b1a = new Float32Array(n);
    const F = fg[c]!;
    const B = bg[c]!;
    for (let i = 0; i < n; i++) {
      fa[i] = F[i]! * alpha[i]!;
      b1a[i] = B[i]! * (1 - alpha[i]!);
    }
    const bfa = box(fa);
    const bb1a = box(b1a);
    const I = image[c]!;
    const f = new Float32Array(n);
    const bBlur = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const ba = blurredA[i]!;
      const fBlur = bfa[i]! / (ba + 1e-5);
      const bgBlur = bb1a[i]! / (1 - ba + 1e-5);
      const a = alpha[i]!;
      const v = fBlur + a * (I[i]! - a * fBlur - (1 - a) * bgBlur);
      f[i] = v < 0 ? 0 : v > 1 ? 1 : v;
      bBlur[i] = bgBlur;
    }
    outF.push(f);
    outB.push(bBlur);
  }
  return { fg: outF, bgBlur: outB };
}

/**
 * The foreground colour of every pixel (three 0..1 planes): where alpha is 1 the photo's
 * own colour; where it is partial, the photo's colour with the local background's share
 * taken out; where it is 0, the nearby foreground's colour (so resampling never pulls the
 * old background in). `radius` sets the first, wide pass (the second is a 15th of it).
 */
export function estimateForeground(
  image: [Float32Array, Float32Array, Float32Array],
  alpha: Float32Array,
  width: number,
  height: number,
  radius: number,
): [Float32Array, Float32Array, Float32Array] {
  const first = blurFusion(
    image,
    image,
    image,
    alpha,
    width,
    height,
    radius,
    Math.max(1, Math.floor(radius / 16)),
  );
  const second = blurFusion(
    image,
    first.fg,
    first.bgBlur,
    alpha,
    width,
    height,
    Math.max(1, Math.round(radius / 15)),
  );
  return second.fg as [Float32Array, Float32Array, Float32Array];
}

/**
 * Keeps the part of `alpha` connected to `seed` (a pixel index inside the person): alpha is
 * cut at `on`, the 4-connected component holding the seed (or, when the seed is not in the
 * person, the largest component) is grown by `grow` pixels to keep its soft edge, and
 * everything else is set to 0. Returns a new array.
 */
export function keepConnected(
  alpha: Float32Array,
  width: number,
  height: number,
  seed: number,
  on: number,
  grow: number,
): Float32Array {
  const n = width * height;
  const label = new Int32Array(n);
  const stack = new Int32Array(n);
  let best = 0;
  let bestSize = 0;
  let seedLabel = 0;
  let next = 0;
  for (let start = 0; start < n; start++) {
    if (label[start] !== 0 || alpha[start]! < on) continue;
    next++;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % width;
      const visit = (j: number) => {
        if (label[j] !== 0 || alpha[j]! < on) return;
        label[j] = next;
        stack[top++] = j;
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i + width < n) visit(i + width);
    }
    if (size > bestSize) {
      bestSize = size;
      best = next;
    }
  }
  if (seed >= 0 && seed < n && label[seed]! > 0) seedLabel = label[seed]!;
  const keep = seedLabel || best;
  const kept = new Float32Array(n);
  for (let i = 0; i < n; i++) kept[i] = keep && label[i] === keep ? 1 : 0;
  const near = grow > 0 ? boxMean(kept, width, height, grow) : kept;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = near[i]! > 0 ? alpha[i]! : 0;
  return out;
}
