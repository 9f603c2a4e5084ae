import { createHash, createHmac } from 'node:crypto';
import type { Checksum, SourceData } from '@smithy/types';

const bytesOf = (data: SourceData): string | Buffer =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? Buffer.from(data)
      : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** SHA-256 and HMAC-SHA256 for the signer, from node:crypto. */
export class NodeSha256 implements Checksum {
  private hash;
  private readonly secret: string | Buffer | undefined;
  constructor(secret?: SourceData) {
    this.secret = secret === undefined ? undefined : bytesOf(secret);
    this.hash = this.secret ? createHmac('sha256', this.secret) : createHash('sha256');
  }
  update(data: Uint8Array | string): void {
    this.hash.update(typeof data === 'string' ? data : bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.secret ? createHmac('sha256', this.secret) : createHash('sha256');
  }
}
