// Loads @vladmandic/face-api on TensorFlow.js with the WebAssembly backend, once per
// process. Everything is required through one require rooted at the face-api package, so
// face-api, tfjs and the wasm backend are the same module instances (two copies of
// tfjs-core would each keep their own backend registry).
import type * as TfjsModule from '@tensorflow/tfjs';
import type * as TfjsWasmModule from '@tensorflow/tfjs-backend-wasm';
import type * as FaceApiModule from '@vladmandic/face-api';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type FaceApi = typeof FaceApiModule;
type Tfjs = typeof TfjsModule;
type TfjsWasm = typeof TfjsWasmModule;

export type FaceNetName =
  | 'tinyFaceDetector'
  | 'faceLandmark68TinyNet'
  | 'ssdMobilenetv1'
  | 'faceLandmark68Net'
  | 'faceRecognitionNet';

export interface FaceApiRuntime {
  faceapi: FaceApi;
  tf: Tfjs;
}

const faceApiPackage = createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json');
const requireFromFaceApi = createRequire(faceApiPackage);
export const FACE_MODEL_DIR = join(dirname(faceApiPackage), 'model');

let runtime: Promise<FaceApiRuntime> | undefined;
const nets = new Map<FaceNetName, Promise<void>>();

async function start(): Promise<FaceApiRuntime> {
  // The package's main entry is the tfjs-node build (a native addon we do not install).
  const faceapi = requireFromFaceApi('./dist/face-api.node-wasm.js') as FaceApi;
  const tf = requireFromFaceApi('@tensorflow/tfjs') as Tfjs;
  const wasm = requireFromFaceApi('@tensorflow/tfjs-backend-wasm') as TfjsWasm;
  const wasmPackage = requireFromFaceApi.resolve('@tensorflow/tfjs-backend-wasm/package.json');
  wasm.setWasmPaths(join(dirname(wasmPackage), 'dist') + '/');
  if (!(await tf.setBackend('wasm'))) throw new Error('TensorFlow.js wasm backend did not start');
  await tf.ready();
  return { faceapi, tf };
}

/** The runtime, started on first use; a failed start is retried by the next call. */
export function faceApiRuntime(): Promise<FaceApiRuntime> {
  runtime ??= start().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

/** The runtime with `names` loaded from the package's model folder, each net once. */
export async function loadFaceNets(names: FaceNetName[]): Promise<FaceApiRuntime> {
  const started = await faceApiRuntime();
  await Promise.all(
    names.map((name) => {
      let loading = nets.get(name);
      if (!loading) {
        loading = started.faceapi.nets[name]
          .loadFromDisk(FACE_MODEL_DIR)
          .catch((error: unknown) => {
            nets.delete(name);
            throw error;
          });
        nets.set(name, loading);
      }
      return loading;
    }),
  );
  return started;
}
