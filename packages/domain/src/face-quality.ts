// How good a training photo is as the source of a headshot (issue 5, local engine: pick
// the best photos by face size, sharpness, frontal pose and open eyes), from the 68-point
// landmarks of face-api (iBUG 300-W numbering).
import type { Point } from './framing.ts';

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function mean(points: Point[]): Point {
  const n = points.length || 1;
  return {
    x: points.reduce((s, p) => s + p.x, 0) / n,
    y: points.reduce((s, p) => s + p.y, 0) / n,
  };
}

function at(landmarks: Point[], i: number): Point {
  const p = landmarks[i];
  if (!p) throw new RangeError(`expected 68 landmarks, got ${landmarks.length}`);
  return p;
}

const range = (from: number, to: number, landmarks: Point[]) =>
  Array.from({ length: to - from + 1 }, (_, i) => at(landmarks, from + i));

export interface FaceGeometry {
  /** Centres of the eyes as seen in the image (left one first). */
  eyeLeft: Point;
  eyeRight: Point;
  /** Landmarks 0 to 16: the face outline at the ears. */
  headWidth: number;
  /** Angle of the eye line, degrees; 0 when level. */
  rollDeg: number;
  /** Nose tip offset from the eyes' midpoint along the eye line, in eye distances; 0 frontal. */
  yaw: number;
  /** Eye aspect ratio, both eyes averaged: about 0.25 to 0.35 open, under 0.15 closed. */
  eyeOpenness: number;
}

function eyeAspect(eye: Point[]): number {
  const [p1, p2, p3, p4, p5, p6] = eye as [Point, Point, Point, Point, Point, Point];
  return (dist(p2, p6) + dist(p3, p5)) / (2 * Math.max(dist(p1, p4), 1e-6));
}

export function faceGeometry(landmarks: Point[]): FaceGeometry {
  const leftEye = range(36, 41, landmarks);
  const rightEye = range(42, 47, landmarks);
  const eyeLeft = mean(leftEye);
  const eyeRight = mean(rightEye);
  const dx = eyeRight.x - eyeLeft.x;
  const dy = eyeRight.y - eyeLeft.y;
  const eyeDistance = Math.max(Math.hypot(dx, dy), 1e-6);
  const mid = { x: (eyeLeft.x + eyeRight.x) / 2, y: (eyeLeft.y + eyeRight.y) / 2 };
  const nose = at(landmarks, 30);
  return {
    eyeLeft,
    eyeRight,
    headWidth: dist(at(landmarks, 0), at(landmarks, 16)),
    rollDeg: (Math.atan2(dy, dx) * 180) / Math.PI,
    yaw: ((nose.x - mid.x) * dx + (nose.y - mid.y) * dy) / (eyeDistance * eyeDistance),
    eyeOpenness: (eyeAspect(leftEye) + eyeAspect(rightEye)) / 2,
  };
}

export interface PhotoQualityInput {
  geometry: FaceGeometry;
  /** Head width as a share of the photo's width. */
  faceShare: number;
  /** Variance of the Laplacian of the face at a fixed size (grey levels squared). */
  sharpness: number;
}

// Eye aspect ratios under this read as closed (blink studies put closed eyes under 0.2).
export const EYES_CLOSED_BELOW = 0.18;

/**
 * A score from 0 (unusable) to 1: each factor is 0 to 1 and they multiply, so a photo
 * that fails one badly (closed eyes, turned away, blurred) ranks low whatever the rest.
 */
export function photoQualityScore({ geometry, faceShare, sharpness }: PhotoQualityInput): number {
  const size = Math.min(1, faceShare / 0.35);
  const sharp = Math.min(1, sharpness / 120);
  const roll = Math.max(0, 1 - Math.abs(geometry.rollDeg) / 45);
  const yaw = Math.max(0, 1 - Math.abs(geometry.yaw) / 0.6);
  const eyes = geometry.eyeOpenness < EYES_CLOSED_BELOW ? 0.3 : 1;
  return (0.4 + 0.6 * size) * (0.3 + 0.7 * sharp) * roll * yaw * eyes;
}
