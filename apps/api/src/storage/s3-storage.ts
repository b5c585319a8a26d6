import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, assertSafePrefix, type Storage } from './storage.ts';

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
    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand(object(key)));
        return answer.ContentLength ?? null;
      } catch (error) {
        // A HEAD answer has no body, so a missing key is NotFound rather than NoSuchKey.
        if (error instanceof NotFound || error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there, so this needs no special case.
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: options.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async deletePrefix(prefix) {
      const keys = await this.list(prefix);
      // DeleteObjects takes at most 1000 keys per request.
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: options.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (answer.Errors?.length) {
          const first = answer.Errors[0];
          throw new Error(`S3 kept ${answer.Errors.length} objects: ${first?.Key} ${first?.Code}`);
        }
      }
      return keys.length;
    },
    async signedUrl(key, expiresInSeconds) {
      // SigV4 presigned URLs cannot outlive one week (604800 s); the SDK refuses longer.
      return getSignedUrl(client, new GetObjectCommand(object(key)), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}
