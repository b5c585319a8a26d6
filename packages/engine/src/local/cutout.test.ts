// Issue 15 item 2 on synthetic images whose truth is known: the guided filter puts a thin
// strand the coarse mask missed back into the alpha, foreground estimation takes a known
// background colour out of the edge pixels, stray pieces are dropped, the bench's edge
// contamination measure tells a clean edge from a halo, and a crop where the cut-out runs
// out of the frame beside the head is dropped.
import { describe, expect, it } from 'vitest';
import { cutAtFrameEdge } from './local-engine.ts';
import { boxMean, estimateForeground, guidedFilter, keepConnected, rgbPlanes } from './matte.ts';
import {
  contaminationOver,
  EDGE_CONTAMINATION_MAX,
  EDGE_PATCH_MAX_PX,
  edgeContamination,
  largestGroup,
} from './measure.ts';
import type { PreparedPhoto } from './photo-analysis.ts';

type Rgb = [number, number, number];

function planes(width: number, height: number, colour: (x: number, y: number) => Rgb) {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = colour(x, y);
      rgb.set(
        c.map((v) => Math.round(v * 255)),
        (y * width + x) * 3,
      );
    }
  }
  return rgb;
}

describe('boxMean', () => {
  it('is the mean of the window clipped at the edges', () => {
    const width = 7;
    const height = 5;
    const src = Float32Array.from({ length: width * height }, (_, i) => (i * 37) % 11);
    const r = 2;
    const out = boxMean(src, width, height, r);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        let n = 0;
        for (let v = Math.max(0, y - r); v <= Math.min(height - 1, y + r); v++) {
          for (let u = Math.max(0, x - r); u <= Math.min(width - 1, x + r); u++) {
            sum += src[v * width + u]!;
            n++;
          }
        }
        expect(out[y * width + x]).toBeCloseTo(sum / n, 4);
      }
    }
  });
});

// A dark-haired person (right of x = 40) on a light blue wall, with a 1 px strand of hair
// reaching 6 px out into the wall at row 30; the coarse mask is a soft ramp at x = 40 that
// misses the strand.
const W = 80;
const H = 60;
const HAIR: Rgb = [0.25, 0.15, 0.1];
const WALL: Rgb = [0.55, 0.7, 0.95];
const strandImage = planes(W, H, (x, y) => (x >= 40 || (y === 30 && x >= 34) ? HAIR : WALL));
const coarse = Float32Array.from({ length: W * H }, (_, i) => {
  const x = i % W;
  return Math.min(1, Math.max(0, (x - 37) / 6));
});

describe('guidedFilter', () => {
  for (const s of [1, 2]) {
    it(`puts a thin strand the coarse mask missed back into the alpha (subsampling ${s})`, () => {
      const guide = rgbPlanes(strandImage, W, H);
      const q = guidedFilter(guide, coarse, W, H, 6, 1e-4, s);
      const at = (x: number, y: number) => q[y * W + x]!;
      // The coarse mask at the strand's tip is 0; the refined alpha follows the strand
      // (partly: a strand is a mix of hair and wall in the filter's windows)...
      expect(coarse[30 * W + 35]).toBe(0);
      expect(at(35, 30)).toBeGreaterThan(0.35);
      // ...while the wall right beside it stays out, and the ramp becomes a clean edge.
      expect(at(35, 28)).toBeLessThan(0.08);
      expect(at(35, 30)).toBeGreaterThan(5 * at(35, 28));
      expect(at(38, 10)).toBeLessThan(0.15);
      expect(at(41, 10)).toBeGreaterThan(0.75);
      expect(at(44, 10)).toBeGreaterThan(0.9);
    });
  }
});

