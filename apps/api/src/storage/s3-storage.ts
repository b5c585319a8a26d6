import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  /** Unset for AWS itself; the URL of MinIO, R2, GCS interop or s3rver otherwise. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path rather than the host name, as MinIO and s3rver need. */
  forcePathStyle: boolean;
}

/** Private objects in an S3-compatible bucket; readers get presigned GET URLs. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle,
    // The SDK's default adds CRC checksums as aws-chunked trailers; servers that do not
    // speak that framing (s3rver, older MinIO) store the framing inside the object.
    // Checksums only where an operation requires one keeps uploads byte-identical.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket: options.bucket, Key: key };
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ ...object(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there, so this needs no special case.
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async signedUrl(key, expiresInSeconds) {
      // SigV4 presigned URLs cannot outlive one week (604800 s); the SDK refuses longer.
      return getSignedUrl(client, new GetObjectCommand(object(key)), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}