describe('estimateForeground', () => {
  it("takes a known background colour out of the edge's semi-transparent pixels", () => {
    // Red cloth over a green wall, alpha ramping over 8 px: the observed edge pixels are
    // mixes; the estimated foreground there is the cloth's red again.
    const red: Rgb = [0.8, 0.2, 0.15];
    const green: Rgb = [0.1, 0.75, 0.2];
    const alpha = new Float32Array(W * H);
    const image = planes(W, H, (x, y) => {
      const a = Math.min(1, Math.max(0, (x - 36) / 8));
      alpha[y * W + x] = a;
      return red.map((c, i) => a * c + (1 - a) * green[i]!) as Rgb;
    });
    const [fr, fg, fb] = estimateForeground(rgbPlanes(image, W, H), alpha, W, H, 30);
    for (const x of [38, 40, 42]) {
      const i = 30 * W + x;
      const observedGreen = image[i * 3 + 1]! / 255;
      expect(observedGreen).toBeGreaterThan(0.3);
      expect(Math.abs(fr[i]! - red[0])).toBeLessThan(0.05);
      expect(Math.abs(fg[i]! - red[1])).toBeLessThan(0.05);
      expect(Math.abs(fb[i]! - red[2])).toBeLessThan(0.05);
    }
    // Inside the person the photo's own colour is kept.
    const inside = 30 * W + 60;
    expect(fr[inside]).toBeCloseTo(image[inside * 3]! / 255, 3);
  });
});

describe('keepConnected', () => {
  it('drops a piece that does not touch the person and keeps the soft edge of the person', () => {
    const alpha = new Float32Array(W * H);
    for (let y = 10; y < 50; y++) {
      for (let x = 40; x < 70; x++) alpha[y * W + x] = 1;
      alpha[y * W + 39] = 0.3; // the person's soft edge
    }
    for (let y = 5; y < 15; y++) for (let x = 5; x < 15; x++) alpha[y * W + x] = 1; // a logo
    const kept = keepConnected(alpha, W, H, 30 * W + 55, 0.5, 2);
    expect(kept[30 * W + 55]).toBe(1);
    expect(kept[30 * W + 39]).toBeCloseTo(0.3, 5);
    expect(kept[10 * W + 10]).toBe(0);
  });
});

describe('edgeContamination', () => {
  // A person (a skin-coloured disc) composited on a navy backdrop with a soft edge; the
  // contaminated version has a 4 px ring of the old white wall at full alpha around it.
  const size = 200;
  const navy: Rgb = [0.12, 0.23, 0.54];
  const skin: Rgb = [0.85, 0.65, 0.55];
  const white: Rgb = [0.97, 0.97, 0.97];
  const backdrop = planes(size, size, () => navy);
  const mask = new Uint8Array(size * size);
  const render = (halo: boolean) =>
    planes(size, size, (x, y) => {
      const d = Math.hypot(x - 100, y - 100);
      mask[y * size + x] = d <= 60 ? 255 : 0;
      const a = Math.min(1, Math.max(0, (62 - d) / 3));
      const fg = halo && d > 56 ? white : skin;
      return fg.map((c, i) => a * c + (1 - a) * navy[i]!) as Rgb;
    });

  it('finds no off-colour pixels along a clean edge', () => {
    const clean = render(false);
    const m = edgeContamination(clean, backdrop, mask, size, size);
    expect(m.sampled).toBeGreaterThan(50);
    expect(m.share).toBe(0);
  });

  it("finds the old background's halo", () => {
    const halo = render(true);
    const m = edgeContamination(halo, backdrop, mask, size, size);
    expect(m.share).toBeGreaterThan(0.2);
  });

  // A 1024 px frame (the measure's own scale) with a person disc of radius 400: an outline of
  // about 2500 px. Old background at full alpha on a 150 px arc of it (a compact patch, 4%
  // of the band) is under the share limit but over the patch limit; the same amount as
  // twelve 8 px specks spread round the outline is over neither.
  const big = 1024;
  const bigMask = new Uint8Array(big * big);
  const bigBackdrop = planes(big, big, () => navy);
  const withOld = (isOld: (angle: number) => boolean) =>
    planes(big, big, (x, y) => {
      const d = Math.hypot(x - 512, y - 512);
      bigMask[y * big + x] = d <= 400 ? 255 : 0;
      const a = Math.min(1, Math.max(0, (402 - d) / 3));
      const angle = Math.atan2(y - 512, x - 512) + Math.PI;
      const fg = d > 394 && isOld(angle) ? white : skin;
      return fg.map((c, i) => a * c + (1 - a) * navy[i]!) as Rgb;
    });

  it('finds a compact patch of old background that is a small share of the outline', () => {
    const clean = edgeContamination(
      withOld(() => false),
      bigBackdrop,
      bigMask,
      big,
      big,
    );
    expect(clean.largestPatch).toBe(0);
    expect(contaminationOver(clean)).toBe(false);
    const patch = edgeContamination(
      withOld((t) => t > 1 && t < 1 + 150 / 400),
      bigBackdrop,
      bigMask,
      big,
      big,
    );
    expect(patch.share).toBeGreaterThan(0.02);
    expect(patch.share).toBeLessThan(EDGE_CONTAMINATION_MAX);
    expect(patch.largestPatch).toBeGreaterThan(EDGE_PATCH_MAX_PX);
    expect(contaminationOver(patch)).toBe(true);
    const specks = edgeContamination(
      withOld((t) => (t * 400) % ((2 * Math.PI * 400) / 12) < 8),
      bigBackdrop,
      bigMask,
      big,
      big,
    );
    expect(specks.share).toBeGreaterThan(0.02);
    expect(specks.largestPatch).toBeLessThan(EDGE_PATCH_MAX_PX / 2);
    expect(contaminationOver(specks)).toBe(false);
  });

  it('measures the largest 8-connected group of cells', () => {
    // 4 x 3: a diagonal group of three and a single cell.
    const cells = Uint8Array.from([1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0]);
    expect(largestGroup(cells, 4, 3)).toBe(3);
    expect(largestGroup(new Uint8Array(12), 4, 3)).toBe(0);
  });
});

describe('cutAtFrameEdge', () => {
  // A 100 x 120 levelled photo: the head (eyes at y 40, real head 40 px wide) in the middle,
  // shoulders reaching the sides from y 70 down.
  const width = 100;
  const height = 120;
  const photo = (extra?: (x: number, y: number) => boolean): PreparedPhoto => {
    const rgba = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const inHead = Math.hypot(x - 50, y - 40) < 20;
        const inShoulders = y >= 70;
        if (inHead || inShoulders || extra?.(x, y)) rgba[(y * width + x) * 4 + 3] = 255;
      }
    }
    return {
      id: 'p',
      shoulders: true,
      head: { eye: { x: 50, y: 40 }, width: 40, centreX: 50, top: 20 },
      score: 1,
      inner: { left: 0, top: 0, width, height },
      reach: { left: 0, top: 0, width, height },
      sides: { left: new Uint8Array(height), right: new Uint8Array(height) },
      rgba,
      width,
      height,
      geometry: {} as PreparedPhoto['geometry'],
      faceMean: [128, 128, 128],
    };
  };
  const crop = { left: 10, top: 5, width: 80, height: 100 };

  it('lets the shoulders leave the frame at its sides and bottom', () => {
    expect(cutAtFrameEdge(photo(), crop)).toBe(false);
  });

  it('drops a crop where a piece of the old background runs out beside the head', () => {
    // A strip of wall kept as person, from the hair to the frame's right edge.
    expect(
      cutAtFrameEdge(
        photo((x, y) => y >= 30 && y < 34 && x >= 60),
        crop,
      ),
    ).toBe(true);
  });

  it('drops a crop whose top edge cuts the person', () => {
    expect(cutAtFrameEdge(photo(), { ...crop, top: 25 })).toBe(true);
  });

  it('lets the top edge cut hair that runs off the photo top, over the head only (round 2)', () => {
    const cut = (extra?: (x: number, y: number) => boolean) => {
      const p = photo((x, y) => (y < 40 && Math.abs(x - 50) < 20) || !!extra?.(x, y));
      return { ...p, head: { ...p.head!, top: 0, hairCut: true } };
    };
    expect(cutAtFrameEdge(cut(), { ...crop, top: 0 })).toBe(false);
    // A wall kept as person at the top, away from the head: still refused.
    expect(
      cutAtFrameEdge(
        cut((x, y) => y < 3 && x >= 80),
        { ...crop, top: 0 },
      ),
    ).toBe(true);
    // Without hairCut the same crop is refused.
    expect(
      cutAtFrameEdge({ ...cut(), head: { ...cut().head!, hairCut: false } }, { ...crop, top: 0 }),
    ).toBe(true);
  });
});
